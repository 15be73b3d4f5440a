import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import * as q from '../../db/queries/usuarios.queries.js';
import { verifyCaptcha } from '../auth/captcha.js';
import { serializeClearedSessionCookie, serializeSessionCookie } from '../auth/cookies.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password.js';
import {
  createSession,
  invalidateSession,
  invalidateUserSessions,
  type SessionUser,
} from '../auth/session.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { emailRedefinicao, emailVerificacao } from '../mail/templates.js';
import { enforceRateLimit } from '../rate-limit.js';
import {
  cadastroSchema,
  emailRecuperacaoSchema,
  emailSchema,
  loginSchema,
  nomeSchema,
  redefinirSenhaSchema,
  senhaSchema,
  verificarEmailSchema,
} from '../schemas/auth.schema.js';
import { issuesToFieldErrors, parseOrThrow } from '../schemas/validate.js';
import type { AuthedContext, Context } from './contexto.js';

export const VERIFICACAO_VALIDADE_MS = 48 * 60 * 60 * 1000;
export const REDEFINICAO_VALIDADE_MS = 60 * 60 * 1000;

export const AUTH_MSG = {
  cadastroOk: 'Cadastro realizado com sucesso! Enviamos um link de confirmação para o seu e-mail.',
  cadastroInvalido: 'Dados inválidos para cadastro. Verifique as informações e tente novamente.',
  emailExiste: 'Este e-mail já está cadastrado. Por favor, use outro e-mail ou faça login.',
  credenciais: 'Credenciais inválidas. Verifique seus dados.',
  naoVerificado: 'Por favor, confirme seu email antes de fazer login.',
  captchaNecessario:
    'Muitas tentativas de login sem sucesso nesta conta. Complete a verificação de segurança para continuar.',
  desativado: 'Sua conta foi desativada. Entre em contato com o suporte para reativá-la.',
  recuperacao:
    'Se houver uma conta com este e-mail, enviamos as instruções para recuperar sua senha. Confira também a caixa de spam.',
  reenvio:
    'Se houver uma conta aguardando confirmação com este e-mail, enviamos um novo link de verificação. Confira também a caixa de spam.',
  verificado: 'Email verificado com sucesso!',
  linkVerificacaoInvalido: 'Este link de verificação é inválido ou expirou. Solicite um novo link.',
  redefinida: 'Senha redefinida com sucesso! Agora você pode fazer login com a nova senha.',
  linkRedefinicaoInvalido: 'Este link de redefinição é inválido ou expirou. Solicite um novo link.',
} as const;

export interface AuthAnswer {
  token: string;
  user: SessionUser;
  expiresAt: string;
}

const agora = () => new Date().toISOString();
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 bits, URL-safe. */
const novoToken = () => randomBytes(32).toString('base64url');

/**
 * Runs e-mail work (token and queued e-mail) after the answer, so the answer takes as long whether
 * the account exists.
 */
function emSegundoPlano(deps: AppDeps, tarefa: () => Promise<void>): void {
  setImmediate(() => {
    tarefa().catch((err) => deps.logger.error({ err }, 'falha ao gerar e-mail de conta'));
  });
}

/**
 * Creates a single-use verification token (stored hashed, valid 48 h; older ones retired) and
 * queues the e-mail with the link built from PUBLIC_URL, all in `db` (the caller's transaction:
 * it calls `deps.emails.acordar()` after the commit). Also used after an e-mail change.
 */
export async function filaEmailVerificacao(
  deps: AppDeps,
  db: AppDeps['db'],
  usuario: { id: number; nome: string; email: string },
): Promise<void> {
  const token = novoToken();
  const now = agora();
  await q.invalidateTokensUsuario(db, usuario.id, 'verificacao', now);
  await q.insertTokenEmail(
    db,
    {
      usuario_id: usuario.id,
      tipo: 'verificacao',
      token_hash: hashToken(token),
      email: usuario.email,
      expires_at: new Date(Date.now() + VERIFICACAO_VALIDADE_MS).toISOString(),
    },
    now,
  );
  await deps.emails.enfileirar(db, emailVerificacao(deps.env, usuario, token));
}

/** The same for a new verification link on its own (resend): token and e-mail in one transaction. */
async function enviarEmailVerificacao(deps: AppDeps, usuario: { id: number; nome: string; email: string }) {
  await deps.db.transaction().execute((trx) => filaEmailVerificacao(deps, trx, usuario));
  deps.emails.acordar();
}

