import { serializeClearedSessionCookie } from '../auth/cookies.js';
import { invalidateSession } from '../auth/session.js';
import type { AuthedContext } from '../trpc/context.js';

/** Ends the caller's session on the server and clears the browser cookie. */
export async function logout(ctx: AuthedContext): Promise<{ message: string }> {
  await invalidateSession(ctx.deps.db, ctx.session.id);
  ctx.cookies.append(serializeClearedSessionCookie(ctx.deps.env));
  return { message: 'Você saiu do sistema.' };
}
