import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../config/paths';
import { type TipoUsuario, useSession } from '../lib/session';

/**
 * Not logged in: /login (remembering where the visitor was going). Role not allowed:
 * `redirectTo` (default /fornecedores). While the session loads: 'Carregando...'.
 */
export function RouteGuard({
  roles,
  redirectTo = paths.fornecedores,
  children,
}: {
  roles?: TipoUsuario[];
  redirectTo?: string;
  children: ReactNode;
}) {
  const { status, user } = useSession();
  const [location] = useLocation();
  if (status === 'loading') {
    return (
      <div className="carregando" role="status">
        <span className="spinner" aria-hidden="true" />
        Carregando...
      </div>
    );
  }
  if (!user) {
    const destino = `${location}${window.location.search}${window.location.hash}`;
    return <Redirect to={paths.login} state={{ from: destino }} replace />;
  }
  if (roles && !roles.includes(user.tipo)) return <Redirect to={redirectTo} replace />;
  return <>{children}</>;
}
