import { useQuery } from '@tanstack/react-query';
import { useMinhasVitrines } from '../../lib/minhas-vitrines';
import { useTRPC } from '../../lib/trpc';
import type { UsuarioSessao } from './tipos';

/** One showcase row as the account page shows it (own list or, for admins, everyone's). */
export interface VitrineItem {
  id: number;
  slug: string;
  nome_empresa: string;
  descricao_curta: string;
  usuario_id: number;
  usuario_nome: string | null;
  /** false: a draft, seen only by its owner and admins. */
  publicado: boolean;
  deleted_at: string | null;
  /** The admin's reason when deactivated (own showcases only). */
  desativacao_motivo: string | null;
}

export const VITRINES_ADMIN_POR_PAGINA = 100;

/**
 * An advertiser's own showcases (fornecedores.minhas, cached 5 min) or, for an admin, every
 * showcase from the admin panel's list (searched on the server by `busca`). Sorted by id, newest first.
 */
export function useVitrines(usuario: UsuarioSessao, busca = '') {
  const trpc = useTRPC();
  const admin = usuario.tipo === 'admin';
  const minhas = useMinhasVitrines(!admin);
  const todas = useQuery({
    ...trpc.admin.fornecedores.queryOptions({
      q: busca.trim() || undefined,
      page: 1,
      per_page: VITRINES_ADMIN_POR_PAGINA,
    }),
    enabled: admin,
    placeholderData: (anterior) => anterior,
  });
  if (admin) {
    const itens: VitrineItem[] = (todas.data?.rows ?? []).map((r) => ({
      id: r.id,
      slug: r.slug,
      nome_empresa: r.nome_empresa,
      descricao_curta: r.descricao_curta,
      usuario_id: r.usuario_id,
      usuario_nome: r.usuario.nome,
      publicado: r.publicado,
      deleted_at: r.deleted_at,
      desativacao_motivo: null,
    }));
    return {
      itens: itens.sort((a, b) => b.id - a.id),
      total: todas.data?.total ?? 0,
      carregando: todas.isPending,
      buscando: todas.isFetching,
      erro: todas.isError,
    };
  }
  const itens: VitrineItem[] = (minhas.data ?? []).map((r) => ({
    id: r.id,
    slug: r.slug,
    nome_empresa: r.nome_empresa,
    descricao_curta: r.descricao_curta,
    usuario_id: r.usuario_id,
    usuario_nome: usuario.nome,
    publicado: r.publicado === 1,
    deleted_at: r.deleted_at,
    desativacao_motivo: r.desativacao_motivo,
  }));
  return {
    itens: itens.sort((a, b) => b.id - a.id),
    total: itens.length,
    carregando: minhas.isPending,
    buscando: minhas.isFetching,
    erro: minhas.isError,
  };
}