async function enviarEmailRedefinicao(deps: AppDeps, usuario: { id: number; nome: string; email: string }) {
  const token = novoToken();
  const now = agora();
  await deps.db.transaction().execute(async (trx) => {
    await q.invalidateTokensUsuario(trx, usuario.id, 'redefinicao', now);
    await q.insertTokenEmail(
      trx,
      {
        usuario_id: usuario.id,
        tipo: 'redefinicao',
        token_hash: hashToken(token),
        email: usuario.email,
        expires_at: new Date(Date.now() + REDEFINICAO_VALIDADE_MS).toISOString(),
      },
      now,
    );
    await deps.emails.enfileirar(trx, emailRedefinicao(deps.env, usuario, token));
  });
  deps.emails.acordar();
}

/**
 * Sign-up (cliente or anunciante only), captcha checked; the account, its verification token and
 * the e-mail (queued) in one transaction: an SMTP outage no longer fails the request.
 */
export async function cadastrar(
  ctx: Context,
  input: unknown,
): Promise<{ message: string; user: SessionUser }> {
  const { deps } = ctx;
  const parsed = v.safeParse(cadastroSchema, input);
  if (!parsed.success) {
    const errors = issuesToFieldErrors(parsed.issues).map((e) =>
      e.campo === 'ramo_atividade' ? { ...e, campo: 'ramoAtividade' } : e,
    );
    throw new AppError('BAD_REQUEST', AUTH_MSG.cadastroInvalido, { appCode: 'VALIDATION_ERROR', errors });
  }
  const dados = parsed.output;
  await verifyCaptcha(deps, dados.recaptchaToken);
  // Counted only after validation and the captcha: a rejected request changes nothing.
  await enforceRateLimit(deps.limiter, `cadastro:${ctx.req.ip}`, deps.env.rateLimits.signup);
  if (await q.findUsuarioPorEmail(deps.db, dados.email)) {
    throw new AppError('BAD_REQUEST', AUTH_MSG.emailExiste, {
      appCode: 'EMAIL_ALREADY_EXISTS',
      errors: [{ campo: 'email', mensagem: AUTH_MSG.emailExiste }],
    });
  }
  const senhaHash = await hashPassword(dados.senha);
  let user: SessionUser;
  try {
    user = await deps.db.transaction().execute(async (trx) => {
      const criado = await q.insertUsuario(
        trx,
        {
          nome: dados.nome,
          email: dados.email,
          telefone: dados.telefone,
          ramo_atividade: dados.ramo_atividade || null,
          tipo: dados.tipo,
          senha_hash: senhaHash,
          email_verificado_em: null,
        },
        agora(),
      );
      await filaEmailVerificacao(deps, trx, criado);
      return criado;
    });
  } catch (err) {
    // two sign-ups racing for the same e-mail: the UNIQUE constraint decides
    if (String((err as Error).message).includes('UNIQUE')) {
      throw new AppError('BAD_REQUEST', AUTH_MSG.emailExiste, { appCode: 'EMAIL_ALREADY_EXISTS' });
    }
    throw err;
  }
  deps.emails.acordar();
  deps.logger.info({ usuarioId: user.id, tipo: user.tipo }, 'conta criada');
  return { message: AUTH_MSG.cadastroOk, user };
}

/**
 * Login: the same answer (and similar time) for an unknown e-mail and a wrong password; only with
 * the right password does it tell an unconfirmed or deactivated account apart. A new session every
 * time; the cookie is set here, the token is also returned for Bearer clients (REST).
 */
