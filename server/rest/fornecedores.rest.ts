import type { RestRoute } from './types.js';

export const fornecedoresRoutes: RestRoute[] = [];
