import type { RestRoute } from './types.js';

export const contatoRoutes: RestRoute[] = [];
