// The SQL of the demo seed and of gen-data (Kysely builder only; bulk inserts in chunks).
import type { Insertable } from 'kysely';
import type { Db } from '../client.js';
import type { LinkClicksTable, PageViewsTable } from '../schema/estatisticas.js';
import type {
  DepoimentosTable,
  FaqsTable,
  FornecedoresTable,
  FornecedorLinksTable,
  GaleriaMidiasTable,
  UsuariosTable,
} from '../schema.js';

/** SQLite allows 32766 bound parameters; keep every multi-row insert well below it. */
const MAX_PARAMS = 30_000;

function lotes<T extends object>(rows: T[]): T[][] {
  if (rows.length === 0) return [];
  const cols = Object.keys(rows[0]!).length || 1;
  const size = Math.max(1, Math.floor(MAX_PARAMS / cols));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function mapaTags(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('tags').select(['id', 'nome']).execute();
  return new Map(rows.map((r) => [r.nome, r.id]));
}

export async function mapaTiposFornecedor(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('tipos_fornecedor').select(['id', 'nome']).execute();
  return new Map(rows.map((r) => [r.nome, r.id]));
}

export async function mapaCategoriasLink(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('categorias_link').select(['id', 'nome']).execute();
  return new Map(rows.map((r) => [r.nome, r.id]));
}

export async function inserirUsuario(db: Db, row: Insertable<UsuariosTable>): Promise<number> {
  const r = await db.insertInto('usuarios').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function inserirFornecedor(db: Db, row: Insertable<FornecedoresTable>): Promise<number> {
  const r = await db.insertInto('fornecedores').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** Inserts many suppliers at once; returns their ids in order. */
export async function inserirFornecedores(db: Db, rows: Insertable<FornecedoresTable>[]): Promise<number[]> {
  const ids: number[] = [];
  for (const lote of lotes(rows)) {
    const r = await db.insertInto('fornecedores').values(lote).returning('id').execute();
    for (const x of r) ids.push(x.id);
  }
  return ids;
}

export async function atualizarMidiaFornecedor(
  db: Db,
  id: number,
  fotoPerfil: string,
  larguras: string | null,
  midiaBytes: number,
): Promise<void> {
  await db
    .updateTable('fornecedores')
    .set({ foto_perfil: fotoPerfil, foto_perfil_larguras: larguras, midia_bytes: midiaBytes })
    .where('id', '=', id)
    .execute();
}

export async function inserirFornecedorTags(
  db: Db,
  rows: { fornecedor_id: number; tag_id: number }[],
): Promise<void> {
  for (const lote of lotes(rows)) await db.insertInto('fornecedor_tags').values(lote).execute();
}

export async function inserirFornecedorTipos(
  db: Db,
  rows: { fornecedor_id: number; tipo_id: number }[],
): Promise<void> {
  for (const lote of lotes(rows)) await db.insertInto('fornecedor_tipos').values(lote).execute();
}

export async function inserirLinks(
  db: Db,
  rows: Insertable<FornecedorLinksTable>[],
): Promise<
  { id: number; fornecedor_id: number; categoria_id: number; url: string; texto_tela: string | null }[]
> {
  const out = [];
  for (const lote of lotes(rows)) {
    out.push(
      ...(await db
        .insertInto('fornecedor_links')
        .values(lote)
        .returning(['id', 'fornecedor_id', 'categoria_id', 'url', 'texto_tela'])
        .execute()),
    );
  }
  return out;
}

export async function inserirGaleria(db: Db, rows: Insertable<GaleriaMidiasTable>[]): Promise<void> {
  for (const lote of lotes(rows)) await db.insertInto('galeria_midias').values(lote).execute();
}

export async function inserirFaqs(db: Db, rows: Insertable<FaqsTable>[]): Promise<void> {
  for (const lote of lotes(rows)) await db.insertInto('faqs').values(lote).execute();
}

export async function inserirDepoimentos(db: Db, rows: Insertable<DepoimentosTable>[]): Promise<void> {
  for (const lote of lotes(rows)) await db.insertInto('depoimentos').values(lote).execute();
}

export async function inserirPageViews(db: Db, rows: Insertable<PageViewsTable>[]): Promise<void> {
  for (const lote of lotes(rows)) await db.insertInto('page_views').values(lote).execute();
}

export async function inserirLinkClicks(db: Db, rows: Insertable<LinkClicksTable>[]): Promise<void> {
  for (const lote of lotes(rows)) await db.insertInto('link_clicks').values(lote).execute();
}

/** Usable owners for generated suppliers (advertisers and admins, active). */
export async function donosPossiveis(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('usuarios')
    .select('id')
    .where('tipo', 'in', ['anunciante', 'admin'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(50)
    .execute();
  return rows.map((r) => r.id);
}

export async function maiorIdFornecedor(db: Db): Promise<number> {
  const r = await db
    .selectFrom('fornecedores')
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirst();
  return Number(r?.m ?? 0);
}

export async function emailExiste(db: Db, email: string): Promise<number | null> {
  const r = await db.selectFrom('usuarios').select('id').where('email', '=', email).executeTakeFirst();
  return r?.id ?? null;
}
