import * as v from 'valibot';
import {
  alterarSenhaSchema,
  alterarTipoSchema,
  atualizarTagSchema,
  auditoriaSchema,
  categoriaLinkSchema,
  criarTagSchema,
  fileInfoSchema,
  idSchema,
  listaSchema,
  listFilesSchema,
  marcarMensagemSchema,
  pageViewStatsSchema,
  selosSchema,
  tipoTagSchema,
} from '../schemas/admin.schema.js';
import * as admin from '../services/admin.service.js';
import * as contato from '../services/contato.service.js';
import * as diagnostico from '../services/diagnostico.service.js';
import { adminProcedure, anuncianteProcedure, router } from '../trpc/init.js';

const comId = <E extends v.ObjectEntries>(schema: v.ObjectSchema<E, undefined>) =>
  v.object({ ...idSchema.entries, ...schema.entries });

/** The admin panel (admin only) and the upload diagnostics (admin, or anunciante for own suppliers). */
export const adminRouter = router({
  resumo: adminProcedure.query(({ ctx }) => admin.resumo(ctx)),
  usuarios: adminProcedure.input(listaSchema).query(({ ctx, input }) => admin.listarUsuarios(ctx, input)),
  fornecedores: adminProcedure
    .input(listaSchema)
    .query(({ ctx, input }) => admin.listarFornecedores(ctx, input)),
  fornecedorTags: adminProcedure.query(({ ctx }) => admin.listarFornecedorTags(ctx)),
  memoria: adminProcedure.query(({ ctx }) => admin.memoria(ctx)),
  pageViewStats: adminProcedure
    .input(pageViewStatsSchema)
    .query(({ ctx, input }) => admin.pageViewStats(ctx, input)),
  auditoria: adminProcedure
    .input(auditoriaSchema)
    .query(({ ctx, input }) => admin.listarAuditoria(ctx, input)),
  mensagens: adminProcedure
    .input(auditoriaSchema)
    .query(({ ctx, input }) => contato.listarMensagens(ctx, input)),
  marcarMensagem: adminProcedure
    .input(comId(marcarMensagemSchema))
    .mutation(({ ctx, input }) => contato.marcarMensagem(ctx, input.id, input)),

  alterarTipo: adminProcedure
    .input(comId(alterarTipoSchema))
    .mutation(({ ctx, input }) => admin.alterarTipoUsuario(ctx, input.id, input.tipo)),
  alterarSenha: adminProcedure
    .input(comId(alterarSenhaSchema))
    .mutation(({ ctx, input }) => admin.alterarSenhaUsuario(ctx, input.id, input.senha)),
  desativarUsuario: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => admin.desativarUsuario(ctx, input.id)),
  restaurarUsuario: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => admin.restaurarUsuario(ctx, input.id)),
  desativarFornecedor: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => admin.desativarFornecedor(ctx, input.id)),
  restaurarFornecedor: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => admin.restaurarFornecedor(ctx, input.id)),
  definirSelos: adminProcedure
    .input(comId(selosSchema))
    .mutation(({ ctx, input }) => admin.definirSelos(ctx, input.id, input)),

  criarTag: adminProcedure.input(criarTagSchema).mutation(({ ctx, input }) => admin.criarTag(ctx, input)),
  atualizarTag: adminProcedure
    .input(comId(atualizarTagSchema))
    .mutation(({ ctx, input }) => admin.atualizarTag(ctx, input.id, input)),
  excluirTag: adminProcedure.input(idSchema).mutation(({ ctx, input }) => admin.excluirTag(ctx, input.id)),
  criarTipoTag: adminProcedure
    .input(tipoTagSchema)
    .mutation(({ ctx, input }) => admin.criarTipoTag(ctx, input)),
  atualizarTipoTag: adminProcedure
    .input(comId(tipoTagSchema))
    .mutation(({ ctx, input }) => admin.atualizarTipoTag(ctx, input.id, input)),
  excluirTipoTag: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => admin.excluirTipoTag(ctx, input.id)),
  criarCategoriaLink: adminProcedure
    .input(categoriaLinkSchema)
    .mutation(({ ctx, input }) => admin.criarCategoriaLink(ctx, input)),
  atualizarCategoriaLink: adminProcedure
    .input(comId(categoriaLinkSchema))
    .mutation(({ ctx, input }) => admin.atualizarCategoriaLink(ctx, input.id, input)),
  excluirCategoriaLink: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => admin.excluirCategoriaLink(ctx, input.id)),

  diagnostico: router({
    fileInfo: anuncianteProcedure
      .input(fileInfoSchema)
      .query(({ ctx, input }) => diagnostico.fileInfo(ctx, input.id, input.filename)),
    listFiles: anuncianteProcedure
      .input(listFilesSchema)
      .query(({ ctx, input }) => diagnostico.listFiles(ctx, input.id)),
    checkUploads: anuncianteProcedure.query(({ ctx }) => diagnostico.checkUploads(ctx)),
  }),
});
