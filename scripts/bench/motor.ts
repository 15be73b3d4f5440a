import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type Banco, createDb, createPostgresDb, type Motor } from '../../db/client.js';
import { iniciarPostgresEmbutido } from '../lib/postgres-embutido.js';

/**
 * The engine a bench run measures: SQLite in the run's DATA_DIR (default), or, with `--pg`, an
 * embedded PostgreSQL started for the run (scripts/lib/postgres-embutido.ts, PostgreSQL's default
 * durability) reached over its Unix socket by the generator, the counters and the server alike.
 */
export interface MotorBench {
  motor: Motor;
  /** How reports name it, e.g. "PostgreSQL 18.4 (embutido, socket Unix)". */
  rotulo: string;
  /** DATABASE_URL for the server (null: SQLite in DATA_DIR). */
  databaseUrl: string | null;
  /** A new connection to the run's database (close it with `db.destroy()`). */
  abrir(dataDir: string): Banco;
  parar(): Promise<void>;
}

export async function prepararMotor(postgres: boolean): Promise<MotorBench> {
  if (!postgres) {
    return {
      motor: 'sqlite',
      rotulo: 'SQLite (arquivo em DATA_DIR, WAL)',
      databaseUrl: null,
      abrir: (dataDir) => ({ ...createDb(path.join(dataDir, 'app.db')), motor: 'sqlite' }),
      parar: async () => {},
    };
  }
  const pg = await iniciarPostgresEmbutido({ banco: 'bench', duravel: true, socket: true });
  const sonda = createPostgresDb(pg.url, 1);
  try {
    const { rows } = await sql<{
      versao: string;
    }>`select current_setting('server_version') as versao`.execute(sonda.db);
    return {
      motor: 'postgres',
      rotulo: `PostgreSQL ${rows[0]?.versao ?? '?'} (embutido, ${pg.conexao})`,
      databaseUrl: pg.url,
      abrir: () => createPostgresDb(pg.url, 4),
      parar: () => pg.parar(),
    };
  } catch (err) {
    await pg.parar();
    throw err;
  } finally {
    await sonda.db.destroy();
  }
}

/** The processes whose parent is `pid` (Linux /proc): the workers node:cluster forked. */
export function filhosDe(pid: number): number[] {
  const filhos: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // Fields after "(comm)": state, ppid, ... (comm may hold spaces and parentheses).
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      // tsx's esbuild service is a child too; only the cluster's node processes count.
      const nome = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (ppid === pid && nome !== 'esbuild') filhos.push(Number(d));
    } catch {
      // the process ended while listing
    }
  }
  return filhos;
}
