import type { RestRoute } from './types.js';

export const statsRoutes: RestRoute[] = [];
