import type { Context as HonoContext } from 'hono';
import type { Context } from '../services/contexto.js';
import type { NivelDeAcesso } from '../services/permissoes.js';

export type Access = NivelDeAcesso;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HonoEnv {
  Variables: { ctx: Context; requestId: string };
}

/**
 * One documented REST path. `access` is enforced before the handler runs (401 anonymous,
 * 403 wrong role); ownership is the service's job. Tests enumerate every route from this table.
 */
export interface RestRoute {
  method: Method;
  path: string;
  access: Access;
  /** Body size cap in bytes (default 1 MiB); multipart upload routes raise it. */
  maxBodyBytes?: number;
  handler: (c: HonoContext<HonoEnv>, ctx: Context) => Response | Promise<Response>;
}
