import * as catalogo from '../services/catalogo.service.js';
import type { RestRoute } from './types.js';

// Catalogue reads stay open to everyone (the editor and the directory need them).
export const catalogoRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/tags',
    access: 'public',
    handler: async (c, ctx) => c.json(await catalogo.listTags(ctx)),
  },
  {
    method: 'GET',
    path: '/api/tipos-tag',
    access: 'public',
    handler: async (c, ctx) => c.json(await catalogo.listCategoriasTag(ctx)),
  },
  {
    method: 'GET',
    path: '/api/categorias-link',
    access: 'public',
    handler: async (c, ctx) => c.json(await catalogo.listCategoriasLink(ctx)),
  },
  {
    method: 'GET',
    path: '/api/tipos-fornecedor',
    access: 'public',
    handler: async (c, ctx) => c.json(await catalogo.listTiposFornecedor(ctx)),
  },
];
