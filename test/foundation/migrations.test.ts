import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { seedReference } from '../../db/seed/reference.js';
import { ESTADOS, TAGS_DORES } from '../../db/seed/taxonomy.js';

async function counts(db: ReturnType<typeof createDb>['db']) {
  const out: Record<string, number> = {};
  for (const t of ['categorias_tag', 'tags', 'categorias_link', 'tipos_fornecedor'] as const) {
    const r = await db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(r.n);
  }
  return out;
}

describe('migrations and reference seed', () => {
  it('migrates an empty database and seeding twice changes nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-mig-'));
    const created = createDb(path.join(dir, 'app.db'));
    await migrateToLatest(created.db);
    await migrateToLatest(created.db);
    await seedReference(created.db);
    const first = await counts(created.db);
    await seedReference(created.db);
    expect(await counts(created.db)).toEqual(first);
    expect(first.categorias_tag).toBe(5);

    const tags = await created.db
      .selectFrom('tags')
      .innerJoin('categorias_tag', 'categorias_tag.id', 'tags.categoria_id')
      .select(['tags.nome', 'categorias_tag.nome as categoria'])
      .execute();
    const byName = new Map(tags.map((t) => [t.nome, t.categoria]));
    expect(byName.get('para Todos')).toBe('Público');
    expect(byName.get('Brasil')).toBe('Localidade');
    expect(byName.get('Online')).toBe('Localidade');
    for (const e of ESTADOS) expect(byName.get(e.uf)).toBe('Localidade');
    for (const t of [...TAGS_DORES, 'Fotografia', 'Decoração', 'Assessoria'])
      expect(byName.has(t), t).toBe(true);
    await created.db.destroy();
  });

  it('runs with foreign keys on and WAL', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-mig-'));
    const created = createDb(path.join(dir, 'app.db'));
    expect(created.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(created.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    await migrateToLatest(created.db);
    await expect(
      sql`insert into tags (nome, categoria_id) values ('orfã', 9999)`.execute(created.db),
    ).rejects.toThrow(/FOREIGN KEY/);
    await created.db.destroy();
  });

  it('enforces nota between 1 and 5 and one testimonial per user per supplier in the database', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-mig-'));
    const { db } = createDb(path.join(dir, 'app.db'));
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await sql`insert into usuarios (nome, email, tipo, senha_hash, created_at, updated_at) values ('Ana', 'ana@x.com', 'cliente', 'h', ${now}, ${now})`.execute(
      db,
    );
    await sql`insert into fornecedores (slug, usuario_id, nome_empresa, descricao_curta, created_at, updated_at) values ('f', 1, 'F', 'd', ${now}, ${now})`.execute(
      db,
    );
    await expect(
      sql`insert into depoimentos (fornecedor_id, usuario_id, nota, comentario, created_at, updated_at) values (1, 1, 6, 'x', ${now}, ${now})`.execute(
        db,
      ),
    ).rejects.toThrow(/CHECK/);
    await sql`insert into depoimentos (fornecedor_id, usuario_id, nota, comentario, created_at, updated_at) values (1, 1, 5, 'x', ${now}, ${now})`.execute(
      db,
    );
    await expect(
      sql`insert into depoimentos (fornecedor_id, usuario_id, nota, comentario, created_at, updated_at) values (1, 1, 4, 'y', ${now}, ${now})`.execute(
        db,
      ),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      sql`insert into usuarios (nome, email, tipo, senha_hash, created_at, updated_at) values ('B', 'ANA@x.com', 'cliente', 'h', ${now}, ${now})`.execute(
        db,
      ),
    ).rejects.toThrow(/CHECK/);
    await db.destroy();
  });
});
