import { health } from '../services/health.service.js';
import type { RestRoute } from './types.js';

export const healthRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    handler: async (c, ctx) => c.json(await health(ctx)),
  },
];
