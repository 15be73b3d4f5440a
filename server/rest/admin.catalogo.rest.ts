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
import * as adminCatalogo from '../services/admin.catalogo.service.js';
import { autenticado } from './helpers.js';
import { idParam, type Operacao, operacao } from './operacao.js';

// The admin's catalogue writes: tags, tag types and link categories (access enforced centrally:
// 401 anonymous, 403 other roles). The reads are public, in catalogo.rest.ts.

export const adminCatalogoRoutes: Operacao[] = [
  operacao({
    method: 'POST',
    path: '/api/tags',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Cria uma tag.',
    corpo: criarTagSchema,
    respostas: { 201: tagResposta },
    erros: [409],
    handler: async (c, { ctx, corpo }) => c.json(await adminCatalogo.criarTag(autenticado(ctx), corpo), 201),
  }),
  operacao({
    method: 'PUT',
    path: '/api/tags/:id',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Renomeia uma tag ou muda a categoria.',
    params: { id: idParam('Id da tag.') },
    corpo: atualizarTagSchema,
    respostas: { 200: tagResposta },
    erros: [409],
    handler: async (c, { ctx, params, corpo }) =>
      c.json(await adminCatalogo.atualizarTag(autenticado(ctx), params.id, corpo)),
  }),
  operacao({
    method: 'DELETE',
    path: '/api/tags/:id',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Exclui uma tag (desvincula dos fornecedores).',
    params: { id: idParam('Id da tag.') },
    respostas: { 200: excluirTagResposta },
    handler: async (c, { ctx, params }) =>
      c.json(await adminCatalogo.excluirTag(autenticado(ctx), params.id)),
  }),
  operacao({
    method: 'POST',
    path: '/api/tipos-tag',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Cria uma categoria de tag.',
    corpo: tipoTagSchema,
    respostas: { 201: idNome },
    erros: [409],
    handler: async (c, { ctx, corpo }) =>
      c.json(await adminCatalogo.criarTipoTag(autenticado(ctx), corpo), 201),
  }),
  operacao({
    method: 'PUT',
    path: '/api/tipos-tag/:id',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Renomeia uma categoria de tag.',
    params: { id: idParam('Id da categoria.') },
    corpo: tipoTagSchema,
    respostas: { 200: idNome },
    erros: [409],
    handler: async (c, { ctx, params, corpo }) =>
      c.json(await adminCatalogo.atualizarTipoTag(autenticado(ctx), params.id, corpo)),
  }),
  operacao({
    method: 'DELETE',
    path: '/api/tipos-tag/:id',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Exclui uma categoria de tag vazia.',
    params: { id: idParam('Id da categoria.') },
    respostas: { 200: mensagem },
    erros: [409],
    handler: async (c, { ctx, params }) =>
      c.json(await adminCatalogo.excluirTipoTag(autenticado(ctx), params.id)),
  }),
  operacao({
    method: 'POST',
    path: '/api/categorias-link',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Cria uma categoria de link.',
    corpo: categoriaLinkSchema,
    respostas: { 201: categoriaLinkResposta },
    erros: [409],
    handler: async (c, { ctx, corpo }) =>
      c.json(await adminCatalogo.criarCategoriaLink(autenticado(ctx), corpo), 201),
  }),
  operacao({
    method: 'PUT',
    path: '/api/categorias-link/:id',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Edita uma categoria de link.',
    params: { id: idParam('Id da categoria.') },
    corpo: categoriaLinkSchema,
    respostas: { 200: categoriaLinkResposta },
    erros: [409],
    handler: async (c, { ctx, params, corpo }) =>
      c.json(await adminCatalogo.atualizarCategoriaLink(autenticado(ctx), params.id, corpo)),
  }),
  operacao({
    method: 'DELETE',
    path: '/api/categorias-link/:id',
    access: 'admin',
    tag: 'Administração',
    resumo: 'Exclui uma categoria de link sem links.',
    params: { id: idParam('Id da categoria.') },
    respostas: { 200: mensagem },
    erros: [409],
    handler: async (c, { ctx, params }) =>
      c.json(await adminCatalogo.excluirCategoriaLink(autenticado(ctx), params.id)),
  }),
];
