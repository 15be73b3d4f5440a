import { rastreioResposta } from '../schemas/estatisticas.respostas.js';
import { linkClickSchema, pageViewSchema } from '../schemas/tracking.schema.js';
import * as tracking from '../services/tracking.service.js';
import { type Operacao, operacao } from './operacao.js';

/** Tracking writes answer 202: accepted (classified and maybe not counted). */
export const trackingRoutes: Operacao[] = [
  operacao({
    method: 'POST',
    path: '/api/access-logs/page-view',
    access: 'public',
    tag: 'Estatísticas',
    resumo: 'Registra a visualização de uma página (aceita; pode não ser contada).',
    corpo: pageViewSchema,
    respostas: { 202: rastreioResposta },
    erros: [429],
    handler: async (c, { ctx, corpo }) => c.json(await tracking.pageView(ctx, corpo), 202),
  }),
  operacao({
    method: 'POST',
    path: '/api/access-logs/link-click',
    access: 'public',
    tag: 'Estatísticas',
    resumo: 'Registra o clique num link de uma vitrine (aceito; pode não ser contado).',
    corpo: linkClickSchema,
    respostas: { 202: rastreioResposta },
    erros: [429],
    handler: async (c, { ctx, corpo }) => c.json(await tracking.linkClick(ctx, corpo), 202),
  }),
];
