import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

export const MINHAS_VITRINES_CACHE_MS = 300_000;

/** The signed-in user's own showcases, cached 5 minutes (the spec's showcase record). */
export function useMinhasVitrines(enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.fornecedores.minhas.queryOptions(),
    enabled,
    staleTime: MINHAS_VITRINES_CACHE_MS,
  });
}
