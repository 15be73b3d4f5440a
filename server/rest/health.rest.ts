import { healthResposta } from '../schemas/sistema.respostas.js';
import { health } from '../services/health.service.js';
import type { RestRoute } from './types.js';

export const healthRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    doc: { tag: 'Sistema', resumo: 'Verifica se o servidor está no ar.', respostas: { 200: healthResposta } },
    handler: async (c, ctx) => c.json(await health(ctx)),
  },
];
