import type { Context } from '../services/contexto.js';

/** What the app's middlewares put on every Hono request: the service context and the request id. */
export interface HonoEnv {
  Variables: { ctx: Context; requestId: string };
}
