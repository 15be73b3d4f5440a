import {
  alterarTipoResposta,
  auditoriaResposta,
  checkUploadsResposta,
  desativacaoResposta,
  fileInfoResposta,
  fornecedorTagsResposta,
  listaFornecedoresAdminResposta,
  listaMensagensResposta,
  listaUsuariosResposta,
  listFilesResposta,
  memoriaResposta,
  mensagemContatoResposta,
  pageViewsPorDiaResposta,
  painelEmailsResposta,
  reenviarEmailResposta,
  resumoAdminResposta,
  selosResposta,
} from '../schemas/admin.respostas.js';
import {
  alterarSenhaSchema,
  alterarTipoSchema,
  auditoriaSchema,
  desativarFornecedorSchema,
  listaSchema,
  marcarMensagemSchema,
  pageViewStatsSchema,
  selosSchema,
} from '../schemas/admin.schema.js';
import { MSG_MOTIVO_DESATIVACAO } from '../schemas/desativacao.js';
import { mensagem } from '../schemas/respostas-comuns.js';
import { parseOrThrow } from '../schemas/validate.js';
import * as adminAuditoria from '../services/admin.auditoria.service.js';
import * as adminEmails from '../services/admin.emails.service.js';
import * as adminFornecedores from '../services/admin.fornecedores.service.js';
import * as adminSistema from '../services/admin.sistema.service.js';
import * as adminUsuarios from '../services/admin.usuarios.service.js';
import * as contato from '../services/contato.service.js';
import * as diagnostico from '../services/diagnostico.service.js';
import { autenticado, intParam, queryNums, readJson } from './helpers.js';
import type { RestRoute } from './types.js';

// Admin-only paths (access enforced centrally: 401 anonymous, 403 other roles) and the upload
// diagnostics (anunciante or admin; ownership checked in the service). Registered before the
// other tables, so the literal /todos paths win over /:id; every parameter route here ends in a
// literal segment (/senha, /delete, /restore, /selos) so it never shadows another helper's path.

