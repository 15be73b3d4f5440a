import * as v from 'valibot';
import { comoJson } from './documentar.js';

// Account schemas shared by the sign-up/login/recovery forms (client), tRPC `.input()` and REST
// (`parseOrThrow`). Messages are the spec's, verbatim.

export const NOME_MIN = 3;
export const SENHA_MIN = 6;
export const TELEFONE_MIN_DIGITOS = 10;
export const TELEFONE_MAX_DIGITOS = 11;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MSG = {
  nomeObrigatorio: 'O nome é obrigatório',
  nomeMinimo: 'O nome deve ter pelo menos 3 caracteres',
  emailObrigatorio: 'O e-mail é obrigatório',
  emailInvalido: 'Digite um e-mail válido',
  telefoneObrigatorio: 'O número de WhatsApp é obrigatório',
  telefoneInvalido: 'Digite um número de telefone válido com DDD',
  tipoObrigatorio: 'Selecione o que deseja fazer na plataforma',
  senhaObrigatoria: 'A senha é obrigatória',
  senhaMinima: 'A senha deve ter pelo menos 6 caracteres',
  confirmaObrigatoria: 'Confirme sua senha',
  senhasDiferentes: 'As senhas não coincidem',
  captcha: 'Por favor, complete a verificação de segurança',
  emailRecuperacao: 'Por favor, informe seu email.',
  novaSenhaObrigatoria: 'A nova senha é obrigatória',
  confirmaNovaObrigatoria: 'Confirme sua nova senha',
  linkInvalido: 'Link inválido. Token ou email não fornecidos.',
  ramoLongo: 'O ramo de atividade deve ter no máximo 100 caracteres',
} as const;

/** Only the digits of a phone number. */
export function somenteDigitos(valor: string): string {
  return valor.replace(/\D/g, '');
}

/** The mask (DD) NNNNN-NNNN (or (DD) NNNN-NNNN with 10 digits), at most 11 digits, as typed. */
export function formatarTelefone(valor: string): string {
  const d = somenteDigitos(valor).slice(0, TELEFONE_MAX_DIGITOS);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const resto = d.slice(2);
  if (resto.length <= 4) return `(${ddd}) ${resto}`;
  const corte = d.length === 11 ? 5 : 4;
  return `(${ddd}) ${resto.slice(0, corte)}-${resto.slice(corte)}`;
}

const texto = (v1: unknown) => (typeof v1 === 'string' ? v1 : v1 == null ? '' : String(v1));

export const nomeSchema = v.pipe(
  v.unknown(),
  v.transform((x) => texto(x).trim()),
  v.string(),
  v.nonEmpty(MSG.nomeObrigatorio),
  v.minLength(NOME_MIN, MSG.nomeMinimo),
  v.maxLength(120, 'O nome deve ter no máximo 120 caracteres'),
);

export const emailSchema = v.pipe(
  v.unknown(),
  v.transform((x) => texto(x).trim().toLowerCase()),
  v.string(),
  v.nonEmpty(MSG.emailObrigatorio),
  v.maxLength(254, MSG.emailInvalido),
  v.regex(EMAIL_RE, MSG.emailInvalido),
);

export const telefoneSchema = v.pipe(
  v.unknown(),
  v.transform((x) => texto(x).trim()),
  v.string(),
  v.nonEmpty(MSG.telefoneObrigatorio),
  v.maxLength(40, MSG.telefoneInvalido),
  v.check((t) => {
    const n = somenteDigitos(t).length;
    return n >= TELEFONE_MIN_DIGITOS && n <= TELEFONE_MAX_DIGITOS;
  }, MSG.telefoneInvalido),
  // Stored formatted, as the mask shows it.
  v.transform(formatarTelefone),
  comoJson({ type: 'string', pattern: `^[0-9]{${TELEFONE_MIN_DIGITOS},${TELEFONE_MAX_DIGITOS}}$` }),
);

export const tipoCadastroSchema = v.pipe(
  v.unknown(),
  v.transform((x) => texto(x)),
  v.picklist(['cliente', 'anunciante'] as const, MSG.tipoObrigatorio),
);

export const senhaSchema = v.pipe(
  v.unknown(),
  // checked exactly as typed: no trimming
  v.transform((x) => texto(x)),
  v.string(),
  v.nonEmpty(MSG.senhaObrigatoria),
  v.minLength(SENHA_MIN, MSG.senhaMinima),
  v.maxLength(256, 'A senha deve ter no máximo 256 caracteres'),
);

