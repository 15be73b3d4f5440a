import { rastreioResposta } from '../schemas/estatisticas.respostas.js';
import { linkClickSchema, pageViewSchema } from '../schemas/tracking.schema.js';
import { parseOrThrow } from '../schemas/validate.js';
import * as tracking from '../services/tracking.service.js';
import { readJson } from './helpers.js';
import type { RestRoute } from './types.js';

/** Tracking writes answer 202: accepted (classified and maybe not counted). */
export const trackingRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/access-logs/page-view',
    access: 'public',
    doc: {
      tag: 'Estatísticas',
      resumo: 'Registra a visualização de uma página (aceita; pode não ser contada).',
      corpo: pageViewSchema,
      respostas: { 202: rastreioResposta },
      erros: [429],
    },
    handler: async (c, ctx) =>
      c.json(await tracking.pageView(ctx, parseOrThrow(pageViewSchema, await readJson(c))), 202),
  },
  {
    method: 'POST',
    path: '/api/access-logs/link-click',
    access: 'public',
    doc: {
      tag: 'Estatísticas',
      resumo: 'Registra o clique num link de uma vitrine (aceito; pode não ser contado).',
      corpo: linkClickSchema,
      respostas: { 202: rastreioResposta },
      erros: [429],
    },
    handler: async (c, ctx) =>
      c.json(await tracking.linkClick(ctx, parseOrThrow(linkClickSchema, await readJson(c))), 202),
  },
];
