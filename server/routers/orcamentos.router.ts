import * as v from 'valibot';
import {
  enviarOrcamentoSchema,
  excluirOrcamentoSchema,
  listarOrcamentosSchema,
  marcarOrcamentoSchema,
} from '../schemas/orcamentos.schema.js';
import * as orcamentos from '../services/orcamentos.service.js';
import { anuncianteProcedure, publicProcedure, router } from '../trpc/init.js';

const idSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

export const orcamentosRouter = router({
  /** "Solicitar orçamento" on a published showcase (captcha for anonymous senders, rate limits). */
  enviar: publicProcedure
    .input(enviarOrcamentoSchema)
    .mutation(({ ctx, input: { fornecedor_id, ...dados } }) => orcamentos.enviar(ctx, fornecedor_id, dados)),
  /** The inbox: the caller's showcases (admin: all). */
  listar: anuncianteProcedure
    .input(listarOrcamentosSchema)
    .query(({ ctx, input }) => orcamentos.listar(ctx, input)),
  obter: anuncianteProcedure.input(idSchema).query(({ ctx, input }) => orcamentos.obter(ctx, input.id)),
  marcar: anuncianteProcedure
    .input(v.intersect([idSchema, marcarOrcamentoSchema]))
    .mutation(({ ctx, input: { id, ...marcas } }) => orcamentos.marcar(ctx, id, marcas)),
  /** The navbar badge. */
  naoLidas: anuncianteProcedure.query(({ ctx }) => orcamentos.naoLidas(ctx)),
  /** The sender's delete link (the page /orcamentos/excluir). */
  excluir: publicProcedure
    .input(excluirOrcamentoSchema)
    .mutation(({ ctx, input }) => orcamentos.excluirPeloRemetente(ctx.deps, input.id, input.token)),
});
