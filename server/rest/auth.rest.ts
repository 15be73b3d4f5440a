import type { RestRoute } from './types.js';

export const authRoutes: RestRoute[] = [];
