import { execFile } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as primeiraMigracao from '../../db/migrations/2026-11-25-001-initial.js';
import { migrateToLatest, nomesDasMigracoes } from '../../db/migrator.js';
import { TABELAS, tabelasCopiadas } from '../../db/tabelas.js';
import { createBackup, restoreBackup } from '../../server/ops/backup.js';
import { copiarEntreEnderecos, lerArgumentosDaCopia } from '../../server/ops/copia.js';
import { callerFor } from '../helpers/callers.js';
import {
  abrir,
  conteudo,
  depsDe,
  esperarMesmosDados,
  instalacaoDemo,
  pasta,
  postgresVazio,
  sqliteDemo,
  usarAmbienteDaCopia,
} from '../helpers/copia.js';

const rodar = promisify(execFile);
const RAIZ = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(RAIZ, 'node_modules/.bin/tsx');

// A PostgreSQL (the run's or its own) and a SQLite installation with the demo data: test/helpers/copia.ts.
usarAmbienteDaCopia();

describe('db:copy from SQLite to PostgreSQL', () => {
  it('copies every table through the CLI, prints the summary, and the app reads the same list and detail', async () => {
    const origem = sqliteDemo();
    const destino = await postgresVazio();
    const { stdout } = await rodar(
      TSX,
      ['scripts/db-copy.ts', '--from', `sqlite:${origem}`, '--to', destino],
      {
        cwd: RAIZ,
      },
    );
    expect(stdout).toContain('Cópia concluída');
    expect(stdout).not.toContain(new URL(destino).password);

    const sqlite = abrir(origem);
    const postgres = abrir(destino);
    await esperarMesmosDados(sqlite.db, postgres.db);
    // The summary names every copied table with the count it holds on both sides.
    for (const { nome } of tabelasCopiadas()) {
      const { n } = await postgres.db
        // biome-ignore lint/suspicious/noExplicitAny: every table, by name
        .selectFrom(nome as any)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(stdout).toMatch(new RegExp(`^${nome}\\s+${n}$`, 'm'));
    }
    expect(stdout).toMatch(/^page_views\s+[1-9]\d*$/m);

    const naSqlite = await callerFor(depsDe(sqlite, instalacaoDemo().dataDir));
    const noPostgres = await callerFor(depsDe(postgres, instalacaoDemo().dataDir));
    const lista = await naSqlite.fornecedores.list({ porPagina: 24 });
    expect(lista.total).toBeGreaterThan(24);
    expect(await noPostgres.fornecedores.list({ porPagina: 24 })).toEqual(lista);
    expect(await noPostgres.fornecedores.list({ pagina: 2, porPagina: 24 })).toEqual(
      await naSqlite.fornecedores.list({ pagina: 2, porPagina: 24 }),
    );
    const slug = lista.itens[0].slug;
    const detalhe = await naSqlite.fornecedores.detail({ slug });
    expect(detalhe.nome_empresa).toBe(lista.itens[0].nome_empresa);
    expect(await noPostgres.fornecedores.detail({ slug })).toEqual(detalhe);
  }, 60_000);

  it('keeps the ids and the identity sequences continue after them, deleted ids included', async () => {
    const origem = sqliteDemo();
    const destino = await postgresVazio();
    await copiarEntreEnderecos(
      {
        origem: { motor: 'sqlite', arquivo: origem },
        destino: { motor: 'postgres', url: destino },
        substituir: false,
      },
      { tamanhoDoLote: 7 },
    );
    const sqlite = abrir(origem);
    const postgres = abrir(destino);
    const { maior } = await sqlite.db
      .selectFrom('usuarios')
      .select((eb) => eb.fn.max('id').as('maior'))
      .executeTakeFirstOrThrow();
    const novo = await postgres.db
      .insertInto('usuarios')
      .values({
        nome: 'Depois da Cópia',
        email: 'depois@exemplo.com.br',
        telefone: null,
        ramo_atividade: null,
        tipo: 'cliente',
        senha_hash: 'x',
        email_verificado_em: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(novo.id).toBe(Number(maior) + 1);
    // The source's last message was deleted: SQLite's AUTOINCREMENT never hands its id out again,
    // and neither does PostgreSQL after the copy.
    const sequencia = await sql<{
      seq: number;
    }>`select seq from sqlite_sequence where name = 'mensagens_contato'`.execute(sqlite.db);
    const mensagem = await postgres.db
      .insertInto('mensagens_contato')
      .values({
        nome: 'B',
        email: 'b@exemplo.com',
        assunto: 'nova',
        mensagem: 'm',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(mensagem.id).toBe(sequencia.rows[0].seq + 1);
    // Small batches (7 rows) read every row once: composite keys and the keyless logs included.
    await postgres.db.deleteFrom('usuarios').where('id', '=', novo.id).execute();
    await postgres.db.deleteFrom('mensagens_contato').where('id', '=', mensagem.id).execute();
    await esperarMesmosDados(sqlite.db, postgres.db);
  }, 60_000);

  it('refuses a destination that has data and leaves it as it was; --substituir replaces it', async () => {
    const destino = await postgresVazio();
    const args = {
      origem: { motor: 'sqlite' as const, arquivo: sqliteDemo() },
      destino: { motor: 'postgres' as const, url: destino },
      substituir: false,
    };
    await copiarEntreEnderecos(args);
    const postgres = abrir(destino);
    await postgres.db
      .updateTable('fornecedores')
      .set({ nome_empresa: 'Alterado no destino' })
      .where('id', '=', 1)
      .execute();
    const antes = await conteudo(postgres.db, 'fornecedores');

    await expect(copiarEntreEnderecos(args)).rejects.toThrow(/já tem dados \(usuarios: \d+.*--substituir/);
    expect(await conteudo(postgres.db, 'fornecedores')).toEqual(antes);

    await copiarEntreEnderecos({ ...args, substituir: true });
    const sqlite = abrir(args.origem.arquivo);
    await esperarMesmosDados(sqlite.db, postgres.db);
  }, 60_000);

  it('fails loudly when a table does not arrive whole, and leaves nothing in the destination', async () => {
    const postgresUrl = await postgresVazio();
    const args = {
      origem: { motor: 'sqlite' as const, arquivo: sqliteDemo() },
      destino: { motor: 'postgres' as const, url: postgresUrl },
      substituir: false,
    };
    await copiarEntreEnderecos(args);
    // Back to a new SQLite file whose faqs silently lose a row on the way in.
    const arquivo = path.join(pasta('vs-copia-volta-'), 'app.db');
    const destino = abrir(arquivo);
    await migrateToLatest(destino.db);
    await sql`create trigger perde_uma after insert on faqs when new.id = 3 begin delete from faqs where id = 3; end`.execute(
      destino.db,
    );
    await expect(
      copiarEntreEnderecos({
        origem: args.destino,
        destino: { motor: 'sqlite', arquivo },
        substituir: false,
      }),
    ).rejects.toThrow(/Contagem diferente em faqs: origem \d+, lidas \d+, destino \d+/);
    for (const { nome } of tabelasCopiadas()) {
      if (nome === 'rotinas' || nome === 'diretorio_versao') continue; // rows of the migrations
      expect({ nome, linhas: await conteudo(destino.db, nome) }).toEqual({ nome, linhas: [] });
    }
  }, 60_000);

  it('brings a source written by an older version to the latest migration first, and says so', async () => {
    const arquivo = path.join(pasta('vs-copia-antiga-'), 'app.db');
    const antiga = abrir(arquivo);
    const apenasAPrimeira = new Migrator({
      db: antiga.db,
      provider: { getMigrations: async () => ({ '2026-11-25-001-initial': primeiraMigracao }) },
    });
    expect((await apenasAPrimeira.migrateToLatest()).error).toBeUndefined();
    const agora = new Date().toISOString();
    await antiga.db
      .insertInto('usuarios')
      .values({
        nome: 'Antiga',
        email: 'antiga@exemplo.com.br',
        tipo: 'cliente',
        senha_hash: 'x',
        created_at: agora,
        updated_at: agora,
      })
      .execute();
    const destino = await postgresVazio();
    const avisos: string[] = [];
    await copiarEntreEnderecos(
      {
        origem: { motor: 'sqlite', arquivo },
        destino: { motor: 'postgres', url: destino },
        substituir: false,
      },
      { avisar: (m) => avisos.push(m) },
    );
    const ultima = nomesDasMigracoes().at(-1);
    expect(avisos).toContain(`A origem estava na migração 2026-11-25-001-initial; migrada até ${ultima}.`);
    const postgres = abrir(destino);
    expect(await postgres.db.selectFrom('usuarios').select('email').execute()).toEqual([
      { email: 'antiga@exemplo.com.br' },
    ]);
  }, 60_000);

  it('refuses a source written by a newer version, and a file that is not a Vitrine database', async () => {
    const origem = sqliteDemo();
    const sqlite = abrir(origem);
    await sql`insert into kysely_migration (name, timestamp) values ('2099-01-01-001-futura', '2099-01-01')`.execute(
      sqlite.db,
    );
    const destino = await postgresVazio();
    const copiar = (arquivo: string) =>
      copiarEntreEnderecos({
        origem: { motor: 'sqlite', arquivo },
        destino: { motor: 'postgres', url: destino },
        substituir: false,
      });
    await expect(copiar(origem)).rejects.toThrow(
      /migrações que este código não conhece \(2099-01-01-001-futura\)/,
    );

    const vazio = path.join(pasta('vs-copia-vazio-'), 'outro.db');
    abrir(vazio);
    await expect(copiar(vazio)).rejects.toThrow(/não é um banco da Vitrine/);
    const inexistente = path.join(pasta('vs-copia-nada-'), 'nada.db');
    await expect(copiar(inexistente)).rejects.toThrow(/não existe/);
    expect(existsSync(inexistente)).toBe(false);
    // Nothing was written to the destination: it was not even migrated.
    const postgres = abrir(destino);
    expect(
      await sql`select 1 from pg_tables where tablename = 'usuarios'`.execute(postgres.db),
    ).toMatchObject({
      rows: [],
    });
  }, 60_000);

  it('reads its arguments and answers a mistake with what is wrong and the usage (exit code 2)', async () => {
    expect(lerArgumentosDaCopia(['--from', 'sqlite:./data/app.db', '--to=postgres://u:s@h:5432/b'])).toEqual({
      origem: { motor: 'sqlite', arquivo: path.resolve('data/app.db') },
      destino: { motor: 'postgres', url: 'postgres://u:s@h:5432/b' },
      substituir: false,
    });
    expect(
      lerArgumentosDaCopia(['--to', 'sqlite:b.db', '--from', 'postgresql://h/a', '--substituir']),
    ).toMatchObject({
      origem: { motor: 'postgres' },
      destino: { motor: 'sqlite', arquivo: path.resolve('b.db') },
      substituir: true,
    });
    expect(() => lerArgumentosDaCopia([])).toThrow('Falta a origem');
    expect(() => lerArgumentosDaCopia(['--from', 'sqlite:a.db'])).toThrow('Falta o destino');
    expect(() => lerArgumentosDaCopia(['--from', '--to', 'sqlite:b.db'])).toThrow('Falta o valor de --from');
    expect(() => lerArgumentosDaCopia(['--from', 'mysql://h/a', '--to', 'sqlite:b.db'])).toThrow(
      'Endereço não reconhecido',
    );
    expect(() => lerArgumentosDaCopia(['--from', 'sqlite:a.db', '--to', 'sqlite:./a.db'])).toThrow(
      'mesmo banco',
    );
    expect(() => lerArgumentosDaCopia(['--from', 'sqlite:a.db', '--to', 'sqlite:b.db', '--force'])).toThrow(
      'Argumento desconhecido: --force',
    );

    const erro = await rodar(TSX, ['scripts/db-copy.ts', '--from', 'sqlite:a.db'], { cwd: RAIZ }).catch(
      (e) => e,
    );
    expect(erro.code).toBe(2);
    expect(erro.stderr).toContain('Falta o destino');
    expect(erro.stderr).toContain('Uso: npm run db:copy -- --from <origem> --to <destino>');
  }, 30_000);
});

describe('the table list of the copy (db/tabelas.ts)', () => {
  it('names every table the migrations create, on both engines, parents before children', async () => {
    const conhecidas = Object.keys(TABELAS);
    const sqlite = abrir(sqliteDemo());
    const postgres = abrir(await postgresVazio());
    await migrateToLatest(postgres.db);
    for (const banco of [sqlite, postgres]) {
      const tabelas = await banco.db.introspection.getTables();
      for (const { name } of tabelas) {
        // A table created by a migration must be listed, copied or ephemeral: otherwise db:copy and
        // the PostgreSQL backup refuse to run.
        expect(conhecidas, `adicione a tabela ${name} em db/tabelas.ts`).toContain(name);
      }
    }
    const ordem = tabelasCopiadas().map((t) => t.nome);
    for (const [i, tabela] of ordem.entries()) {
      const chaves = sqlite.sqlite?.pragma(`foreign_key_list(${tabela})`) as { table: string }[];
      for (const { table: pai } of chaves) {
        expect(ordem.indexOf(pai), `${tabela} referencia ${pai}: ${pai} vem antes`).toBeLessThan(i);
      }
    }
    expect(nomesDasMigracoes().at(-1)).toMatch(/^\d{4}-\d{2}-\d{2}-\d{3}-/);
  }, 30_000);
});

describe('backup on PostgreSQL', () => {
  it('archives a SQLite app.db that restores into SQLite and into PostgreSQL with the same data and uploads', async () => {
    const postgresUrl = await postgresVazio();
    await copiarEntreEnderecos({
      origem: { motor: 'sqlite', arquivo: sqliteDemo() },
      destino: { motor: 'postgres', url: postgresUrl },
      substituir: false,
    });
    const dataDir = pasta('vs-copia-pg-data-');
    cpSync(path.join(instalacaoDemo().dataDir, 'uploads'), path.join(dataDir, 'uploads'), {
      recursive: true,
    });

    const { archive } = await createBackup(dataDir, pasta('vs-copia-bkp-'), { databaseUrl: postgresUrl });
    const postgres = abrir(postgresUrl);

    // Into SQLite (a new data dir): the same rows, and the same pages through the app.
    const naSqliteDir = pasta('vs-copia-restaura-sqlite-');
    await restoreBackup(archive, naSqliteDir);
    const restaurado = abrir(path.join(naSqliteDir, 'app.db'));
    await esperarMesmosDados(postgres.db, restaurado.db);
    const lista = await (await callerFor(depsDe(postgres, dataDir))).fornecedores.list({ porPagina: 24 });
    expect(
      await (await callerFor(depsDe(restaurado, naSqliteDir))).fornecedores.list({ porPagina: 24 }),
    ).toEqual(lista);
    expect(
      existsSync(path.join(naSqliteDir, lista.itens[0].foto_perfil?.replace('/uploads/', 'uploads/') ?? '-')),
    ).toBe(true);

    // Into PostgreSQL: refused while the database has data, replaced with force.
    const outroPostgres = await postgresVazio();
    const naPostgresDir = pasta('vs-copia-restaura-pg-');
    await restoreBackup(archive, naPostgresDir, { databaseUrl: outroPostgres });
    await esperarMesmosDados(postgres.db, abrir(outroPostgres).db);
    await expect(restoreBackup(archive, naPostgresDir, { databaseUrl: outroPostgres })).rejects.toThrow(
      /já tem dados.*--force/,
    );
    await restoreBackup(archive, naPostgresDir, { databaseUrl: outroPostgres, force: true });
    await esperarMesmosDados(postgres.db, abrir(outroPostgres).db);
  }, 120_000);
});
