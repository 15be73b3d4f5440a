import {
  createDepoimentoSchema,
  depoimentoIdSchema,
  updateDepoimentoComIdSchema,
} from '../schemas/depoimentos.schema.js';
import * as depoimentos from '../services/depoimentos.service.js';
import { authedProcedure, router } from '../trpc/init.js';

export const depoimentosRouter = router({
  create: authedProcedure
    .input(createDepoimentoSchema)
    .mutation(({ ctx, input }) => depoimentos.create(ctx, input)),
  update: authedProcedure
    .input(updateDepoimentoComIdSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => depoimentos.update(ctx, id, dados)),
  delete: authedProcedure
    .input(depoimentoIdSchema)
    .mutation(({ ctx, input }) => depoimentos.remove(ctx, input.id)),
});
