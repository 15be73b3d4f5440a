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
import * as adminAuditoria from '../services/admin.auditoria.service.js';
import * as adminEmails from '../services/admin.emails.service.js';
import * as adminFornecedores from '../services/admin.fornecedores.service.js';
import * as adminSistema from '../services/admin.sistema.service.js';
import * as adminUsuarios from '../services/admin.usuarios.service.js';
import * as contato from '../services/contato.service.js';
import * as diagnostico from '../services/diagnostico.service.js';
import { autenticado } from './helpers.js';
import { idParam, type Operacao, operacao, textoParam } from './operacao.js';

// Admin-only paths (access enforced centrally: 401 anonymous, 403 other roles) and the upload
// diagnostics (anunciante or admin; ownership checked in the service). Registered before the
// other tables, so the literal /todos paths win over /:id; every parameter route here ends in a
// literal segment (/senha, /delete, /restore, /selos) so it never shadows another helper's path.

export const adminRoutes: Operacao[] = [
  // ---------- reads ----------
  operacao({
    method: 'GET',
    path: '/api/usuarios/todos',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Lista paginada de usuários (busca por nome ou e-mail).',
    query: listaSchema,
    respostas: { 200: listaUsuariosResposta },
    handler: async (c, { ctx, query }) => c.json(await adminUsuarios.listarUsuarios(autenticado(ctx), query)),
  }),
  operacao({
    method: 'GET',
    path: '/api/fornecedores/todos',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Lista paginada de fornecedores, inclusive desativados.',
    query: listaSchema,
    respostas: { 200: listaFornecedoresAdminResposta },
    handler: async (c, { ctx, query }) =>
      c.json(await adminFornecedores.listarFornecedores(autenticado(ctx), query)),
  }),
  operacao({
    method: 'GET',
    path: '/api/fornecedor-tags',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Pares fornecedor–tag.',
    respostas: { 200: fornecedorTagsResposta },
    handler: async (c, { ctx }) => c.json(await adminFornecedores.listarFornecedorTags(autenticado(ctx))),
  }),
  operacao({
    method: 'GET',
    path: '/api/memoria',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Uso de memória do processo.',
    respostas: { 200: memoriaResposta },
    handler: (c, { ctx }) => c.json(adminSistema.memoria(autenticado(ctx))),
  }),
  operacao({
    method: 'GET',
    path: '/api/access-logs/page-views/stats',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Visualizações por dia de um tipo de página.',
    query: pageViewStatsSchema,
    respostas: { 200: pageViewsPorDiaResposta },
    handler: async (c, { ctx, query }) => c.json(await adminSistema.pageViewStats(autenticado(ctx), query)),
  }),
  operacao({
    method: 'GET',
    path: '/api/admin/resumo',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Números do painel (usuários, fornecedores, catálogo, orçamentos).',
    respostas: { 200: resumoAdminResposta },
    handler: async (c, { ctx }) => c.json(await adminSistema.resumo(autenticado(ctx))),
  }),
  operacao({
    method: 'GET',
    path: '/api/admin/auditoria',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Registro de auditoria das ações dos admins, paginado.',
    query: auditoriaSchema,
    respostas: { 200: auditoriaResposta },
    handler: async (c, { ctx, query }) =>
      c.json(await adminAuditoria.listarAuditoria(autenticado(ctx), query)),
  }),

  operacao({
    method: 'GET',
    path: '/api/admin/mensagens',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Mensagens do Fale Conosco, paginadas, com o total de não lidas.',
    query: auditoriaSchema,
    respostas: { 200: listaMensagensResposta },
    handler: async (c, { ctx, query }) => c.json(await contato.listarMensagens(autenticado(ctx), query)),
  }),
  // Body { lida: boolean } / { respondida: boolean }; without it, true (read / answered).
  ...(['lida', 'respondida'] as const).map((marca) =>
    operacao({
      method: 'PUT',
      path: `/api/admin/mensagens/:id/${marca}`,
      access: 'admin',
      tag: 'Administração',
      resumo:
        marca === 'lida'
          ? 'Marca uma mensagem como lida (ou não lida).'
          : 'Marca uma mensagem como respondida (ou não).',
      params: { id: idParam('Id da mensagem.') },
      corpo: marcarMensagemSchema,
      respostas: { 200: mensagemContatoResposta },
      handler: async (c, { ctx, params, corpo }) => {
        return c.json(
          await contato.marcarMensagem(autenticado(ctx), params.id, {
            [marca]: corpo[marca] ?? true,
          }),
        );
      },
    }),
  ),

  // ---------- e-mail queue ----------
  operacao({
    method: 'GET',
    path: '/api/admin/emails',
    access: 'admin',
    tag: 'Administração',
    resumo:
      'Fila de e-mails: quantos pendentes, enviados e com falha, e os com problema (falhas, depois os pendentes em nova tentativa) com o último erro.',
    query: auditoriaSchema,
    respostas: { 200: painelEmailsResposta },
    handler: async (c, { ctx, query }) => c.json(await adminEmails.painelEmails(autenticado(ctx), query)),
  }),
  operacao({
    method: 'POST',
    path: '/api/admin/emails/:id/reenviar',
    access: 'admin',
    tag: 'Administração',
    resumo:
      'Reenviar: devolve à fila um e-mail com falha (ou em nova tentativa), para envio imediato e mais 24 h de tentativas.',
    params: { id: idParam('Id do e-mail na fila.') },
    respostas: { 200: reenviarEmailResposta },
    erros: [409],
    handler: async (c, { ctx, params }) =>
      c.json(await adminEmails.reenviarEmail(autenticado(ctx), params.id)),
  }),

  // ---------- users ----------
  operacao({
    method: 'PUT',
    path: '/api/usuarios/:id/tipo',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Muda o tipo de um usuário.',
    descricao:
      'Tornar alguém administrador pede a senha do próprio administrador em senha_admin. A pessoa recebe um e-mail.',
    params: { id: idParam('Id do usuário.') },
    corpo: alterarTipoSchema,
    respostas: { 200: alterarTipoResposta },
    handler: async (c, { ctx, params, corpo }) => {
      const { tipo, senha_admin } = corpo;
      return c.json({
        usuario: await adminUsuarios.alterarTipoUsuario(autenticado(ctx), params.id, tipo, senha_admin),
      });
    },
  }),
  operacao({
    method: 'PUT',
    path: '/api/usuarios/:id/senha',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Define uma nova senha para um usuário.',
    params: { id: idParam('Id do usuário.') },
    corpo: alterarSenhaSchema,
    respostas: { 200: mensagem },
    handler: async (c, { ctx, params, corpo }) => {
      const { senha } = corpo;
      return c.json(await adminUsuarios.alterarSenhaUsuario(autenticado(ctx), params.id, senha));
    },
  }),
  operacao({
    method: 'PUT',
    path: '/api/usuarios/:id/delete',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Desativa um usuário (encerra as sessões).',
    params: { id: idParam('Id do usuário.') },
    respostas: { 200: desativacaoResposta },
    handler: async (c, { ctx, params }) =>
      c.json(await adminUsuarios.desativarUsuario(autenticado(ctx), params.id)),
  }),
  operacao({
    method: 'PUT',
    path: '/api/usuarios/:id/restore',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Reativa um usuário.',
    params: { id: idParam('Id do usuário.') },
    respostas: { 200: desativacaoResposta },
    handler: async (c, { ctx, params }) =>
      c.json(await adminUsuarios.restaurarUsuario(autenticado(ctx), params.id)),
  }),

  // ---------- suppliers ----------
  operacao({
    method: 'PUT',
    path: '/api/fornecedores/:id/delete',
    access: 'admin',
    tag: 'Administração',
    resumo:
      'Desativa um fornecedor (some do diretório); o motivo é obrigatório e vai por e-mail ao anunciante, que o vê no painel.',
    params: { id: idParam('Id do fornecedor.') },
    corpo: desativarFornecedorSchema,
    mensagem: MSG_MOTIVO_DESATIVACAO,
    respostas: { 200: desativacaoResposta },
    handler: async (c, { ctx, params, corpo }) => {
      const { motivo } = corpo;
      return c.json(await adminFornecedores.desativarFornecedor(autenticado(ctx), params.id, motivo));
    },
  }),
  operacao({
    method: 'PUT',
    path: '/api/fornecedores/:id/restore',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Reativa um fornecedor (o anunciante recebe um e-mail).',
    params: { id: idParam('Id do fornecedor.') },
    respostas: { 200: desativacaoResposta },
    handler: async (c, { ctx, params }) =>
      c.json(await adminFornecedores.restaurarFornecedor(autenticado(ctx), params.id)),
  }),
  operacao({
    method: 'PUT',
    path: '/api/fornecedores/:id/selos',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Define os selos verificado e premium.',
    params: { id: idParam('Id do fornecedor.') },
    corpo: selosSchema,
    respostas: { 200: selosResposta },
    handler: async (c, { ctx, params, corpo }) =>
      c.json(await adminFornecedores.definirSelos(autenticado(ctx), params.id, corpo)),
  }),

  // ---------- upload diagnostics (/teste-upload) ----------
  operacao({
    method: 'GET',
    path: '/api/galerias/file-info/:id/:filename',
    access: 'anunciante',
    tag: 'Diagnóstico de uploads',
    resumo: 'Informações de um arquivo enviado (o dono ou admin).',
    params: {
      id: idParam('Id do fornecedor.', 'Por favor, selecione um fornecedor'),
      filename: textoParam('Nome do arquivo.'),
    },
    respostas: { 200: fileInfoResposta },
    handler: async (c, { ctx, params }) =>
      c.json(await diagnostico.fileInfo(autenticado(ctx), params.id, params.filename)),
  }),
  operacao({
    method: 'GET',
    path: '/api/galerias/list-files/:id',
    access: 'anunciante',
    tag: 'Diagnóstico de uploads',
    resumo: 'Arquivos enviados de um fornecedor.',
    params: { id: idParam('Id do fornecedor.', 'Por favor, selecione um fornecedor') },
    respostas: { 200: listFilesResposta },
    handler: async (c, { ctx, params }) => c.json(await diagnostico.listFiles(autenticado(ctx), params.id)),
  }),
  operacao({
    method: 'GET',
    path: '/api/health/check-uploads',
    access: 'admin',
    tag: 'Diagnóstico de uploads',
    resumo: 'As pastas de upload existem e aceitam escrita? E o sistema que as serve (só admin).',
    respostas: { 200: checkUploadsResposta },
    handler: async (c, { ctx }) => c.json(await diagnostico.checkUploads(autenticado(ctx))),
  }),
];
