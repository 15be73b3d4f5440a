import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { descreverFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { type LinkItem, MSG } from './regras';
import type { CategoriaLink } from './secoes';

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

  return { links, adicionar: adicionarLink, remover: removerLink };
}
