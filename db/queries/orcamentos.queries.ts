import type { Insertable } from 'kysely';
import type { Db } from '../client.js';
import type { OrcamentosTable, StatusOrcamento } from '../schema.js';
import { semAcentos } from '../sem-acentos.js';
import { buildLikePattern } from './admin.queries.js';

/** The showcase a request is sent to, with its owner's address (only published, active ones). */
export function getFornecedorParaOrcamento(db: Db, id: number) {
  return db
    .selectFrom('fornecedores as f')
    .innerJoin('usuarios as u', 'u.id', 'f.usuario_id')
    .select(['f.id', 'f.nome_empresa', 'f.usuario_id', 'u.email as dono_email', 'u.nome as dono_nome'])
    .where('f.id', '=', id)
    .where('f.deleted_at', 'is', null)
    .where('f.publicado', '=', 1)
    .executeTakeFirst();
}

export function insertOrcamento(db: Db, data: Insertable<OrcamentosTable>) {
  return db.insertInto('orcamentos').values(data).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

/** Every column but the delete token's hash, plus the showcase's name and slug. */
const COLUNAS = [
  'o.id',
  'o.fornecedor_id',
  'f.nome_empresa',
  'f.slug as fornecedor_slug',
  'o.usuario_id',
  'o.nome',
  'o.email',
  'o.telefone',
  'o.ramo',
  'o.cidade',
  'o.uf',
  'o.mensagem',
  'o.contato_preferido',
  'o.consentimento_em',
  'o.status',
  'o.lida_em',
  'o.created_at',
] as const;

export interface FiltroOrcamentos {
  /** Only requests to showcases of this owner (undefined: all, for admins). */
  donoId?: number;
  fornecedorId?: number;
  status?: StatusOrcamento;
  q?: string;
}

function filtrar(db: Db, f: FiltroOrcamentos) {
  let qb = db.selectFrom('orcamentos as o').innerJoin('fornecedores as f', 'f.id', 'o.fornecedor_id');
  if (f.donoId !== undefined) qb = qb.where('f.usuario_id', '=', f.donoId);
  if (f.fornecedorId !== undefined) qb = qb.where('o.fornecedor_id', '=', f.fornecedorId);
  if (f.status !== undefined) qb = qb.where('o.status', '=', f.status);
  const termo = f.q?.trim();
  if (termo) {
    const p = buildLikePattern(semAcentos(termo));
    qb = qb.where((eb) =>
      eb.or([
        eb(eb.fn('sem_acentos', ['o.nome']), 'like', eb.val(p)),
        eb(eb.fn('sem_acentos', ['o.email']), 'like', eb.val(p)),
        eb(eb.fn('sem_acentos', ['o.mensagem']), 'like', eb.val(p)),
        eb(eb.fn('sem_acentos', ['o.cidade']), 'like', eb.val(p)),
        eb(eb.fn('sem_acentos', ['o.ramo']), 'like', eb.val(p)),
      ]),
    );
  }
  return qb;
}

/** The inbox: newest first (id breaks ties within the same instant). */
export function listOrcamentos(db: Db, f: FiltroOrcamentos, limit: number, offset: number) {
  return filtrar(db, f)
    .select(COLUNAS)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countOrcamentos(db: Db, f: FiltroOrcamentos): Promise<number> {
  const r = await filtrar(db, f)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(r.total);
}

/** Unread requests across an owner's showcases (the navbar badge), spam aside. */
export async function countNaoLidas(db: Db, donoId: number): Promise<number> {
  const r = await db
    .selectFrom('orcamentos as o')
    .innerJoin('fornecedores as f', 'f.id', 'o.fornecedor_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('f.usuario_id', '=', donoId)
    .where('o.lida_em', 'is', null)
    .where('o.status', '!=', 'spam')
    .executeTakeFirstOrThrow();
  return Number(r.total);
}

export function getOrcamento(db: Db, id: number) {
  return db
    .selectFrom('orcamentos as o')
    .innerJoin('fornecedores as f', 'f.id', 'o.fornecedor_id')
    .select([...COLUNAS, 'f.usuario_id as dono_id'])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** A status change; answering or filing a request also means it was read. */
export async function markOrcamento(
  db: Db,
  id: number,
  marcas: { status?: StatusOrcamento; lida?: boolean },
  agora: string,
) {
  if (marcas.status !== undefined) {
    await db.updateTable('orcamentos').set({ status: marcas.status }).where('id', '=', id).execute();
  }
  const lida = marcas.lida ?? (marcas.status !== undefined && marcas.status !== 'nova' ? true : undefined);
  if (lida === true) {
    await db
      .updateTable('orcamentos')
      .set({ lida_em: agora })
      .where('id', '=', id)
      .where('lida_em', 'is', null)
      .execute();
  }
  if (lida === false)
    await db.updateTable('orcamentos').set({ lida_em: null }).where('id', '=', id).execute();
}

export function getTokenHash(db: Db, id: number) {
  return db.selectFrom('orcamentos').select(['id', 'token_hash']).where('id', '=', id).executeTakeFirst();
}

export function deleteOrcamento(db: Db, id: number) {
  return db.deleteFrom('orcamentos').where('id', '=', id).executeTakeFirst();
}

/** Retention: removes requests created before `limite`; answers how many. */
export async function deleteAnteriores(db: Db, limite: string): Promise<number> {
  const r = await db.deleteFrom('orcamentos').where('created_at', '<', limite).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Creation instants of a showcase's requests (spam aside) between two UTC instants: the service
 * buckets them by São Paulo day.
 */
export function listInstantesOrcamentos(db: Db, fornecedorId: number, desde: string, ate: string) {
  return db
    .selectFrom('orcamentos')
    .select('created_at')
    .where('fornecedor_id', '=', fornecedorId)
    .where('status', '!=', 'spam')
    .where('created_at', '>=', desde)
    .where('created_at', '<', ate)
    .execute();
}

/** Totals for the admin panel: every request and those marked spam. */
export async function getTotaisAdmin(db: Db): Promise<{ total: number; spam: number }> {
  const r = await db
    .selectFrom('orcamentos')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'spam').as('spam'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(r.total), spam: Number(r.spam) };
}
