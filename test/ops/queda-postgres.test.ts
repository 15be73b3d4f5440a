// PostgreSQL goes away under write load (WORKERS=2, a real server as processes): killed with
// SIGKILL and started again, then restarted with `pg_ctl restart -m fast`. No app process exits,
// every answer is a success or the 503 DATABASE_UNAVAILABLE (never a 500, never a refused or cut
// connection), and the app serves again within 5 s of the database's return. Its own embedded
// PostgreSQL (never the run's shared one), whatever TEST_DB says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirBanco } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { seedReference } from '../../db/seed/reference.js';
import { createDeps } from '../../server/deps.js';
import { createLogger } from '../../server/logger.js';
import { envDeTeste } from '../helpers/db.js';
import { createUsuario, loginAs } from '../helpers/factories.js';
import { iniciarPostgresControlavel, type PostgresControlavel } from '../helpers/postgres-controlavel.js';
import { iniciarServidor, type ServidorDeTeste } from '../helpers/servidor.js';

/** Prazo do issue: de volta em até 5 s depois que o banco volta. */
const RECUPERACAO_MAX_MS = 5000;
const CONCORRENCIA = 8;

interface Resultado {
  inicio: number;
  fim: number;
  tipo: string;
  status: number;
  /** DATABASE_UNAVAILABLE (REST `error`, tRPC `appCode`), or what went wrong. */
  erro?: string;
}

interface Conta {
  id: number;
  token: string;
}

