import {
  createDepoimentoSchema,
  denunciaComIdSchema,
  depoimentoIdSchema,
  fornecedorIdSchema,
  respostaComIdSchema,
  updateDepoimentoComIdSchema,
} from '../schemas/depoimentos.schema.js';
import * as depoimentos from '../services/depoimentos.service.js';
import { adminProcedure, authedProcedure, router } from '../trpc/init.js';

export const depoimentosRouter = router({
  create: authedProcedure
    .input(createDepoimentoSchema)
    .mutation(({ ctx, input }) => depoimentos.criar(ctx, input)),
  update: authedProcedure
    .input(updateDepoimentoComIdSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => depoimentos.atualizar(ctx, id, dados)),
  delete: authedProcedure
    .input(depoimentoIdSchema)
    .mutation(({ ctx, input }) => depoimentos.excluir(ctx, input.id)),
  /** The caller's own testimonials on a supplier, hidden ones included (with a notice on the page). */
  meus: authedProcedure
    .input(fornecedorIdSchema)
    .query(({ ctx, input }) => depoimentos.meusNoFornecedor(ctx, input.fornecedor_id)),
  responder: authedProcedure
    .input(respostaComIdSchema)
    .mutation(({ ctx, input }) => depoimentos.responder(ctx, input.id, input.resposta)),
  removerResposta: authedProcedure
    .input(depoimentoIdSchema)
    .mutation(({ ctx, input }) => depoimentos.removerResposta(ctx, input.id)),
  denunciar: authedProcedure
    .input(denunciaComIdSchema)
    .mutation(({ ctx, input: { id, ...dados } }) => depoimentos.denunciar(ctx, id, dados)),
  moderacao: adminProcedure.query(({ ctx }) => depoimentos.filaModeracao(ctx)),
  ocultar: adminProcedure
    .input(depoimentoIdSchema)
    .mutation(({ ctx, input }) => depoimentos.ocultar(ctx, input.id)),
  restaurar: adminProcedure
    .input(depoimentoIdSchema)
    .mutation(({ ctx, input }) => depoimentos.restaurar(ctx, input.id)),
  manter: adminProcedure
    .input(depoimentoIdSchema)
    .mutation(({ ctx, input }) => depoimentos.manter(ctx, input.id)),
});
