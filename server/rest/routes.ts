import { Hono } from 'hono';
import type { HonoEnv } from '../http/hono-env.js';
import { adminCatalogoRoutes } from './admin.catalogo.rest.js';
import { adminRoutes } from './admin.rest.js';
import { authRoutes } from './auth.rest.js';
import { captchaRoutes } from './captcha.rest.js';
import { catalogoRoutes } from './catalogo.rest.js';
import { contatoRoutes } from './contato.rest.js';
import { depoimentosRoutes } from './depoimentos.rest.js';
import { rotasDaDocumentacao } from './docs.rest.js';
import { fornecedoresRoutes } from './fornecedores.rest.js';
import { healthRoutes } from './health.rest.js';
import { type LimiteDeCorpo, type Operacao, registrar } from './operacao.js';
import { orcamentosRoutes } from './orcamentos.rest.js';
import { privacidadeRoutes } from './privacidade.rest.js';
import { statsRoutes } from './stats.rest.js';
import { trackingRoutes } from './tracking.rest.js';
import { usuariosRoutes } from './usuarios.rest.js';
import { vitrineRoutes } from './vitrine.rest.js';

/**
 * The product's REST operations in registration order. Order matters where paths overlap: literal
 * segments (/api/fornecedores/todos) come before parameters (/api/fornecedores/:id) because the
 * first registered match answers.
 */
const operacoes: Operacao[] = [
  ...healthRoutes,
  ...captchaRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...adminCatalogoRoutes,
  ...vitrineRoutes,
  ...usuariosRoutes,
  ...privacidadeRoutes,
  ...catalogoRoutes,
  ...fornecedoresRoutes,
  ...depoimentosRoutes,
  ...trackingRoutes,
  ...statsRoutes,
  ...contatoRoutes,
  ...orcamentosRoutes,
];

export interface OpcoesRest {
  /** The body cap middleware (app.ts: limiteDeCorpo). */
  limite: LimiteDeCorpo;
  /** The JSON error answer (app.ts logs it and maps it with toRestError). */
  erro: (err: Error, c: Parameters<Parameters<Hono<HonoEnv>['onError']>[0]>[1]) => Response;
}

/**
 * The REST API as a Hono app: every operation registered by its declaration (server/rest/operacao.ts),
 * plus GET /api/openapi.json and /api/docs generated from this app's own routes by hono-openapi.
 * app.ts mounts it; the tests walk the mounted app's routes (declaracaoDe) to enumerate operations.
 */
export function criarRest(opcoes: OpcoesRest): Hono<HonoEnv> {
  const rest = new Hono<HonoEnv>();
  rest.onError(opcoes.erro);
  const todas: Operacao[] = [...operacoes, ...rotasDaDocumentacao(() => ({ app: rest, operacoes: todas }))];
  for (const op of todas) registrar(rest, op, opcoes.limite);
  return rest;
}
