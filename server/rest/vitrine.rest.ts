import type { RestRoute } from './types.js';

export const vitrineRoutes: RestRoute[] = [];
