import { criarDesafio } from '../auth/captcha.js';
import { desafioCaptchaResposta } from '../schemas/sistema.respostas.js';
import { type Operacao, operacao } from './operacao.js';

export const captchaRoutes: Operacao[] = [
  operacao({
    // A signed ALTCHA challenge (10 minutes) for the sign-up and contact widgets.
    method: 'GET',
    path: '/api/captcha/challenge',
    access: 'public',
    tag: 'Sistema',
    resumo: 'Desafio ALTCHA assinado (10 minutos) para o cadastro, o contato e o login após falhas.',
    respostas: { 200: desafioCaptchaResposta },
    handler: async (c, { ctx }) => c.json(await criarDesafio(ctx.deps)),
  }),
];
