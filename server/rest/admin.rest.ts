import type { RestRoute } from './types.js';

export const adminRoutes: RestRoute[] = [];
