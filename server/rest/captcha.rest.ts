import type { RestRoute } from './types.js';

export const captchaRoutes: RestRoute[] = [];
