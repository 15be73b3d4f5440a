import * as v from 'valibot';

/** Limits of the contact form (the spec only says the four fields are required). */
export const CONTATO_LIMITES = { nome: 100, email: 254, assunto: 150, mensagem: 5000 } as const;

// A missing field becomes '' so it gets the same "obrigatório" message as an empty one.
const obrigatorio = (mensagem: string, max: number, maxMensagem: string) =>
  v.optional(v.pipe(v.string(mensagem), v.trim(), v.nonEmpty(mensagem), v.maxLength(max, maxMensagem)), '');

/** The contact form (nome, email, assunto, mensagem; all required), shared by the form, tRPC and REST. */
export const contatoFormSchema = v.object({
  nome: obrigatorio('O nome é obrigatório', CONTATO_LIMITES.nome, 'O nome deve ter no máximo 100 caracteres'),
  email: v.optional(
    v.pipe(
      v.string('O e-mail é obrigatório'),
      v.trim(),
      v.nonEmpty('O e-mail é obrigatório'),
      v.email('Digite um e-mail válido'),
      v.maxLength(CONTATO_LIMITES.email, 'Digite um e-mail válido'),
    ),
    '',
  ),
  assunto: obrigatorio(
    'O assunto é obrigatório',
    CONTATO_LIMITES.assunto,
    'O assunto deve ter no máximo 150 caracteres',
  ),
  mensagem: obrigatorio(
    'A mensagem é obrigatória',
    CONTATO_LIMITES.mensagem,
    'A mensagem deve ter no máximo 5000 caracteres',
  ),
});

/** What the server receives: the form plus the captcha solution (named like the sign-up's field). */
export const contatoInputSchema = v.object({
  ...contatoFormSchema.entries,
  recaptchaToken: v.optional(v.nullable(v.string()), null),
});

export type ContatoInput = v.InferOutput<typeof contatoInputSchema>;
