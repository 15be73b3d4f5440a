import * as v from 'valibot';
import { comoJson } from './documentar.js';

/** Section 5 of the spec: the personal-data form's rules and messages (shared by form, tRPC and REST). */
export const NOME_MIN = 3;
export const SENHA_MIN = 6;
export const TELEFONE_MIN_DIGITOS = 10;
export const TELEFONE_MAX_DIGITOS = 11;

export const MSG = {
  nomeObrigatorio: 'O nome é obrigatório',
  nomeMinimo: 'O nome deve ter pelo menos 3 caracteres',
  nomeMaximo: 'O nome deve ter no máximo 100 caracteres',
  emailObrigatorio: 'O e-mail é obrigatório',
  emailInvalido: 'Digite um e-mail válido',
  telefoneObrigatorio: 'O telefone é obrigatório',
  telefoneInvalido: 'Digite um número de telefone válido com DDD',
  senhaMinima: 'A senha deve ter pelo menos 6 caracteres',
  senhaMaxima: 'A senha deve ter no máximo 128 caracteres',
  senhaDica: 'Mínimo de 6 caracteres',
  senhasDiferentes: 'As senhas não coincidem',
  emailEmUso: 'Este e-mail já está sendo usado por outro usuário',
  tipoInvalido: 'Tipo de usuário inválido.',
  ramoLongo: 'O ramo de atividade deve ter no máximo 100 caracteres',
  confirmacoesAnunciante: 'Marque as duas confirmações para continuar como anunciante.',
} as const;

/**
 * A signed-in Profissional de eventos turning the same account into an advertiser: the two
 * confirmations of the sign-up's advertiser modal, both required.
 */
export const tornarAnuncianteSchema = v.object({
  confirma_b2b: v.literal(true, MSG.confirmacoesAnunciante),
  confirma_gratis: v.literal(true, MSG.confirmacoesAnunciante),
});

export const TIPOS_USUARIO = ['cliente', 'anunciante', 'admin'] as const;

/** Only the digits of a phone, at most 11 (what the mask keeps). */
export function digitosTelefone(valor: string): string {
  return valor.replace(/\D/g, '').slice(0, TELEFONE_MAX_DIGITOS);
}

/** The mask (DD) NNNNN-NNNN (or (DD) NNNN-NNNN with 10 digits), applied while typing. */
export function mascararTelefone(valor: string): string {
  const d = digitosTelefone(valor);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const resto = d.slice(2);
  if (resto.length <= 4) return `(${ddd}) ${resto}`;
  if (d.length <= 10) return `(${ddd}) ${resto.slice(0, 4)}-${resto.slice(4)}`;
  return `(${ddd}) ${resto.slice(0, 5)}-${resto.slice(5)}`;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const nome = v.pipe(
  v.string(MSG.nomeObrigatorio),
  v.trim(),
  v.nonEmpty(MSG.nomeObrigatorio),
  v.minLength(NOME_MIN, MSG.nomeMinimo),
  v.maxLength(100, MSG.nomeMaximo),
);
const email = v.pipe(
  v.string(MSG.emailObrigatorio),
  v.trim(),
  v.nonEmpty(MSG.emailObrigatorio),
  v.maxLength(254, MSG.emailInvalido),
  v.regex(EMAIL_RE, MSG.emailInvalido),
  v.toLowerCase(),
);
const telefone = v.pipe(
  v.string(MSG.telefoneObrigatorio),
  v.trim(),
  v.nonEmpty(MSG.telefoneObrigatorio),
  v.maxLength(20, MSG.telefoneInvalido),
  v.check((s) => /^[\d\s()+-]+$/.test(s), MSG.telefoneInvalido),
  v.check((s) => {
    const n = s.replace(/\D/g, '').length;
    return n >= TELEFONE_MIN_DIGITOS && n <= TELEFONE_MAX_DIGITOS;
  }, MSG.telefoneInvalido),
  v.transform(mascararTelefone),
  comoJson({ pattern: `^[0-9]{${TELEFONE_MIN_DIGITOS},${TELEFONE_MAX_DIGITOS}}$` }),
);
/** Empty means "keep the current password". */
const senhaOpcional = v.optional(
  v.pipe(
    v.string(),
    v.check((s) => s === '' || s.length >= SENHA_MIN, MSG.senhaMinima),
    v.maxLength(128, MSG.senhaMaxima),
  ),
);
const tipo = v.optional(v.picklist(TIPOS_USUARIO, MSG.tipoInvalido));
/** The business branch (free text, suggested from the fixed list); empty clears it. */
const ramoAtividade = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, MSG.ramoLongo)));
/** An admin making someone an admin confirms with their own password (see alterarTipoUsuario). */
const senhaAdmin = v.optional(v.pipe(v.string(), v.maxLength(128, MSG.senhaMaxima)));

/** The whole personal-data form (tRPC auth.atualizarPerfil; PUT /api/usuarios/:id from the form). */
export const perfilSchema = v.object({
  nome,
  email,
  telefone,
  senha: senhaOpcional,
  tipo,
  ramo_atividade: ramoAtividade,
  senha_admin: senhaAdmin,
});

/**
 * PUT /api/usuarios/:id: the same rules, every field optional (the admin panel sends `{ tipo }`
 * alone; absent fields keep their value).
 */
export const usuarioPutSchema = v.object({
  nome: v.optional(nome),
  email: v.optional(email),
  telefone: v.optional(telefone),
  senha: senhaOpcional,
  tipo,
  ramo_atividade: ramoAtividade,
  senha_admin: senhaAdmin,
});
export type UsuarioPutInput = v.InferOutput<typeof usuarioPutSchema>;

export const atualizarPerfilInput = v.object({
  /** Whose data; the caller's own when absent. */
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  dados: perfilSchema,
});

export const perfilQueryInput = v.optional(
  v.object({ id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
);

/** The client form adds the confirmation (never sent to the server). */
export const perfilFormSchema = v.pipe(
  v.object({
    nome,
    email,
    telefone,
    senha: senhaOpcional,
    confirmacaoSenha: v.optional(v.string()),
    ramo_atividade: ramoAtividade,
  }),
  v.forward(
    v.check((d) => !d.senha || d.senha === d.confirmacaoSenha, MSG.senhasDiferentes),
    ['confirmacaoSenha'],
  ),
);
