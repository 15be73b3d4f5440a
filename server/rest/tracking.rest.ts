import type { RestRoute } from './types.js';

export const trackingRoutes: RestRoute[] = [];
