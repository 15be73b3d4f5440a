import { contatoInputSchema } from '../schemas/contato.schema.js';
import { mensagem } from '../schemas/respostas-comuns.js';
import { parseOrThrow } from '../schemas/validate.js';
import * as contato from '../services/contato.service.js';
import { readJson } from './helpers.js';
import type { RestRoute } from './types.js';

export const contatoRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/contato',
    access: 'public',
    doc: {
      tag: 'Contato',
      resumo: 'Envia uma mensagem pelo formulário Fale Conosco (com o captcha resolvido).',
      corpo: contatoInputSchema,
      respostas: { 201: mensagem },
      erros: [429],
    },
    handler: async (c, ctx) => {
      const input = parseOrThrow(contatoInputSchema, await readJson(c));
      return c.json(await contato.enviarMensagem(ctx, input), 201);
    },
  },
];
