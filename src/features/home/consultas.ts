import type { EntradaConsultas } from '../../lib/consultas';

/** The home page's first query (its useQuery and the server render's prefetch). */
export function consultasDaHome({ trpc }: Pick<EntradaConsultas, 'trpc'>) {
  return { home: { ...trpc.fornecedores.home.queryOptions(), staleTime: 60_000 } };
}
