import { healthResposta } from '../schemas/sistema.respostas.js';
import { health } from '../services/health.service.js';
import { type Operacao, operacao } from './operacao.js';

export const healthRoutes: Operacao[] = [
  operacao({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'Sistema',
    resumo: 'Verifica se o servidor está no ar e pronto para atender.',
    descricao:
      '200 quando o processo montou suas estruturas em memória, o banco de dados responde e há espaço ' +
      'livre no disco dos dados (HEALTH_MIN_FREE_MB); 503 enquanto inicia ou ao encerrar (código ' +
      'SERVICE_UNAVAILABLE), sem banco (DATABASE_UNAVAILABLE) ou com pouco disco (INSUFFICIENT_STORAGE): ' +
      'o proxy deixa de mandar requisições a este processo.',
    respostas: { 200: healthResposta },
    erros: [503],
    handler: async (c, { ctx }) => c.json(await health(ctx)),
  }),
];
