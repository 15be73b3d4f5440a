import type { EntradaConsultas } from '../../lib/consultas';
import { entradaDaLista, lerFiltros } from './filtros';

/** The list's first queries: the taxonomy (for the panel) and the page of suppliers the address asks for. */
export function consultasDaLista({ busca, trpc, semente }: Omit<EntradaConsultas, 'params'>) {
  return {
    taxonomia: { ...trpc.fornecedores.tags.queryOptions(), staleTime: 5 * 60_000 },
    lista: {
      ...trpc.fornecedores.list.queryOptions(entradaDaLista(lerFiltros(busca), semente)),
      staleTime: 30_000,
    },
  };
}
