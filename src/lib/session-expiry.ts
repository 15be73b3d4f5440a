import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useToast } from '../components/toast';
import { isCaminhoPublico, paths } from '../config/paths';
import { useClearSession, useSession } from './session';

const EVENT = 'vs:sessao-expirada';
/** Calls whose 401 means "wrong credentials", not "session gone". */
const IGNORED = ['login', 'renovarToken'];

/** Called by the query client on any 401. */
export function onUnauthorized(_error: unknown, key: string): void {
  if (IGNORED.some((name) => key.includes(`"${name}"`))) return;
  window.dispatchEvent(new Event(EVENT));
}

/** A 401 clears the session; in the signed-in area it says so and moves to /login. */
export function SessionExpiryHandler() {
  const { user } = useSession();
  const clear = useClearSession();
  const toast = useToast();
  const [location, navigate] = useLocation();
  useEffect(() => {
    const handle = () => {
      if (!user) return;
      clear();
      if (!isCaminhoPublico(location)) {
        toast.error('Sessão expirada. Faça login novamente.');
        navigate(paths.login, { state: { from: location } });
      }
    };
    window.addEventListener(EVENT, handle);
    return () => window.removeEventListener(EVENT, handle);
  }, [user, clear, toast, location, navigate]);
  return null;
}
