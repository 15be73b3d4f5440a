import * as v from 'valibot';
import {
  alterarSenhaSchema,
  alterarTipoSchema,
  atualizarTagSchema,
  auditoriaSchema,
  categoriaLinkSchema,
  criarTagSchema,
  desativarFornecedorSchema,
  fileInfoSchema,
  idSchema,
  listaSchema,
  listFilesSchema,
  marcarMensagemSchema,
  pageViewStatsSchema,
  selosSchema,
  tipoTagSchema,
} from '../schemas/admin.schema.js';
import * as adminAuditoria from '../services/admin.auditoria.service.js';
import * as adminCatalogo from '../services/admin.catalogo.service.js';
import * as adminEmails from '../services/admin.emails.service.js';
import * as adminFornecedores from '../services/admin.fornecedores.service.js';
import * as adminSistema from '../services/admin.sistema.service.js';
import * as adminUsuarios from '../services/admin.usuarios.service.js';
import * as contato from '../services/contato.service.js';
import * as diagnostico from '../services/diagnostico.service.js';
import { adminProcedure, anuncianteProcedure, router } from '../trpc/init.js';

const comId = <E extends v.ObjectEntries>(schema: v.ObjectSchema<E, undefined>) =>
  v.object({ ...idSchema.entries, ...schema.entries });

/** The admin panel (admin only) and the upload diagnostics (admin, or anunciante for own suppliers). */
export const adminRouter = router({
  resumo: adminProcedure.query(({ ctx }) => adminSistema.resumo(ctx)),
  usuarios: adminProcedure
    .input(listaSchema)
    .query(({ ctx, input }) => adminUsuarios.listarUsuarios(ctx, input)),
  fornecedores: adminProcedure
    .input(listaSchema)
    .query(({ ctx, input }) => adminFornecedores.listarFornecedores(ctx, input)),
  fornecedorTags: adminProcedure.query(({ ctx }) => adminFornecedores.listarFornecedorTags(ctx)),
  memoria: adminProcedure.query(({ ctx }) => adminSistema.memoria(ctx)),
  pageViewStats: adminProcedure
    .input(pageViewStatsSchema)
    .query(({ ctx, input }) => adminSistema.pageViewStats(ctx, input)),
  auditoria: adminProcedure
    .input(auditoriaSchema)
    .query(({ ctx, input }) => adminAuditoria.listarAuditoria(ctx, input)),
  mensagens: adminProcedure
    .input(auditoriaSchema)
    .query(({ ctx, input }) => contato.listarMensagens(ctx, input)),
  marcarMensagem: adminProcedure
    .input(comId(marcarMensagemSchema))
    .mutation(({ ctx, input }) => contato.marcarMensagem(ctx, input.id, input)),
  emails: adminProcedure
    .input(auditoriaSchema)
    .query(({ ctx, input }) => adminEmails.painelEmails(ctx, input)),
  reenviarEmail: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => adminEmails.reenviarEmail(ctx, input.id)),

  alterarTipo: adminProcedure
    .input(comId(alterarTipoSchema))
    .mutation(({ ctx, input }) =>
      adminUsuarios.alterarTipoUsuario(ctx, input.id, input.tipo, input.senha_admin),
    ),
  alterarSenha: adminProcedure
    .input(comId(alterarSenhaSchema))
    .mutation(({ ctx, input }) => adminUsuarios.alterarSenhaUsuario(ctx, input.id, input.senha)),
  desativarUsuario: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => adminUsuarios.desativarUsuario(ctx, input.id)),
  restaurarUsuario: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => adminUsuarios.restaurarUsuario(ctx, input.id)),
  desativarFornecedor: adminProcedure
    .input(comId(desativarFornecedorSchema))
    .mutation(({ ctx, input }) => adminFornecedores.desativarFornecedor(ctx, input.id, input.motivo)),
  restaurarFornecedor: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => adminFornecedores.restaurarFornecedor(ctx, input.id)),
  definirSelos: adminProcedure
    .input(comId(selosSchema))
    .mutation(({ ctx, input }) => adminFornecedores.definirSelos(ctx, input.id, input)),

  criarTag: adminProcedure
    .input(criarTagSchema)
    .mutation(({ ctx, input }) => adminCatalogo.criarTag(ctx, input)),
  atualizarTag: adminProcedure
    .input(comId(atualizarTagSchema))
    .mutation(({ ctx, input }) => adminCatalogo.atualizarTag(ctx, input.id, input)),
  excluirTag: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => adminCatalogo.excluirTag(ctx, input.id)),
  criarTipoTag: adminProcedure
    .input(tipoTagSchema)
    .mutation(({ ctx, input }) => adminCatalogo.criarTipoTag(ctx, input)),
  atualizarTipoTag: adminProcedure
    .input(comId(tipoTagSchema))
    .mutation(({ ctx, input }) => adminCatalogo.atualizarTipoTag(ctx, input.id, input)),
  excluirTipoTag: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => adminCatalogo.excluirTipoTag(ctx, input.id)),
  criarCategoriaLink: adminProcedure
    .input(categoriaLinkSchema)
    .mutation(({ ctx, input }) => adminCatalogo.criarCategoriaLink(ctx, input)),
  atualizarCategoriaLink: adminProcedure
    .input(comId(categoriaLinkSchema))
    .mutation(({ ctx, input }) => adminCatalogo.atualizarCategoriaLink(ctx, input.id, input)),
  excluirCategoriaLink: adminProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => adminCatalogo.excluirCategoriaLink(ctx, input.id)),

  diagnostico: router({
    fileInfo: anuncianteProcedure
      .input(fileInfoSchema)
      .query(({ ctx, input }) => diagnostico.fileInfo(ctx, input.id, input.filename)),
    listFiles: anuncianteProcedure
      .input(listFilesSchema)
      .query(({ ctx, input }) => diagnostico.listFiles(ctx, input.id)),
    checkUploads: adminProcedure.query(({ ctx }) => diagnostico.checkUploads(ctx)),
  }),
});