export async function login(ctx: Context, input: unknown): Promise<AuthAnswer> {
  const { deps } = ctx;
  const { email, senha, recaptchaToken } = parseOrThrow(loginSchema, input);
  // Per account from ANY address: past the limit, guessing costs a solved captcha per try, while
  // the owner (who can solve one) still gets in. Counted for unknown e-mails too, so the answer
  // says nothing about whether the account exists. Checked before the limits below, so a try
  // refused for its captcha uses up none of them.
  const falhas = `login:falhas:${email}`;
  if ((await deps.limiter.peek(falhas)) >= deps.env.rateLimits.loginEmail.max) {
    if (!recaptchaToken?.trim()) {
      throw new AppError('TOO_MANY_REQUESTS', AUTH_MSG.captchaNecessario, { appCode: 'CAPTCHA_REQUIRED' });
    }
    await verifyCaptcha(deps, recaptchaToken);
  }
  await enforceRateLimit(deps.limiter, `login:ip:${ctx.req.ip}`, deps.env.rateLimits.loginIp);
  // Per e-mail AND address: an attacker elsewhere cannot lock the owner out of their account.
  await enforceRateLimit(deps.limiter, `login:email:${email}|${ctx.req.ip}`, deps.env.rateLimits.loginEmail);
  const conta = await q.findCredenciaisPorEmail(deps.db, email);
  const ok = await verifyPassword(conta?.senha_hash ?? (await dummyHash()), senha);
  if (!conta || !ok) {
    await deps.limiter.hit(falhas, deps.env.rateLimits.loginEmail);
    deps.logger.info({ ip: ctx.req.ip }, 'login recusado');
    throw new AppError('UNAUTHORIZED', AUTH_MSG.credenciais, { appCode: 'INVALID_CREDENTIALS' });
  }
  if (conta.deleted_at !== null) {
    throw new AppError('FORBIDDEN', AUTH_MSG.desativado, { appCode: 'ACCOUNT_DISABLED' });
  }
  if (conta.email_verificado_em === null) {
    throw new AppError('FORBIDDEN', AUTH_MSG.naoVerificado, { appCode: 'EMAIL_NOT_VERIFIED' });
  }
  if (needsRehash(conta.senha_hash)) {
    await q.updateSenhaHash(deps.db, conta.id, await hashPassword(senha), agora());
  }
  const user: SessionUser = {
    id: conta.id,
    nome: conta.nome,
    email: conta.email,
    telefone: conta.telefone,
    tipo: conta.tipo,
  };
  const { token, session } = await createSession(deps.db, user.id);
  ctx.cookies.append(serializeSessionCookie(deps.env, token, session.expiresAt));
  deps.logger.info({ usuarioId: user.id }, 'login');
  return { token, user, expiresAt: session.expiresAt.toISOString() };
}

/** Renewal rotates: a new session replaces the caller's, whose token stops working at once. */
export async function renovarToken(ctx: AuthedContext): Promise<AuthAnswer> {
  const { deps } = ctx;
  const { token, session } = await createSession(deps.db, ctx.user.id);
  await invalidateSession(deps.db, ctx.session.id);
  ctx.cookies.append(serializeSessionCookie(deps.env, token, session.expiresAt));
  return { token, user: ctx.user, expiresAt: session.expiresAt.toISOString() };
}

/** The caller's user and session expiry (REST check-token). */
export function verificarToken(ctx: AuthedContext): { user: SessionUser; expiresAt: string } {
  return { user: ctx.user, expiresAt: ctx.session.expiresAt.toISOString() };
}

/** The caller's session for the client (null when anonymous). */
export function sessao(ctx: Context): { user: SessionUser; expiresAt: string } | null {
  return ctx.user && ctx.session ? { user: ctx.user, expiresAt: ctx.session.expiresAt.toISOString() } : null;
}

/** Ends the caller's session on the server and clears the browser cookie. */
export async function logout(ctx: AuthedContext): Promise<{ message: string }> {
  await invalidateSession(ctx.deps.db, ctx.session.id);
  ctx.cookies.append(serializeClearedSessionCookie(ctx.deps.env));
  return { message: 'Você saiu do sistema.' };
}

/** Password recovery: the same answer whether the e-mail exists; the e-mail goes out afterwards. */
export async function esqueciSenha(ctx: Context, input: unknown): Promise<{ message: string }> {
  const { deps } = ctx;
  const { email } = parseOrThrow(emailRecuperacaoSchema, input, 'Por favor, informe seu email.');
  await enforceRateLimit(deps.limiter, `recuperacao:${ctx.req.ip}`, deps.env.rateLimits.recovery);
  emSegundoPlano(deps, async () => {
    const usuario = await q.findUsuarioPorEmail(deps.db, email);
    if (!usuario || usuario.deleted_at !== null) return;
    await enviarEmailRedefinicao(deps, usuario);
  });
  return { message: AUTH_MSG.recuperacao };
}

/** Resends the verification link: the same answer whether the e-mail exists or is confirmed. */
export async function reenviarVerificacao(ctx: Context, input: unknown): Promise<{ message: string }> {
  const { deps } = ctx;
  const { email } = parseOrThrow(emailRecuperacaoSchema, input, 'Por favor, informe seu email.');
  await enforceRateLimit(deps.limiter, `recuperacao:${ctx.req.ip}`, deps.env.rateLimits.recovery);
  emSegundoPlano(deps, async () => {
    const usuario = await q.findUsuarioPorEmail(deps.db, email);
    if (!usuario || usuario.deleted_at !== null || usuario.email_verificado_em !== null) return;
    await enviarEmailVerificacao(deps, usuario);
  });
  return { message: AUTH_MSG.reenvio };
}

