import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import { type Mudanca, recordMudanca } from '../../db/queries/mudancas.queries.js';
import type { FornecedoresTable, TipoUsuario } from '../../db/schema.js';
import { hashPassword } from '../../server/auth/password.js';
import { createSession, type SessionUser } from '../../server/auth/session.js';
import type { AppDeps } from '../../server/deps.js';

let seq = 0;
const next = () => ++seq;

export const SENHA_PADRAO = 'senha-segura-123';
let cachedHash: Promise<string> | null = null;
/** The default password's hash, computed once per worker (argon2 is slow on purpose). */
function hashPadrao(): Promise<string> {
  if (!cachedHash) cachedHash = hashPassword(SENHA_PADRAO);
  return cachedHash;
}

export interface TestUser extends SessionUser {
  senha: string;
}

/** A verified, active user. The default password hash is computed once per worker. */
export async function createUsuario(
  deps: AppDeps,
  opts: {
    tipo?: TipoUsuario;
    nome?: string;
    email?: string;
    senha?: string;
    verificado?: boolean;
    telefone?: string;
  } = {},
): Promise<TestUser> {
  const n = next();
  const senha = opts.senha ?? SENHA_PADRAO;
  const senhaHash = opts.senha ? await hashPassword(opts.senha) : await hashPadrao();
  const now = new Date().toISOString();
  const row = await deps.db
    .insertInto('usuarios')
    .values({
      nome: opts.nome ?? `Usuário Teste ${n}`,
      email: (opts.email ?? `usuario${n}-${Date.now()}@exemplo.com.br`).toLowerCase(),
      telefone: opts.telefone ?? '(11) 98765-4321',
      ramo_atividade: 'Fotografia',
      tipo: opts.tipo ?? 'cliente',
      senha_hash: senhaHash,
      email_verificado_em: opts.verificado === false ? null : now,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'nome', 'email', 'telefone', 'tipo'])
    .executeTakeFirstOrThrow();
  return { ...row, senha };
}

/** A logged-in session for `user`: the token (for Bearer/cookie) and the session. */
export async function loginAs(deps: AppDeps, user: SessionUser) {
  return createSession(deps.db, user.id);
}

/** A supplier owned by `usuarioId`, with optional tags by name. */
export async function createFornecedor(
  deps: AppDeps,
  usuarioId: number,
  opts: Partial<Insertable<FornecedoresTable>> & { tags?: string[] } = {},
) {
  const n = next();
  const now = new Date().toISOString();
  const { tags = [], ...values } = opts;
  return escrever(deps, async (trx) => {
    const row = await trx
      .insertInto('fornecedores')
      .values({
        slug: `fornecedor-teste-${n}-${Date.now()}`,
        usuario_id: usuarioId,
        nome_empresa: `Fornecedor Teste ${n}`,
        frase_slogan: 'Soluções para o seu negócio de eventos',
        descricao_curta: 'Uma descrição curta do fornecedor de teste.',
        descricao_longa: '<p>Descrição longa.</p>',
        conteudo: '<p>Conteúdo.</p>',
        created_at: now,
        updated_at: now,
        ...values,
      })
      .returning(['id', 'slug', 'nome_empresa', 'usuario_id'])
      .executeTakeFirstOrThrow();
    if (tags.length) {
      const tagRows = await trx.selectFrom('tags').select(['id', 'nome']).where('nome', 'in', tags).execute();
      if (tagRows.length !== tags.length) throw new Error(`Tags desconhecidas: ${tags.join(', ')}`);
      await trx
        .insertInto('fornecedor_tags')
        .values(tagRows.map((t) => ({ fornecedor_id: row.id, tag_id: t.id })))
        .execute();
    }
    return { valor: row, mudanca: { fornecedorIds: [row.id] } };
  });
}

/**
 * A direct write in one transaction. The triggers of migration 029 record what it changed; the
 * explicit record (db/queries/mudancas.queries.ts) only adds a version.
 */
export function escrever<T>(
  deps: Pick<AppDeps, 'db'>,
  fn: (trx: Db) => Promise<{ valor: T; mudanca: Mudanca }>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const { valor, mudanca } = await fn(trx);
    await recordMudanca(trx, mudanca);
    return valor;
  });
}
