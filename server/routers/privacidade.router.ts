import { excluirContaSchema, usuarioAlvoSchema } from '../schemas/privacidade.schema.js';
import * as privacidade from '../services/privacidade.service.js';
import { authedProcedure, router } from '../trpc/init.js';

/** LGPD rights (art. 18): the export itself is the REST download GET /api/usuarios/{id}/exportar. */
export const privacidadeRouter = router({
  /** What deleting the account removes (the caller's own; any user's for an admin). */
  resumo: authedProcedure.input(usuarioAlvoSchema).query(({ ctx, input }) => privacidade.resumo(ctx, input)),
  /** Deletes the account: the person with their password, an admin for someone else without. */
  excluir: authedProcedure
    .input(excluirContaSchema)
    .mutation(({ ctx, input }) => privacidade.excluir(ctx, input)),
});
