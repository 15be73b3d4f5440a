import { contatoInputSchema } from '../schemas/contato.schema.js';
import { mensagem } from '../schemas/respostas-comuns.js';
import * as contato from '../services/contato.service.js';
import { type Operacao, operacao } from './operacao.js';

export const contatoRoutes: Operacao[] = [
  operacao({
    method: 'POST',
    path: '/api/contato',
    access: 'public',
    tag: 'Contato',
    resumo: 'Envia uma mensagem pelo formulário Fale Conosco (com o captcha resolvido).',
    corpo: contatoInputSchema,
    respostas: { 201: mensagem },
    erros: [429],
    handler: async (c, { ctx, corpo }) => {
      const input = corpo;
      return c.json(await contato.enviarMensagem(ctx, input), 201);
    },
  }),
];