/** CONCORRENCIA loops of writes (profile update: a transaction), REST reads and tRPC reads. */
function carga(url: string, contas: Conta[]) {
  const resultados: Resultado[] = [];
  let parar = false;
  const uma = async (laco: number, n: number): Promise<Resultado> => {
    const conta = contas[laco % contas.length];
    const tipo = ['escrita', 'rest', 'trpc'][n % 3];
    const inicio = Date.now();
    try {
      const res =
        tipo === 'escrita'
          ? await fetch(`${url}/api/usuarios/${conta.id}`, {
              method: 'PUT',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${conta.token}` },
              body: JSON.stringify({ nome: `Pessoa ${laco} ${n}` }),
              signal: AbortSignal.timeout(20_000),
            })
          : await fetch(
              tipo === 'rest' ? `${url}/api/fornecedores?limit=5` : `${url}/trpc/fornecedores.tags`,
              {
                headers: { Authorization: `Bearer ${conta.token}` },
                signal: AbortSignal.timeout(20_000),
              },
            );
      const texto = await res.text();
      let erro: string | undefined;
      if (res.status >= 400) {
        try {
          const j = JSON.parse(texto);
          erro = j.error?.data?.appCode ?? j.error ?? j.code ?? texto.slice(0, 80);
        } catch {
          erro = `não JSON: ${texto.slice(0, 80)}`;
        }
        if (res.status === 503 && !res.headers.get('retry-after')) erro = `${erro} sem Retry-After`;
      }
      return { inicio, fim: Date.now(), tipo, status: res.status, erro };
    } catch (err) {
      return { inicio, fim: Date.now(), tipo, status: 0, erro: String((err as Error).cause ?? err) };
    }
  };
  const lacos = Array.from({ length: CONCORRENCIA }, async (_, laco) => {
    for (let n = laco; !parar; n++) resultados.push(await uma(laco, n));
  });
  return {
    resultados,
    async fim() {
      parar = true;
      await Promise.all(lacos);
    },
  };
}

async function esperarAte(condicao: () => boolean, prazoMs: number) {
  const limite = Date.now() + prazoMs;
  while (!condicao() && Date.now() < limite) await new Promise((r) => setTimeout(r, 20));
}

/** What one outage looked like, measured from the answers. */
function medir(resultados: Resultado[], voltou: number) {
  const falhas = resultados.filter((r) => r.status !== 200);
  const indevidas = falhas.filter((r) => !(r.status === 503 && r.erro === 'DATABASE_UNAVAILABLE'));
  const depoisDaVolta = resultados.filter((r) => r.inicio >= voltou);
  const primeiraOk = depoisDaVolta.find((r) => r.status === 200);
  const ultima503 = falhas.filter((r) => r.status === 503).at(-1);
  return {
    respostas: resultados.length,
    respostas503: falhas.length - indevidas.length,
    indevidas: indevidas.slice(0, 5),
    indevidasTotal: indevidas.length,
    /** From the database's return to the first success started after it. */
    primeiraOkMs: primeiraOk ? primeiraOk.fim - voltou : null,
    /** From the database's return to the end of the last 503 (negative: none after it returned). */
    ultima503Ms: ultima503 ? ultima503.fim - voltou : null,
    escritasOkDepois: depoisDaVolta.filter((r) => r.tipo === 'escrita' && r.status === 200).length,
  };
}

describe('PostgreSQL outage under write load (WORKERS=2)', () => {
  let banco: PostgresControlavel;
  let s: ServidorDeTeste;
  let contas: Conta[];
  const medidas: Record<string, unknown> = {};

  beforeAll(async () => {
    banco = await iniciarPostgresControlavel();
    const env = envDeTeste('/tmp', { DATABASE_URL: banco.url });
    const { db, sqlite, motor } = abrirBanco({ ...env, databasePoolSize: 2 });
    const deps = createDeps({ db, sqlite, motor, env, logger: createLogger('silent') });
    await migrateToLatest(db);
    await seedReference(db);
    contas = [];
    for (let i = 0; i < CONCORRENCIA; i++) {
      const u = await createUsuario(deps, { tipo: 'anunciante' });
      contas.push({ id: u.id, token: (await loginAs(deps, u)).token });
    }
    await db.destroy();
    s = await iniciarServidor({
      env: { WORKERS: '2', DATABASE_URL: banco.url, DATABASE_POOL_SIZE: '4' },
      prazoMs: 120_000,
    });
    await s.esperarLog(() => s.logs().filter((l) => l.msg === 'trabalhador pronto').length >= 2, 120_000);
  }, 240_000);

  afterAll(async () => {
    console.info('queda do PostgreSQL: medidas', JSON.stringify(medidas, null, 1));
    await s?.parar();
    await banco?.parar();
  }, 60_000);

  async function queda(nome: string, derrubarEVoltar: () => Promise<number>) {
    const c = carga(s.url, contas);
    // Load first: successes before the outage.
    await esperarAte(() => c.resultados.filter((r) => r.status === 200).length >= 30, 30_000);
    const voltou = await derrubarEVoltar();
    // Load past the recovery window, then stop.
    await esperarAte(() => Date.now() > voltou + RECUPERACAO_MAX_MS + 1500, 30_000);
    await c.fim();
    const m = medir(c.resultados, voltou);
    medidas[nome] = m;
    return m;
  }

  function semSaidasNemPilhas() {
    const saidas = s
      .logs()
      .filter((l) => l.msg === 'trabalhador terminou inesperadamente; outro será iniciado');
    const naoJson = s
      .saida()
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('{') && !l.includes(' no ar em '));
    return {
      saidas: saidas.length,
      naoJson: naoJson.slice(0, 10),
      primarioVivo: s.processo.exitCode === null,
    };
  }

  it('SIGKILL, then started again: no process exits, only 503 DATABASE_UNAVAILABLE meanwhile, back within 5 s', async () => {
    let morto = 0;
    const m = await queda('sigkill', async () => {
      await banco.matar();
      morto = Date.now();
      await new Promise((r) => setTimeout(r, 1500)); // the outage, under load
      await banco.iniciar();
      return Date.now();
    });
    medidas.sigkillForaMs = Date.now() - morto;
    const processos = semSaidasNemPilhas();
    medidas.sigkillProcessos = processos;
    expect(processos).toEqual({ saidas: 0, naoJson: [], primarioVivo: true });
    expect(m.indevidas).toEqual([]);
    expect(m.respostas503).toBeGreaterThan(0);
    expect(m.primeiraOkMs).not.toBeNull();
    expect(m.primeiraOkMs!).toBeLessThanOrEqual(RECUPERACAO_MAX_MS);
    expect(m.ultima503Ms ?? 0).toBeLessThanOrEqual(RECUPERACAO_MAX_MS);
    expect(m.escritasOkDepois).toBeGreaterThan(0);
    // The log says when it came back.
    const volta = await s.esperarLog((l) => l.msg === 'banco de dados respondendo de novo');
    expect(volta.foraMs).toBeGreaterThan(1000);
  }, 180_000);

  it('pg_ctl restart -m fast: no process exits, only 503 DATABASE_UNAVAILABLE meanwhile, back within 5 s', async () => {
    const m = await queda('reinicioRapido', async () => {
      await banco.reiniciarRapido();
      return Date.now();
    });
    const processos = semSaidasNemPilhas();
    medidas.reinicioProcessos = processos;
    expect(processos).toEqual({ saidas: 0, naoJson: [], primarioVivo: true });
    expect(m.indevidas).toEqual([]);
    expect(m.primeiraOkMs).not.toBeNull();
    expect(m.primeiraOkMs!).toBeLessThanOrEqual(RECUPERACAO_MAX_MS);
    expect(m.ultima503Ms ?? 0).toBeLessThanOrEqual(RECUPERACAO_MAX_MS);
    expect(m.escritasOkDepois).toBeGreaterThan(0);
    // Logged in bursts, not one line per failed request.
    const avisos = s.logs().filter((l) => l.msg === 'banco de dados indisponível').length;
    medidas.linhasDeAviso = avisos;
    expect(avisos).toBeGreaterThan(0);
    expect(avisos).toBeLessThan(40);
  }, 180_000);
});
