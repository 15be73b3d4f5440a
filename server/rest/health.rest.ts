import { sql } from 'kysely';
import type { RestRoute } from './types.js';

export const healthRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    handler: async (c, ctx) => {
      await sql`select 1`.execute(ctx.deps.db);
      return c.json({ status: 'ok', uptime: Math.round((Date.now() - ctx.deps.startedAt) / 1000) });
    },
  },
];
