import { healthResposta } from '../schemas/sistema.respostas.js';
import { health } from '../services/health.service.js';
import type { RestRoute } from './types.js';

export const healthRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    doc: {
      tag: 'Sistema',
      resumo: 'Verifica se o servidor está no ar e pronto para atender.',
      descricao:
        '200 quando o processo montou suas estruturas em memória e o banco de dados responde; 503 ' +
        '(código SERVICE_UNAVAILABLE) enquanto inicia, ao encerrar ou sem banco: o proxy deixa de mandar ' +
        'requisições a este processo.',
      respostas: { 200: healthResposta },
      erros: [503],
    },
    handler: async (c, ctx) => c.json(await health(ctx)),
  },
];
