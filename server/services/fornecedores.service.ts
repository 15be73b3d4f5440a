import * as q from '../../db/queries/fornecedores.queries.js';
import type { AuthedContext } from '../trpc/context.js';

/** The caller's own showcases (inactive included): post-login destination, navbar, account page. */
export function listMinhas(ctx: AuthedContext) {
  return q.listFornecedoresDoUsuario(ctx.deps.db, ctx.user.id);
}
