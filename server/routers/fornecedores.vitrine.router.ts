import * as v from 'valibot';
import {
  atualizarParcialSchema,
  atualizarSchema,
  fornecedorSchema,
  idSchema,
  novoLinkSchema,
} from '../schemas/vitrine.schema.js';
import * as vitrine from '../services/vitrine.service.js';
import { adminProcedure, anuncianteProcedure, router } from '../trpc/init.js';

/** The showcase editor. Files travel only through the REST multipart paths (server/rest/vitrine.rest.ts). */
export const fornecedoresVitrineRouter = router({
  editar: anuncianteProcedure
    .input(idSchema)
    .query(({ ctx, input }) => vitrine.carregarEdicao(ctx, input.id)),
  criar: anuncianteProcedure.input(fornecedorSchema).mutation(({ ctx, input }) => vitrine.criar(ctx, input)),
  atualizar: anuncianteProcedure
    .input(atualizarSchema)
    .mutation(({ ctx, input }) => vitrine.atualizar(ctx, input.id, input.dados)),
  atualizarParcial: anuncianteProcedure
    .input(atualizarParcialSchema)
    .mutation(({ ctx, input }) => vitrine.atualizarParcial(ctx, input.id, input.dados)),
  publicar: anuncianteProcedure.input(idSchema).mutation(({ ctx, input }) => vitrine.publicar(ctx, input.id)),
  despublicar: anuncianteProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => vitrine.despublicar(ctx, input.id)),
  excluir: adminProcedure.input(idSchema).mutation(({ ctx, input }) => vitrine.excluir(ctx, input.id)),
  adicionarLink: anuncianteProcedure
    .input(novoLinkSchema)
    .mutation(({ ctx, input }) => vitrine.adicionarLink(ctx, input)),
  removerLink: anuncianteProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => vitrine.removerLink(ctx, input.id)),
  removerMidia: anuncianteProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => vitrine.removerMidia(ctx, input.id)),
  responsaveis: adminProcedure
    .input(v.optional(v.object({})))
    .query(({ ctx }) => vitrine.listarResponsaveis(ctx)),
});
