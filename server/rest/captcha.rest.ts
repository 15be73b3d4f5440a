import { criarDesafio } from '../auth/captcha.js';
import type { RestRoute } from './types.js';

export const captchaRoutes: RestRoute[] = [
  {
    // A signed ALTCHA challenge (10 minutes) for the sign-up and contact widgets.
    method: 'GET',
    path: '/api/captcha/challenge',
    access: 'public',
    handler: async (c, ctx) => c.json(await criarDesafio(ctx.deps)),
  },
];
