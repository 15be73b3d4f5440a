import type { useSession } from '../../lib/session';

/** The signed-in user as the session gives it. */
export type UsuarioSessao = NonNullable<ReturnType<typeof useSession>['user']>;