const ramoSchema = v.pipe(
  v.unknown(),
  v.transform((x) => texto(x).trim()),
  v.string(),
  v.maxLength(100, MSG.ramoLongo),
);

/** POST /api/usuarios and auth.cadastrar: nome, email, senha, tipo, telefone, ramo_atividade, recaptchaToken. */
export const cadastroSchema = v.object({
  nome: nomeSchema,
  email: emailSchema,
  telefone: telefoneSchema,
  tipo: tipoCadastroSchema,
  senha: senhaSchema,
  ramo_atividade: v.optional(ramoSchema, ''),
  recaptchaToken: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20_000))), null),
});
export type CadastroInput = v.InferInput<typeof cadastroSchema>;

/** The sign-up form: the server's fields plus the confirmation and the captcha. */
export const cadastroFormSchema = v.pipe(
  v.object({
    nome: nomeSchema,
    email: emailSchema,
    telefone: telefoneSchema,
    tipo: tipoCadastroSchema,
    senha: senhaSchema,
    confirmaSenha: v.pipe(v.string(), v.nonEmpty(MSG.confirmaObrigatoria)),
    ramo_atividade: v.optional(ramoSchema, ''),
    recaptchaToken: v.pipe(
      v.unknown(),
      v.transform((x) => texto(x)),
      v.string(),
      v.nonEmpty(MSG.captcha),
    ),
  }),
  v.forward(
    v.partialCheck([['senha'], ['confirmaSenha']], (d) => d.senha === d.confirmaSenha, MSG.senhasDiferentes),
    ['confirmaSenha'],
  ),
);

export const loginSchema = v.object({
  email: emailSchema,
  senha: v.pipe(
    v.unknown(),
    v.transform((x) => texto(x)),
    v.string(),
    v.nonEmpty(MSG.senhaObrigatoria),
    v.maxLength(256, 'Credenciais inválidas. Verifique seus dados.'),
  ),
  /** Solved ALTCHA payload: asked only after too many failed logins for this account. */
  recaptchaToken: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20_000))), null),
});

/** Recovery and resend: only the e-mail, with the spec's message when it is missing. */
export const emailRecuperacaoSchema = v.object({
  email: v.pipe(
    v.unknown(),
    v.transform((x) => texto(x).trim().toLowerCase()),
    v.string(),
    v.nonEmpty(MSG.emailRecuperacao),
    v.maxLength(254, MSG.emailInvalido),
    v.regex(EMAIL_RE, MSG.emailInvalido),
  ),
});

const tokenLink = v.pipe(
  v.unknown(),
  v.transform((x) => texto(x).trim()),
  v.string(),
  v.nonEmpty(MSG.linkInvalido),
  v.maxLength(200, MSG.linkInvalido),
);
const emailLink = v.pipe(
  v.unknown(),
  v.transform((x) => texto(x).trim().toLowerCase()),
  v.string(),
  v.nonEmpty(MSG.linkInvalido),
  v.maxLength(254, MSG.linkInvalido),
);

export const verificarEmailSchema = v.object({ token: tokenLink, email: emailLink });

export const redefinirSenhaSchema = v.object({
  token: tokenLink,
  email: emailLink,
  novaSenha: v.pipe(
    v.unknown(),
    v.transform((x) => texto(x)),
    v.string(),
    v.nonEmpty(MSG.novaSenhaObrigatoria),
    v.minLength(SENHA_MIN, MSG.senhaMinima),
    v.maxLength(256, 'A senha deve ter no máximo 256 caracteres'),
  ),
});

/** The reset form: the new password and its confirmation. */
export const redefinirSenhaFormSchema = v.pipe(
  v.object({
    novaSenha: redefinirSenhaSchema.entries.novaSenha,
    confirmarSenha: v.pipe(v.string(), v.nonEmpty(MSG.confirmaNovaObrigatoria)),
  }),
  v.forward(
    v.partialCheck(
      [['novaSenha'], ['confirmarSenha']],
      (d) => d.novaSenha === d.confirmarSenha,
      MSG.senhasDiferentes,
    ),
    ['confirmarSenha'],
  ),
);
