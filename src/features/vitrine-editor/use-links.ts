import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { descreverFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { type LinkItem, MSG } from './regras';
import type { CategoriaLink, DadosLink } from './secao-links';

/**
 * Links: held locally (temp- ids) on a new supplier, sent with the first save; immediate calls
 * with rollback on an existing one. `aoAdicionar` runs before each addition.
 */
export function useLinks({
  id,
  inicial,
  categorias,
  aoAdicionar,
}: {
  id: number | null;
  inicial: LinkItem[] | undefined;
  categorias: CategoriaLink[];
  aoAdicionar: () => void;
}) {
  const trpc = useTRPC();
  const toast = useToast();
  const [links, setLinks] = useState<LinkItem[]>(() => inicial ?? []);
  const adicionarLinkM = useMutation(trpc.fornecedores.adicionarLink.mutationOptions());
  const removerLinkM = useMutation(trpc.fornecedores.removerLink.mutationOptions());
  const editarLinkM = useMutation(trpc.fornecedores.editarLink.mutationOptions());
  const reordenarM = useMutation(trpc.fornecedores.reordenarLinks.mutationOptions());

  const adicionarLink = async (novo: { url: string; texto_tela: string | null; categoria_id: number }) => {
    const categoria = categorias.find((c) => c.id === novo.categoria_id) ?? null;
    const temp: LinkItem = { id: `temp-${Date.now()}`, ...novo, categoria };
    aoAdicionar();
    setLinks((l) => [...l, temp]);
    if (!id) {
      toast.success(MSG.linkLocal);
      return true;
    }
    try {
      const salvo = await adicionarLinkM.mutateAsync({ ...novo, fornecedor_id: id });
      setLinks((l) => l.map((x) => (x.id === temp.id ? salvo : x)));
      toast.success(MSG.linkAdicionado);
      return true;
    } catch (err) {
      setLinks((l) => l.filter((x) => x.id !== temp.id));
      toast.error(MSG.erroAdicionarLink + descreverFalha(err, MSG.erroDesconhecido));
      return false;
    }
  };

  const removerLink = async (link: LinkItem) => {
    const indice = links.findIndex((l) => l.id === link.id);
    setLinks((l) => l.filter((x) => x.id !== link.id));
    if (typeof link.id !== 'number') return;
    try {
      await removerLinkM.mutateAsync({ id: link.id });
      toast.success(MSG.linkRemovido);
    } catch (err) {
      setLinks((l) => {
        const copia = [...l];
        copia.splice(Math.min(indice, copia.length), 0, link);
        return copia;
      });
      toast.error(MSG.erroRemoverLink + descreverFalha(err, MSG.erroDesconhecido));
    }
  };

  /** A saved link's new category, address and text; a local one (new supplier) changes in place. */
  const editarLink = async (link: LinkItem, dados: DadosLink) => {
    const categoria = categorias.find((c) => c.id === dados.categoria_id) ?? null;
    if (typeof link.id !== 'number') {
      setLinks((l) => l.map((x) => (x.id === link.id ? { ...x, ...dados, categoria } : x)));
      return true;
    }
    try {
      const salvo = await editarLinkM.mutateAsync({ ...dados, id: link.id });
      setLinks((l) => l.map((x) => (x.id === link.id ? salvo : x)));
      toast.success(MSG.linkAlterado);
      return true;
    } catch (err) {
      toast.error(MSG.erroAlterarLink + descreverFalha(err, MSG.erroDesconhecido));
      return false;
    }
  };

  /** Moves a link one place up or down; saved at once on an existing supplier (undone on failure). */
  const moverLink = async (indice: number, delta: -1 | 1) => {
    const alvo = indice + delta;
    if (alvo < 0 || alvo >= links.length) return;
    const antes = links;
    const depois = [...links];
    [depois[indice], depois[alvo]] = [depois[alvo], depois[indice]];
    setLinks(depois);
    const ids = depois.map((l) => l.id);
    if (!id || ids.some((i) => typeof i !== 'number')) return;
    try {
      await reordenarM.mutateAsync({ fornecedor_id: id, ids: ids as number[] });
    } catch (err) {
      setLinks(antes);
      toast.error(MSG.erroOrdemLinks + descreverFalha(err, MSG.erroDesconhecido));
    }
  };

  return { links, adicionar: adicionarLink, editar: editarLink, mover: moverLink, remover: removerLink };
}