/** Confirms the e-mail with the link's token (single use, 48 h, for the account's current e-mail). */
export async function verificarEmail(ctx: Context, input: unknown): Promise<{ message: string }> {
  const { deps } = ctx;
  const { token, email } = parseOrThrow(
    verificarEmailSchema,
    input,
    'Link inválido. Token ou email não fornecidos.',
  );
  const now = agora();
  const row = await q.findTokenValido(deps.db, 'verificacao', hashToken(token), now);
  const usuario = row ? await q.findUsuarioPorId(deps.db, row.usuario_id) : undefined;
  if (!row || !usuario || row.email !== email || usuario.email !== email) {
    throw new AppError('BAD_REQUEST', AUTH_MSG.linkVerificacaoInvalido, { appCode: 'INVALID_TOKEN' });
  }
  if (!(await q.consumeToken(deps.db, row.id, now))) {
    throw new AppError('BAD_REQUEST', AUTH_MSG.linkVerificacaoInvalido, { appCode: 'INVALID_TOKEN' });
  }
  await q.markEmailVerificado(deps.db, usuario.id, now);
  deps.logger.info({ usuarioId: usuario.id }, 'e-mail verificado');
  return { message: AUTH_MSG.verificado };
}

async function tokenRedefinicao(deps: AppDeps, token: string, email: string) {
  const row = await q.findTokenValido(deps.db, 'redefinicao', hashToken(token), agora());
  const usuario = row ? await q.findUsuarioPorId(deps.db, row.usuario_id) : undefined;
  if (!row || !usuario || row.email !== email || usuario.email !== email || usuario.deleted_at !== null)
    return null;
  return { row, usuario };
}

/** The reset page's first step: is this link still usable? (Nothing is consumed.) */
export async function validarLinkRedefinicao(ctx: Context, input: unknown): Promise<{ valido: boolean }> {
  const { token, email } = parseOrThrow(
    verificarEmailSchema,
    input,
    'Link inválido. Token ou email não fornecidos.',
  );
  return { valido: (await tokenRedefinicao(ctx.deps, token, email)) !== null };
}

/** Sets a new password with the link's token (single use, 1 h) and ends every session of the user. */
export async function redefinirSenha(ctx: Context, input: unknown): Promise<{ message: string }> {
  const { deps } = ctx;
  const { token, email, novaSenha } = parseOrThrow(redefinirSenhaSchema, input);
  const found = await tokenRedefinicao(deps, token, email);
  const now = agora();
  if (!found || !(await q.consumeToken(deps.db, found.row.id, now))) {
    throw new AppError('BAD_REQUEST', AUTH_MSG.linkRedefinicaoInvalido, { appCode: 'INVALID_TOKEN' });
  }
  const senhaHash = await hashPassword(novaSenha);
  await deps.db.transaction().execute(async (trx) => {
    await q.updateSenhaHash(trx, found.usuario.id, senhaHash, now);
    await q.invalidateTokensUsuario(trx, found.usuario.id, 'redefinicao', now);
    // The link proves the person reads this mailbox.
    await q.markEmailVerificado(trx, found.usuario.id, now);
    await invalidateUserSessions(trx, found.usuario.id);
  });
  deps.logger.info({ usuarioId: found.usuario.id }, 'senha redefinida; sessões encerradas');
  return { message: AUTH_MSG.redefinida };
}

/**
 * `npm run create-admin`: creates an admin (verified) or promotes the existing account with that
 * e-mail (reactivated, verified, new name and password). Production has no default accounts.
 */
export async function criarOuPromoverAdmin(
  db: AppDeps['db'],
  input: unknown,
): Promise<{ id: number; criado: boolean }> {
  const { nome, email, senha } = parseOrThrow(
    v.object({ nome: nomeSchema, email: emailSchema, senha: senhaSchema }),
    input,
  );
  const senhaHash = await hashPassword(senha);
  const now = agora();
  const existente = await q.findUsuarioPorEmail(db, email);
  if (existente) {
    await db.transaction().execute(async (trx) => {
      await q.promoteAdmin(trx, existente.id, { nome, senha_hash: senhaHash }, now);
      // reactivated and renamed: the triggers of migration 029 record what the directory shows
      // a new password ends the sessions opened with the old one
      await invalidateUserSessions(trx, existente.id);
    });
    return { id: existente.id, criado: false };
  }
  const user = await q.insertUsuario(
    db,
    {
      nome,
      email,
      telefone: null,
      ramo_atividade: null,
      tipo: 'admin',
      senha_hash: senhaHash,
      email_verificado_em: now,
    },
    now,
  );
  return { id: user.id, criado: true };
}
