import { categoriasLinkResposta, idNomeLista, tagsResposta } from '../schemas/catalogo.respostas.js';
import * as catalogo from '../services/catalogo.service.js';
import { type Operacao, operacao } from './operacao.js';

// Catalogue reads stay open to everyone (the editor and the directory need them).
export const catalogoRoutes: Operacao[] = [
  operacao({
    method: 'GET',
    path: '/api/tags',
    access: 'public',
    tag: 'Catálogo',
    resumo: 'Todas as tags, com a categoria de cada uma.',
    respostas: { 200: tagsResposta },
    handler: async (c, { ctx }) => c.json(await catalogo.listTags(ctx)),
  }),
  operacao({
    method: 'GET',
    path: '/api/tipos-tag',
    access: 'public',
    tag: 'Catálogo',
    resumo: 'Categorias de tag.',
    respostas: { 200: idNomeLista },
    handler: async (c, { ctx }) => c.json(await catalogo.listCategoriasTag(ctx)),
  }),
  operacao({
    method: 'GET',
    path: '/api/categorias-link',
    access: 'public',
    tag: 'Catálogo',
    resumo: 'Categorias de link (com o ícone).',
    respostas: { 200: categoriasLinkResposta },
    handler: async (c, { ctx }) => c.json(await catalogo.listCategoriasLink(ctx)),
  }),
  operacao({
    method: 'GET',
    path: '/api/tipos-fornecedor',
    access: 'public',
    tag: 'Catálogo',
    resumo: 'Tipos de fornecedor.',
    respostas: { 200: idNomeLista },
    handler: async (c, { ctx }) => c.json(await catalogo.listTiposFornecedor(ctx)),
  }),
];
