import * as auth from '../services/auth.service.js';
import { authedProcedure, mergeRouters, publicProcedure, router } from '../trpc/init.js';
import { authPerfilRouter } from './auth.perfil.router.js';

const sessaoRouter = router({
  /** The caller's session, or null when anonymous (the client restores its session from this). */
  session: publicProcedure.query(({ ctx }) =>
    ctx.user && ctx.session ? { user: ctx.user, expiresAt: ctx.session.expiresAt.toISOString() } : null,
  ),
  logout: authedProcedure.mutation(({ ctx }) => auth.logout(ctx)),
});

/** Sign-up, login, sessions, recovery (sessaoRouter) and the user's own profile (authPerfilRouter). */
export const authRouter = mergeRouters(sessaoRouter, authPerfilRouter);
