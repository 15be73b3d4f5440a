import type { RestRoute } from './types.js';

export const usuariosRoutes: RestRoute[] = [];
