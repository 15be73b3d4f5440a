import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useToast } from '../components/toast';
import { isCaminhoPublico, paths } from '../config/paths';
import { type RouterOutputs, useTRPC } from './trpc';

export const SESSION_CACHE_MS = 300_000;
export const SESSION_RECHECK_MS = 60_000;
/** While logged in, the session is renewed (rotated) every 45 minutes; a failure logs out. */
export const TOKEN_RENEWAL_MS = 2_700_000;

/** The session the server answers (auth.session), inferred: a renamed field breaks the build. */
export type SessionData = NonNullable<RouterOutputs['auth']['session']>;
export type TipoUsuario = SessionData['user']['tipo'];

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

/** Stores a fresh session (after login or renewal) where useSession reads it. */
export function useSetSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (data: SessionData) => {
    const previous = queryClient.getQueryData(trpc.auth.session.queryKey());
    // If the server omits telefone, the previously stored value is kept.
    const telefone =
      data.user.telefone ?? (previous?.user.id === data.user.id ? previous.user.telefone : null);
    queryClient.setQueryData(trpc.auth.session.queryKey(), {
      ...data,
      user: { ...data.user, telefone },
    } as NonNullable<typeof previous>);
  };
}

/**
 * Renews (rotates) the session every 45 minutes while logged in; a failed renewal logs out.
 * Mounted once, next to the app (src/main.tsx).
 */
export function SessionRenewal() {
  const { user } = useSession();
  const trpc = useTRPC();
  const setSession = useSetSession();
  const logout = useLogout();
  const renew = useMutation(trpc.auth.renovarToken.mutationOptions());
  const actions = useRef({ setSession, logout, renew: renew.mutateAsync });
  actions.current = { setSession, logout, renew: renew.mutateAsync };
  const loggedIn = user !== null;

  useEffect(() => {
    if (!loggedIn) return;
    const id = setInterval(async () => {
      try {
        actions.current.setSession(await actions.current.renew());
      } catch {
        await actions.current.logout();
      }
    }, TOKEN_RENEWAL_MS);
    return () => clearInterval(id);
  }, [loggedIn]);
  return null;
}
