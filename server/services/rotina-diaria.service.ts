import * as eq from '../../db/queries/emails.queries.js';
import * as pq from '../../db/queries/protecao.queries.js';
import * as rq from '../../db/queries/retencao.queries.js';
import * as tq from '../../db/queries/tracking.queries.js';
import * as uq from '../../db/queries/usuarios.queries.js';
import { diaSaoPaulo } from '../../shared/dia-sao-paulo.js';
import { SESSION_ABSOLUTE_MS, SESSION_INACTIVITY_MS } from '../auth/session.js';
import type { AppDeps } from '../deps.js';
import { removerArquivosOrfaos } from '../uploads/referencias.js';
import { somarDias } from './estatisticas.service.js';
import { apagarAntigos, DIA_MS } from './orcamentos.service.js';
import { esquecerSaisAnteriores } from './tracking.service.js';

/** Raw page views and link clicks are kept this many months, then only their daily counts. */
export const RETENCAO_EVENTOS_MESES = 25;

/** The first São Paulo day whose raw events are kept: `meses` calendar months before `hoje`. */
export function inicioDaRetencao(hoje: string, meses = RETENCAO_EVENTOS_MESES): string {
  const [a, m, d] = hoje.split('-').map(Number);
  const total = a * 12 + (m - 1) - meses;
  const ano = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  // 31 March minus one month is the last day of February
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return `${ano}-${String(mes).padStart(2, '0')}-${String(Math.min(d, ultimo)).padStart(2, '0')}`;
}

export interface ResultadoRotina {
  consolidadosAntesDe: string;
  pageViews: number;
  linkClicks: number;
  sessoes: number;
  tokens: number;
  orcamentos: number;
  /** Expired rate-limit buckets and captcha payloads deleted (the shared ones, table limites). */
  limites: number;
  captchas: number;
  /** Upload files no row refers to, older than an hour, removed (-1: the store did not answer). */
  arquivosOrfaos: number;
  /** Queue rows deleted: sent ones past EMAIL_RETENTION_DAYS, given-up ones past FALHAS_EMAIL_DIAS. */
  emails: number;
}

/** Given-up e-mails stay this many days (or EMAIL_RETENTION_DAYS, if longer) for the admin panel. */
export const FALHAS_EMAIL_DIAS = 30;

/**
 * The daily job: rolls raw events older than 25 months into daily counts and deletes them, purges
 * expired sessions, e-mail tokens (a day after expiry, so a late click still reads "expired") and
 * past days' tracking salts, expired rate-limit buckets and used captcha payloads (PostgreSQL's
 * shared ones), applies LEAD_RETENTION_DAYS and EMAIL_RETENTION_DAYS (the e-mail queue's sent
 * rows; given-up ones after FALHAS_EMAIL_DIAS), and removes upload files no row refers to that are
 * older than an hour (server/uploads/referencias.ts). Idempotent: a second run (or a second
 * process, which waits for the first one's transaction) finds nothing left to do.
 */
export async function executarRotinaDiaria(
  deps: AppDeps,
  agora: Date = deps.agora(),
): Promise<ResultadoRotina> {
  const hoje = diaSaoPaulo(agora);
  const antesDe = inicioDaRetencao(hoje);
  const t = agora.getTime();
  const r = await deps.db.transaction().execute(async (trx) => {
    await rq.markRotina(trx, 'diaria', agora.toISOString());
    const eventos = await rq.consolidateEventos(trx, antesDe);
    const sessoes = await rq.deleteSessoesExpiradas(trx, {
      usadaAntesDe: t - SESSION_INACTIVITY_MS,
      criadaAntesDe: t - SESSION_ABSOLUTE_MS,
    });
    const tokens = await uq.deleteTokensExpirados(trx, new Date(t - DIA_MS).toISOString());
    await tq.deleteSaisAnteriores(trx, hoje);
    return { consolidadosAntesDe: antesDe, ...eventos, sessoes, tokens };
  });
  esquecerSaisAnteriores(deps.db, hoje);
  const orcamentos = await apagarAntigos(deps, agora);
  // Outside the transaction: independent of the rest, and a repeat deletes nothing more.
  const protecao = await pq.deleteProtecaoExpirada(deps.db, t);
  const arquivosOrfaos = await removerArquivosOrfaos(deps.storage, deps.db, deps.logger, agora).catch(
    (err: unknown) => {
      // A bucket that is down skips the sweep until the next run; the rest of the job stands.
      deps.logger.error({ err }, 'rotina diária: arquivos órfãos não verificados');
      return -1;
    },
  );
  const dias = deps.env.emailRetentionDays;
  const emails = await eq.deleteEmailsAntigos(deps.db, {
    enviadosAntesDe: new Date(t - dias * DIA_MS).toISOString(),
    falhasAntesDe: new Date(t - Math.max(dias, FALHAS_EMAIL_DIAS) * DIA_MS).toISOString(),
  });
  const resultado = { ...r, orcamentos, ...protecao, arquivosOrfaos, emails };
  deps.logger.info(resultado, 'rotina diária concluída');
  return resultado;
}

/** Milliseconds until one minute past the next midnight in São Paulo (UTC-3, no daylight saving since 2019). */
export function msAteMeiaNoite(agora: Date): number {
  const proxima = Date.parse(`${somarDias(diaSaoPaulo(agora), 1)}T00:01:00-03:00`);
  return Math.max(1000, proxima - agora.getTime());
}

/**
 * Runs the daily job now, then just after the next São Paulo midnight (so a finished day's salt
 * goes at once) and every 24 h, on timers that do not keep the process alive. Answers a stop
 * function, whose promise settles when a run in progress has finished. `intervaloMs` (tests)
 * replaces both waits.
 */
export function agendarRotinaDiaria(deps: AppDeps, opts: { intervaloMs?: number } = {}): () => Promise<void> {
  // The run in progress: stopping waits for it, so shutdown closes the database after its commit.
  let emAndamento: Promise<void> = Promise.resolve();
  const rodar = () => {
    emAndamento = executarRotinaDiaria(deps).then(
      () => {},
      (err) => deps.logger.error({ err }, 'falha na rotina diária'),
    );
  };
  rodar();
  let intervalo: NodeJS.Timeout | undefined;
  const primeiro = setTimeout(() => {
    rodar();
    intervalo = setInterval(rodar, opts.intervaloMs ?? DIA_MS);
    intervalo.unref();
  }, opts.intervaloMs ?? msAteMeiaNoite(deps.agora()));
  primeiro.unref();
  return () => {
    clearTimeout(primeiro);
    clearInterval(intervalo);
    return emAndamento;
  };
}
