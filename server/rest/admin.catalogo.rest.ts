import {
  atualizarTagSchema,
  categoriaLinkSchema,
  criarTagSchema,
  tipoTagSchema,
} from '../schemas/admin.schema.js';
import {
  categoriaLinkResposta,
  excluirTagResposta,
  idNome,
  tagResposta,
} from '../schemas/catalogo.respostas.js';
import { mensagem } from '../schemas/respostas-comuns.js';
import { parseOrThrow } from '../schemas/validate.js';
import * as adminCatalogo from '../services/admin.catalogo.service.js';
import { autenticado, intParam, readJson } from './helpers.js';
import type { RestRoute } from './types.js';

// The admin's catalogue writes: tags, tag types and link categories (access enforced centrally:
// 401 anonymous, 403 other roles). The reads are public, in catalogo.rest.ts.

export const adminCatalogoRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/tags',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Cria uma tag.',
      corpo: criarTagSchema,
      respostas: { 201: tagResposta },
      erros: [409],
    },
    handler: async (c, ctx) =>
      c.json(
        await adminCatalogo.criarTag(autenticado(ctx), parseOrThrow(criarTagSchema, await readJson(c))),
        201,
      ),
  },
  {
    method: 'PUT',
    path: '/api/tags/:id',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Renomeia uma tag ou muda a categoria.',
      params: { id: { descricao: 'Id da tag.' } },
      corpo: atualizarTagSchema,
      respostas: { 200: tagResposta },
      erros: [409],
    },
    handler: async (c, ctx) =>
      c.json(
        await adminCatalogo.atualizarTag(
          autenticado(ctx),
          intParam(c, 'id'),
          parseOrThrow(atualizarTagSchema, await readJson(c)),
        ),
      ),
  },
  {
    method: 'DELETE',
    path: '/api/tags/:id',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Exclui uma tag (desvincula dos fornecedores).',
      params: { id: { descricao: 'Id da tag.' } },
      respostas: { 200: excluirTagResposta },
    },
    handler: async (c, ctx) => c.json(await adminCatalogo.excluirTag(autenticado(ctx), intParam(c, 'id'))),
  },
  {
    method: 'POST',
    path: '/api/tipos-tag',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Cria uma categoria de tag.',
      corpo: tipoTagSchema,
      respostas: { 201: idNome },
      erros: [409],
    },
    handler: async (c, ctx) =>
      c.json(
        await adminCatalogo.criarTipoTag(autenticado(ctx), parseOrThrow(tipoTagSchema, await readJson(c))),
        201,
      ),
  },
  {
    method: 'PUT',
    path: '/api/tipos-tag/:id',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Renomeia uma categoria de tag.',
      params: { id: { descricao: 'Id da categoria.' } },
      corpo: tipoTagSchema,
      respostas: { 200: idNome },
      erros: [409],
    },
    handler: async (c, ctx) =>
      c.json(
        await adminCatalogo.atualizarTipoTag(
          autenticado(ctx),
          intParam(c, 'id'),
          parseOrThrow(tipoTagSchema, await readJson(c)),
        ),
      ),
  },
  {
    method: 'DELETE',
    path: '/api/tipos-tag/:id',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Exclui uma categoria de tag vazia.',
      params: { id: { descricao: 'Id da categoria.' } },
      respostas: { 200: mensagem },
      erros: [409],
    },
    handler: async (c, ctx) =>
      c.json(await adminCatalogo.excluirTipoTag(autenticado(ctx), intParam(c, 'id'))),
  },
  {
    method: 'POST',
    path: '/api/categorias-link',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Cria uma categoria de link.',
      corpo: categoriaLinkSchema,
      respostas: { 201: categoriaLinkResposta },
      erros: [409],
    },
    handler: async (c, ctx) =>
      c.json(
        await adminCatalogo.criarCategoriaLink(
          autenticado(ctx),
          parseOrThrow(categoriaLinkSchema, await readJson(c)),
        ),
        201,
      ),
  },
  {
    method: 'PUT',
    path: '/api/categorias-link/:id',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Edita uma categoria de link.',
      params: { id: { descricao: 'Id da categoria.' } },
      corpo: categoriaLinkSchema,
      respostas: { 200: categoriaLinkResposta },
      erros: [409],
    },
    handler: async (c, ctx) =>
      c.json(
        await adminCatalogo.atualizarCategoriaLink(
          autenticado(ctx),
          intParam(c, 'id'),
          parseOrThrow(categoriaLinkSchema, await readJson(c)),
        ),
      ),
  },
  {
    method: 'DELETE',
    path: '/api/categorias-link/:id',
    access: 'admin',
    doc: {
      tag: 'Administração',
      resumo: 'Exclui uma categoria de link sem links.',
      params: { id: { descricao: 'Id da categoria.' } },
      respostas: { 200: mensagem },
      erros: [409],
    },
    handler: async (c, ctx) =>
      c.json(await adminCatalogo.excluirCategoriaLink(autenticado(ctx), intParam(c, 'id'))),
  },
];
