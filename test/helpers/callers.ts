import type { SessionUser } from '../../server/auth/session.js';
import { createSession } from '../../server/auth/session.js';
import type { AppDeps } from '../../server/deps.js';
import { createContextInner, type RequestInfo } from '../../server/services/contexto.js';
import { createCaller } from '../../server/trpc/root.js';

/** A tRPC caller as `user` (anonymous when omitted), through a real session. */
export async function callerFor(deps: AppDeps, user?: SessionUser | null, req: Partial<RequestInfo> = {}) {
  if (!user) return createCaller(createContextInner(deps, { req }));
  const { session } = await createSession(deps.db, user.id);
  return createCaller(createContextInner(deps, { user, session, req: { via: 'cookie', ...req } }));
}
