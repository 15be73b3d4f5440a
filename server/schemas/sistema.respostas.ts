import * as v from 'valibot';
import { inteiro, texto } from './respostas-comuns.js';

export const healthResposta = v.strictObject({ status: v.literal('ok'), uptime: v.number() });

/** ALTCHA challenge (signed, valid for 10 minutes). */
export const desafioCaptchaResposta = v.strictObject({
  parameters: v.strictObject({
    algorithm: texto,
    cost: inteiro,
    expiresAt: inteiro,
    keyLength: inteiro,
    keyPrefix: texto,
    nonce: texto,
    salt: texto,
  }),
  signature: texto,
});
