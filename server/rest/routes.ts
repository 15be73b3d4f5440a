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
import { orcamentosRoutes } from './orcamentos.rest.js';
import { privacidadeRoutes } from './privacidade.rest.js';
import { statsRoutes } from './stats.rest.js';
import { trackingRoutes } from './tracking.rest.js';
import type { RestRoute } from './types.js';
import { usuariosRoutes } from './usuarios.rest.js';
import { vitrineRoutes } from './vitrine.rest.js';

/**
 * Every documented REST path of the product, in one table (method, path, who may call, doc,
 * handler): app.ts registers exactly these and GET /api/openapi.json documents exactly these.
 * To add a route, add its object (with `doc`) to its adapter's array (see RestRoute in types.ts).
 * Order matters where paths overlap: literal segments (/api/fornecedores/todos) come before
 * parameters (/api/fornecedores/:id) because the first registered match answers.
 */
export const restRoutes: RestRoute[] = [
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
  ...rotasDaDocumentacao(() => restRoutes),
];
