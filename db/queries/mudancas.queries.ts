import type { Db } from '../client.js';

/**
 * How many versions of each change log are kept: an index or page further behind rebuilds in full.
 * The same value migrations 012–013 used (they are frozen, so the queries keep their own copy).
 */
export const MUDANCAS_GUARDADAS = 10_000;

/**
 * What one write changed, recorded by the service in the write's own transaction (migration 016
 * replaced the SQLite triggers of migrations 010–013, so the same code runs on PostgreSQL): the
 * version counters move and the change logs name the suppliers only when the write commits.
 */
export interface Mudanca {
  /** Suppliers whose directory data changed: their row, tags, or their owner's active state. */
  fornecedorIds?: readonly number[];
  /** Suppliers whose page-only contents changed: links, gallery, FAQs, testimonials, names. */
  paginaIds?: readonly number[];
  /** The taxonomy (tags, tag categories) changed: every index entry and every page. */
  taxonomia?: boolean;
  /** Link categories changed: every page. */
  todasPaginas?: boolean;
}

/** Everything changed (seeds, bulk scripts): every index and page cache is rebuilt. */
export const TUDO: Mudanca = { taxonomia: true, todasPaginas: true };

const DIRETORIO = 1;
const PAGINAS = 2;

/** Bumps one counter and logs the suppliers of the new version (NULL = everything). */
async function registrar(
  trx: Db,
  contador: typeof DIRETORIO | typeof PAGINAS,
  ids: readonly number[],
  tudo: boolean,
): Promise<void> {
  if (!tudo && ids.length === 0) return;
  const { versao } = await trx
    .updateTable('diretorio_versao')
    .set((eb) => ({ versao: eb('versao', '+', 1) }))
    .where('id', '=', contador)
    .returning('versao')
    .executeTakeFirstOrThrow();
  const tabela = contador === DIRETORIO ? 'diretorio_mudancas' : 'vitrine_mudancas';
  const linhas = tudo
    ? [{ versao, fornecedor_id: null }]
    : [...new Set(ids)].map((id) => ({ versao, fornecedor_id: id }));
  for (let i = 0; i < linhas.length; i += 500)
    await trx
      .insertInto(tabela)
      .values(linhas.slice(i, i + 500))
      .execute();
  // Versions older than what the readers may ask for: they rebuild in full (see mudancasDesde).
  await trx
    .deleteFrom(tabela)
    .where('versao', '<=', versao - MUDANCAS_GUARDADAS)
    .execute();
}

/** Records a write's changes; call it inside the write's transaction. */
export async function registrarMudanca(trx: Db, m: Mudanca): Promise<void> {
  await registrar(trx, DIRETORIO, m.fornecedorIds ?? [], !!m.taxonomia);
  await registrar(trx, PAGINAS, m.paginaIds ?? [], !!m.todasPaginas);
}

/** Every supplier of an owner (an owner's active state decides whether they are public). */
export async function fornecedoresDoDono(trx: Db, usuarioIds: readonly number[]): Promise<number[]> {
  if (usuarioIds.length === 0) return [];
  const rows = await trx
    .selectFrom('fornecedores')
    .select('id')
    .where('usuario_id', 'in', usuarioIds)
    .execute();
  return rows.map((r) => r.id);
}

/** The pages a person's name shows on: their own suppliers' and those they reviewed. */
export async function paginasDaPessoa(trx: Db, usuarioId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('fornecedores')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .union(trx.selectFrom('depoimentos').select('fornecedor_id as id').where('usuario_id', '=', usuarioId))
    .execute();
  return rows.map((r) => r.id);
}
