import {
  alterarSenhaSchema,
  alterarTipoSchema,
  atualizarTagSchema,
  auditoriaSchema,
  categoriaLinkSchema,
  criarTagSchema,
  listaSchema,
  marcarMensagemSchema,
  pageViewStatsSchema,
  selosSchema,
  tipoTagSchema,
} from '../schemas/admin.schema.js';
import { parseOrThrow } from '../schemas/validate.js';
import * as admin from '../services/admin.service.js';
import * as contato from '../services/contato.service.js';
import type { AuthedContext } from '../services/contexto.js';
import * as diagnostico from '../services/diagnostico.service.js';
import { intParam, queryNums, readJson } from './helpers.js';
import type { RestRoute } from './types.js';

// Admin-only paths (access enforced centrally: 401 anonymous, 403 other roles) and the upload
// diagnostics (anunciante or admin; ownership checked in the service). Registered before the
// other tables, so the literal /todos paths win over /:id; every parameter route here ends in a
// literal segment (/senha, /delete, /restore, /selos) so it never shadows another helper's path.

const authed = (ctx: unknown) => ctx as AuthedContext;

export const adminRoutes: RestRoute[] = [
  // ---------- reads ----------
  {
    method: 'GET',
    path: '/api/usuarios/todos',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await admin.listarUsuarios(
          authed(ctx),
          parseOrThrow(listaSchema, queryNums(c, ['q'], ['page', 'per_page'])),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/fornecedores/todos',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await admin.listarFornecedores(
          authed(ctx),
          parseOrThrow(listaSchema, queryNums(c, ['q'], ['page', 'per_page'])),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/fornecedor-tags',
    access: 'admin',
    handler: async (c, ctx) => c.json(await admin.listarFornecedorTags(authed(ctx))),
  },
  {
    method: 'GET',
    path: '/api/memoria',
    access: 'admin',
    handler: (c, ctx) => c.json(admin.memoria(authed(ctx))),
  },
  {
    method: 'GET',
    path: '/api/access-logs/page-views/stats',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await admin.pageViewStats(
          authed(ctx),
          parseOrThrow(pageViewStatsSchema, queryNums(c, ['page_type'], ['dias'])),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/admin/resumo',
    access: 'admin',
    handler: async (c, ctx) => c.json(await admin.resumo(authed(ctx))),
  },
  {
    method: 'GET',
    path: '/api/admin/auditoria',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await admin.listarAuditoria(
          authed(ctx),
          parseOrThrow(auditoriaSchema, queryNums(c, [], ['page', 'per_page'])),
        ),
      ),
  },

  {
    method: 'GET',
    path: '/api/admin/mensagens',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await contato.listarMensagens(
          authed(ctx),
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
      handler: async (c, ctx) => {
        const corpo = parseOrThrow(marcarMensagemSchema, await readJson(c));
        return c.json(
          await contato.marcarMensagem(authed(ctx), intParam(c, 'id'), { [marca]: corpo[marca] ?? true }),
        );
      },
    }),
  ),

  // ---------- users ----------
  {
    method: 'PUT',
    path: '/api/usuarios/:id/tipo',
    access: 'admin',
    handler: async (c, ctx) => {
      const { tipo } = parseOrThrow(alterarTipoSchema, await readJson(c));
      return c.json({ usuario: await admin.alterarTipoUsuario(authed(ctx), intParam(c, 'id'), tipo) });
    },
  },
  {
    method: 'PUT',
    path: '/api/usuarios/:id/senha',
    access: 'admin',
    handler: async (c, ctx) => {
      const { senha } = parseOrThrow(alterarSenhaSchema, await readJson(c));
      return c.json(await admin.alterarSenhaUsuario(authed(ctx), intParam(c, 'id'), senha));
    },
  },
  {
    method: 'PUT',
    path: '/api/usuarios/:id/delete',
    access: 'admin',
    handler: async (c, ctx) => c.json(await admin.desativarUsuario(authed(ctx), intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/usuarios/:id/restore',
    access: 'admin',
    handler: async (c, ctx) => c.json(await admin.restaurarUsuario(authed(ctx), intParam(c, 'id'))),
  },

  // ---------- suppliers ----------
  {
    method: 'PUT',
    path: '/api/fornecedores/:id/delete',
    access: 'admin',
    handler: async (c, ctx) => c.json(await admin.desativarFornecedor(authed(ctx), intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/fornecedores/:id/restore',
    access: 'admin',
    handler: async (c, ctx) => c.json(await admin.restaurarFornecedor(authed(ctx), intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/fornecedores/:id/selos',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await admin.definirSelos(
          authed(ctx),
          intParam(c, 'id'),
          parseOrThrow(selosSchema, await readJson(c)),
        ),
      ),
  },

  // ---------- catalogue writes (the reads are public, in catalogo.rest.ts) ----------
  {
    method: 'POST',
    path: '/api/tags',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(await admin.criarTag(authed(ctx), parseOrThrow(criarTagSchema, await readJson(c))), 201),
  },
  {
    method: 'PUT',
    path: '/api/tags/:id',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await admin.atualizarTag(
          authed(ctx),
          intParam(c, 'id'),
          parseOrThrow(atualizarTagSchema, await readJson(c)),
        ),
      ),
  },
  {
    method: 'DELETE',
    path: '/api/tags/:id',
    access: 'admin',
    handler: async (c, ctx) => c.json(await admin.excluirTag(authed(ctx), intParam(c, 'id'))),
  },
  {
    method: 'POST',
    path: '/api/tipos-tag',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(await admin.criarTipoTag(authed(ctx), parseOrThrow(tipoTagSchema, await readJson(c))), 201),
  },
  {
    method: 'PUT',
    path: '/api/tipos-tag/:id',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await admin.atualizarTipoTag(
          authed(ctx),
          intParam(c, 'id'),
          parseOrThrow(tipoTagSchema, await readJson(c)),
        ),
      ),
  },
  {
    method: 'DELETE',
    path: '/api/tipos-tag/:id',
    access: 'admin',
    handler: async (c, ctx) => c.json(await admin.excluirTipoTag(authed(ctx), intParam(c, 'id'))),
  },
  {
    method: 'POST',
    path: '/api/categorias-link',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await admin.criarCategoriaLink(authed(ctx), parseOrThrow(categoriaLinkSchema, await readJson(c))),
        201,
      ),
  },
  {
    method: 'PUT',
    path: '/api/categorias-link/:id',
    access: 'admin',
    handler: async (c, ctx) =>
      c.json(
        await admin.atualizarCategoriaLink(
          authed(ctx),
          intParam(c, 'id'),
          parseOrThrow(categoriaLinkSchema, await readJson(c)),
        ),
      ),
  },
  {
    method: 'DELETE',
    path: '/api/categorias-link/:id',
    access: 'admin',
    handler: async (c, ctx) => c.json(await admin.excluirCategoriaLink(authed(ctx), intParam(c, 'id'))),
  },

  // ---------- upload diagnostics (/teste-upload) ----------
  {
    method: 'GET',
    path: '/api/galerias/file-info/:id/:filename',
    access: 'anunciante',
    handler: async (c, ctx) =>
      c.json(
        await diagnostico.fileInfo(
          authed(ctx),
          intParam(c, 'id', 'Por favor, selecione um fornecedor'),
          c.req.param('filename') ?? '',
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/galerias/list-files/:id',
    access: 'anunciante',
    handler: async (c, ctx) =>
      c.json(
        await diagnostico.listFiles(authed(ctx), intParam(c, 'id', 'Por favor, selecione um fornecedor')),
      ),
  },
  {
    method: 'GET',
    path: '/api/health/check-uploads',
    access: 'anunciante',
    handler: async (c, ctx) => c.json(await diagnostico.checkUploads(authed(ctx))),
  },
];