export const adminRoutes: RestRoute[] = [
  // ---------- reads ----------
  {
    method: 'GET',
    path: '/api/usuarios/todos',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Lista paginada de usuários (busca por nome ou e-mail).',
      query: listaSchema,
      respostas: { 200: listaUsuariosResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await adminUsuarios.listarUsuarios(
          autenticado(ctx),
          parseOrThrow(listaSchema, queryNums(c, ['q'], ['page', 'per_page'])),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/fornecedores/todos',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Lista paginada de fornecedores, inclusive desativados.',
      query: listaSchema,
      respostas: { 200: listaFornecedoresAdminResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await adminFornecedores.listarFornecedores(
          autenticado(ctx),
          parseOrThrow(listaSchema, queryNums(c, ['q'], ['page', 'per_page'])),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/fornecedor-tags',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Pares fornecedor–tag.',
      respostas: { 200: fornecedorTagsResposta },
    },
    handler: async (c, ctx) => c.json(await adminFornecedores.listarFornecedorTags(autenticado(ctx))),
  },
  {
    method: 'GET',
    path: '/api/memoria',
    access: 'admin',
    doc: { tag: 'Administração', resumo: 'Uso de memória do processo.', respostas: { 200: memoriaResposta } },
    handler: (c, ctx) => c.json(adminSistema.memoria(autenticado(ctx))),
  },
  {
    method: 'GET',
    path: '/api/access-logs/page-views/stats',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Visualizações por dia de um tipo de página.',
      query: pageViewStatsSchema,
      respostas: { 200: pageViewsPorDiaResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await adminSistema.pageViewStats(
          autenticado(ctx),
          parseOrThrow(pageViewStatsSchema, queryNums(c, ['page_type'], ['dias'])),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/admin/resumo',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Números do painel (usuários, fornecedores, catálogo, orçamentos).',
      respostas: { 200: resumoAdminResposta },
    },
    handler: async (c, ctx) => c.json(await adminSistema.resumo(autenticado(ctx))),
  },
  {
    method: 'GET',
    path: '/api/admin/auditoria',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Registro de auditoria das ações dos admins, paginado.',
      query: auditoriaSchema,
      respostas: { 200: auditoriaResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await adminAuditoria.listarAuditoria(
          autenticado(ctx),
          parseOrThrow(auditoriaSchema, queryNums(c, [], ['page', 'per_page'])),
        ),
      ),
  },

  {
    method: 'GET',
    path: '/api/admin/mensagens',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Mensagens do Fale Conosco, paginadas, com o total de não lidas.',
      query: auditoriaSchema,
      respostas: { 200: listaMensagensResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await contato.listarMensagens(
          autenticado(ctx),
          parseOrThrow(auditoriaSchema, queryNums(c, [], ['page', 'per_page'])),
        ),
      ),
  },
  // Body { lida: boolean } / { respondida: boolean }; without it, true (read / answered).
  ...(['lida', 'respondida'] as const).map(
    (marca): RestRoute => ({
      method: 'PUT',
      path: `/api/admin/mensagens/:id/${marca}`,
      access: 'admin',
      doc: {
        tag: 'Administração',
        resumo:
          marca === 'lida'
            ? 'Marca uma mensagem como lida (ou não lida).'
            : 'Marca uma mensagem como respondida (ou não).',
        params: { id: { descricao: 'Id da mensagem.' } },
        corpo: marcarMensagemSchema,
        respostas: { 200: mensagemContatoResposta },
      },
      handler: async (c, ctx) => {
        const corpo = parseOrThrow(marcarMensagemSchema, await readJson(c));
        return c.json(
          await contato.marcarMensagem(autenticado(ctx), intParam(c, 'id'), {
            [marca]: corpo[marca] ?? true,
          }),
        );
      },
    }),
  ),

  // ---------- e-mail queue ----------
  {
    method: 'GET',
    path: '/api/admin/emails',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo:
        'Fila de e-mails: quantos pendentes, enviados e com falha, e os com problema (falhas, depois os pendentes em nova tentativa) com o último erro.',
      query: auditoriaSchema,
      respostas: { 200: painelEmailsResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await adminEmails.painelEmails(
          autenticado(ctx),
          parseOrThrow(auditoriaSchema, queryNums(c, [], ['page', 'per_page'])),
        ),
      ),
  },
  {
    method: 'POST',
    path: '/api/admin/emails/:id/reenviar',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo:
        'Reenviar: devolve à fila um e-mail com falha (ou em nova tentativa), para envio imediato e mais 24 h de tentativas.',
      params: { id: { descricao: 'Id do e-mail na fila.' } },
      respostas: { 200: reenviarEmailResposta },
      erros: [409],
    },
    handler: async (c, ctx) => c.json(await adminEmails.reenviarEmail(autenticado(ctx), intParam(c, 'id'))),
  },

  // ---------- users ----------
  {
    method: 'PUT',
    path: '/api/usuarios/:id/tipo',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Muda o tipo de um usuário.',
      descricao:
        'Tornar alguém administrador pede a senha do próprio administrador em senha_admin. A pessoa recebe um e-mail.',
      params: { id: { descricao: 'Id do usuário.' } },
      corpo: alterarTipoSchema,
      respostas: { 200: alterarTipoResposta },
    },
    handler: async (c, ctx) => {
      const { tipo, senha_admin } = parseOrThrow(alterarTipoSchema, await readJson(c));
      return c.json({
        usuario: await adminUsuarios.alterarTipoUsuario(
          autenticado(ctx),
          intParam(c, 'id'),
          tipo,
          senha_admin,
        ),
      });
    },
  },
  {
    method: 'PUT',
    path: '/api/usuarios/:id/senha',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Define uma nova senha para um usuário.',
      params: { id: { descricao: 'Id do usuário.' } },
      corpo: alterarSenhaSchema,
      respostas: { 200: mensagem },
    },
    handler: async (c, ctx) => {
      const { senha } = parseOrThrow(alterarSenhaSchema, await readJson(c));
      return c.json(await adminUsuarios.alterarSenhaUsuario(autenticado(ctx), intParam(c, 'id'), senha));
    },
  },
  {
    method: 'PUT',
    path: '/api/usuarios/:id/delete',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Desativa um usuário (encerra as sessões).',
      params: { id: { descricao: 'Id do usuário.' } },
      respostas: { 200: desativacaoResposta },
    },
    handler: async (c, ctx) =>
      c.json(await adminUsuarios.desativarUsuario(autenticado(ctx), intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/usuarios/:id/restore',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Reativa um usuário.',
      params: { id: { descricao: 'Id do usuário.' } },
      respostas: { 200: desativacaoResposta },
    },
    handler: async (c, ctx) =>
      c.json(await adminUsuarios.restaurarUsuario(autenticado(ctx), intParam(c, 'id'))),
  },

  // ---------- suppliers ----------
  {
    method: 'PUT',
    path: '/api/fornecedores/:id/delete',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo:
        'Desativa um fornecedor (some do diretório); o motivo é obrigatório e vai por e-mail ao anunciante, que o vê no painel.',
      params: { id: { descricao: 'Id do fornecedor.' } },
      corpo: desativarFornecedorSchema,
      respostas: { 200: desativacaoResposta },
    },
    handler: async (c, ctx) => {
      const { motivo } = parseOrThrow(desativarFornecedorSchema, await readJson(c), MSG_MOTIVO_DESATIVACAO);
      return c.json(await adminFornecedores.desativarFornecedor(autenticado(ctx), intParam(c, 'id'), motivo));
    },
  },
  {
    method: 'PUT',
    path: '/api/fornecedores/:id/restore',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Reativa um fornecedor (o anunciante recebe um e-mail).',
      params: { id: { descricao: 'Id do fornecedor.' } },
      respostas: { 200: desativacaoResposta },
    },
    handler: async (c, ctx) =>
      c.json(await adminFornecedores.restaurarFornecedor(autenticado(ctx), intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/fornecedores/:id/selos',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Define os selos verificado e premium.',
      params: { id: { descricao: 'Id do fornecedor.' } },
      corpo: selosSchema,
      respostas: { 200: selosResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await adminFornecedores.definirSelos(
          autenticado(ctx),
          intParam(c, 'id'),
          parseOrThrow(selosSchema, await readJson(c)),
        ),
      ),
  },

  // ---------- upload diagnostics (/teste-upload) ----------
  {
    method: 'GET',
    path: '/api/galerias/file-info/:id/:filename',
    access: 'anunciante',
    doc: {
      tag: 'Diagnóstico de uploads',
      resumo: 'Informações de um arquivo enviado (o dono ou admin).',
      params: {
        id: { descricao: 'Id do fornecedor.' },
        filename: { descricao: 'Nome do arquivo.', texto: true },
      },
      respostas: { 200: fileInfoResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await diagnostico.fileInfo(
          autenticado(ctx),
          intParam(c, 'id', 'Por favor, selecione um fornecedor'),
          c.req.param('filename') ?? '',
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/galerias/list-files/:id',
    access: 'anunciante',
    doc: {
      tag: 'Diagnóstico de uploads',
      resumo: 'Arquivos enviados de um fornecedor.',
      params: { id: { descricao: 'Id do fornecedor.' } },
      respostas: { 200: listFilesResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await diagnostico.listFiles(
          autenticado(ctx),
          intParam(c, 'id', 'Por favor, selecione um fornecedor'),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/health/check-uploads',
    access: 'admin',
    doc: {
      tag: 'Diagnóstico de uploads',
      resumo: 'As pastas de upload existem e aceitam escrita? E o sistema que as serve (só admin).',
      respostas: { 200: checkUploadsResposta },
    },
    handler: async (c, ctx) => c.json(await diagnostico.checkUploads(autenticado(ctx))),
  },
];
