import { ping } from '../../db/queries/health.queries.js';
import type { Context } from './contexto.js';

/** Liveness with a real database round trip, for load balancers and uptime checks. */
export async function health(ctx: Context): Promise<{ status: 'ok'; uptime: number }> {
  await ping(ctx.deps.db);
  return { status: 'ok', uptime: Math.round((Date.now() - ctx.deps.startedAt) / 1000) };
}
