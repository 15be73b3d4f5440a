import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useToast } from '../components/toast';
import { isCaminhoPublico, paths } from '../config/paths';
import { useTRPC } from './trpc';

export const SESSION_CACHE_MS = 300_000;
export const SESSION_RECHECK_MS = 60_000;

export type TipoUsuario = 'cliente' | 'anunciante' | 'admin';

/**
 * The signed-in user as the navigation bar and guards see it: restored from the server
 * (httpOnly cookie, cached 5 minutes) and counted as logged in only while the session's expiry
 * is in the future, rechecked every 60 s.
 */
export function useSession() {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.auth.session.queryOptions(), staleTime: SESSION_CACHE_MS });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), SESSION_RECHECK_MS);
    return () => clearInterval(id);
  }, []);
  const data = query.data ?? null;
  const expiresAt = data ? new Date(data.expiresAt).getTime() : 0;
  const user = data && expiresAt > now ? data.user : null;
  return { status: query.isPending ? ('loading' as const) : ('ready' as const), user, expiresAt };
}

/** Forgets the session on the client (the server side is ended by the logout call). */
export function useClearSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(trpc.auth.session.queryKey(), null);
    // Anything fetched as this user (their showcases, statistics, profile) goes with the session.
    queryClient.removeQueries({
      predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(trpc.auth.session.queryKey()),
    });
  };
}

/** Ends the session on the server, forgets it here, says so, and leaves private pages. */
export function useLogout() {
  const trpc = useTRPC();
  const clear = useClearSession();
  const toast = useToast();
  const [location, navigate] = useLocation();
  const mutation = useMutation(trpc.auth.logout.mutationOptions());
  return async () => {
    try {
      await mutation.mutateAsync();
    } catch {
      // an already-expired session is logged out all the same
    }
    clear();
    toast.info('Você saiu do sistema.');
    if (!isCaminhoPublico(location)) navigate(paths.login);
  };
}
