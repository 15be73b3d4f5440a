import type { RestRoute } from './types.js';

export const depoimentosRoutes: RestRoute[] = [];
