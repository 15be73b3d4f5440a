import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ADMIN_MSG } from '../../../server/schemas/admin.schema';
import { ConfirmDialog } from '../../components/modal';
import { useToast } from '../../components/toast';
import { mensagemComMotivo } from '../../lib/erros';
import { plural } from '../../lib/plural';
import { useTRPC } from '../../lib/trpc';
import { type AcoesCatalogo, type Edicao, type Exclusao, useInvalidarCatalogo } from './admin-catalogo-item';
import { SecaoCategorias, SecaoTags, SecaoTipos } from './admin-catalogo-secoes';

/**
 * Tags, tag types and link categories: create, rename, delete (after confirmation). One row at a
 * time is renamed and one deletion confirmed across the three lists, so both live here.
 */
export function AdminCatalogo() {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidar = useInvalidarCatalogo();

  const atualizarTag = useMutation(trpc.admin.atualizarTag.mutationOptions());
  const excluirTag = useMutation(trpc.admin.excluirTag.mutationOptions());
  const atualizarTipo = useMutation(trpc.admin.atualizarTipoTag.mutationOptions());
  const excluirTipo = useMutation(trpc.admin.excluirTipoTag.mutationOptions());
  const atualizarCategoria = useMutation(trpc.admin.atualizarCategoriaLink.mutationOptions());
  const excluirCategoria = useMutation(trpc.admin.excluirCategoriaLink.mutationOptions());

  const [editando, setEditando] = useState<Edicao | null>(null);
  const [exclusao, setExclusao] = useState<Exclusao | null>(null);

  async function salvarEdicao(e: FormEvent) {
    e.preventDefault();
    if (!editando) return;
    const [tipo, idTexto] = editando.chave.split(':');
    const id = Number(idTexto);
    const nome = editando.nome.trim();
    if (!nome) {
      toast.error(
        tipo === 'categoria'
          ? ADMIN_MSG.nomeCategoriaObrigatorio
          : tipo === 'tag'
            ? ADMIN_MSG.nomeTagObrigatorio
            : ADMIN_MSG.nomeTipoObrigatorio,
      );
      return;
    }
    try {
      if (tipo === 'tag') await atualizarTag.mutateAsync({ id, nome });
      else if (tipo === 'tipo') await atualizarTipo.mutateAsync({ id, nome });
      else await atualizarCategoria.mutateAsync({ id, nome, icone: (editando.icone ?? '').trim() });
      toast.success('Alteração salva.');
      setEditando(null);
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao salvar a alteração', err));
    }
  }

  async function confirmarExclusao() {
    if (!exclusao) return;
    try {
      if (exclusao.tipo === 'tag') {
        const r = await excluirTag.mutateAsync({ id: exclusao.id });
        toast.success(
          r.fornecedoresAfetados > 0
            ? `Tag "${exclusao.nome}" excluída e removida de ${plural(r.fornecedoresAfetados, 'fornecedor', 'fornecedores')}.`
            : `Tag "${exclusao.nome}" excluída.`,
        );
      } else if (exclusao.tipo === 'tipo') {
        await excluirTipo.mutateAsync({ id: exclusao.id });
        toast.success(`Tipo de tag "${exclusao.nome}" excluído.`);
      } else {
        await excluirCategoria.mutateAsync({ id: exclusao.id });
        toast.success(`Categoria de link "${exclusao.nome}" excluída.`);
      }
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Não foi possível excluir', err));
    } finally {
      setExclusao(null);
    }
  }

  const ocupado = excluirTag.isPending || excluirTipo.isPending || excluirCategoria.isPending;
  const acoes: AcoesCatalogo = { editando, setEditando, salvarEdicao, pedirExclusao: setExclusao };

  return (
    <div className="admin-catalogo">
      <SecaoTags acoes={acoes} />
      <SecaoTipos acoes={acoes} />
      <SecaoCategorias acoes={acoes} />

      <ConfirmDialog
        open={exclusao !== null}
        title={
          exclusao?.tipo === 'tag'
            ? 'Excluir tag'
            : exclusao?.tipo === 'tipo'
              ? 'Excluir tipo de tag'
              : 'Excluir categoria de link'
        }
        message={
          exclusao?.tipo === 'tag' ? (
            <p>
              Excluir a tag <strong>{exclusao.nome}</strong>? Ela será removida de todos os fornecedores que a
              usam. Esta ação não pode ser desfeita.
            </p>
          ) : exclusao?.tipo === 'tipo' ? (
            <p>
              Excluir o tipo de tag <strong>{exclusao.nome}</strong>? Só é possível excluir um tipo sem tags.
            </p>
          ) : (
            <p>
              Excluir a categoria de link <strong>{exclusao?.nome}</strong>? Só é possível excluir uma
              categoria que nenhum link usa.
            </p>
          )
        }
        confirmLabel="Excluir"
        danger
        busy={ocupado}
        onConfirm={confirmarExclusao}
        onCancel={() => setExclusao(null)}
      />
    </div>
  );
}
