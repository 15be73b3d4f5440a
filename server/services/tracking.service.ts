import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { findFornecedorOwner } from '../../db/queries/dono.queries.js';
import * as tq from '../../db/queries/tracking.queries.js';
import { diaSaoPaulo } from '../../shared/dia-sao-paulo.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { LinkClickInput, PageViewInput } from '../schemas/tracking.schema.js';
import type { AuthedContext, Context } from './contexto.js';
import { exigirAdmin } from './permissoes.js';
import { gravarPageView } from './tracking.fila.js';
import {
  cliqueAlemDoPrefixo,
  cliqueCorresponde,
  destinoDoFornecedor,
  prefixoDeRede,
} from './tracking.prefixo.js';

/** Link-click duplicate window: a repeat of the same click within 2000 ms is not counted. */
export const LINK_CLICK_JANELA_MS = 2000;
/** Over this many times the per-visitor limit, one address is refused (429) outright. */
export const FATOR_LIMITE_IP = 10;

/**
 * Known crawlers, link-preview fetchers and HTTP tools (an absent user agent is not
 * assumed to be a bot). Their hits are kept (contado = 0, 'bot')
 * so an audit can see them, but never counted.
 */
const BOTS =
  /bot\b|bot\/|crawler|spider|crawling|slurp|facebookexternalhit|facebookcatalog|whatsapp|telegrambot|twitterbot|slackbot|linkedinbot|discordbot|skypeuripreview|embedly|pinterest|bingpreview|googlebot|bingbot|yandex|baiduspider|duckduckbot|applebot|semrush|ahrefs|petalbot|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|postman|insomnia/i;

export function ehBot(userAgent: string | null | undefined): boolean {
  return BOTS.test((userAgent ?? '').trim());
}

/**
 * The address a client is known by: IPv4 as is, IPv6 by its /64 (one subscriber gets the whole
 * prefix, so single addresses would let one machine rotate freely).
 */
export function enderecoDoCliente(ip: string): string {
  const v4 = ip.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i);
  if (v4) return v4[1];
  if (!ip.includes(':')) return ip;
  const semZona = ip.split('%')[0].toLowerCase();
  let grupos = semZona.split(':');
  if (semZona.includes('::')) {
    const [antes, depois] = semZona.split('::');
    const a = antes ? antes.split(':') : [];
    const d = depois ? depois.split(':') : [];
    grupos = [...a, ...Array<string>(Math.max(0, 8 - a.length - d.length)).fill('0'), ...d];
  }
  return `${grupos
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The day's salt, per database: in memory for the day (no database read per event) and in
 * rastreio_sal so a restart within the day keeps counting the same visitors. A new day's first
 * event creates (or, in another process, finds) that day's salt and deletes the older ones.
 */
const sais = new WeakMap<Db, { dia: string; sal: Buffer | Promise<Buffer> }>();

async function carregarSal(db: Db, dia: string): Promise<Buffer> {
  const sal = await db.transaction().execute(async (trx) => {
    await tq.insertSalIfMissing(trx, dia, randomBytes(32).toString('base64url'));
    await tq.deleteSaisAnteriores(trx, dia);
    return tq.getSalDoDia(trx, dia);
  });
  return Buffer.from(sal, 'base64url');
}

function salDoDia(db: Db, dia: string): Buffer | Promise<Buffer> {
  const atual = sais.get(db);
  if (atual?.dia === dia) return atual.sal;
  const promessa = carregarSal(db, dia);
  sais.set(db, { dia, sal: promessa });
  promessa.then(
    (sal) => {
      if (sais.get(db)?.dia === dia) sais.set(db, { dia, sal });
    },
    () => {
      if (sais.get(db)?.dia === dia) sais.delete(db);
    },
  );
  return promessa;
}

/** Forgets the in-memory salt of any day before `dia` (the daily job; the next event reloads). */
export function esquecerSaisAnteriores(db: Db, dia: string): void {
  const atual = sais.get(db);
  if (atual && atual.dia < dia) sais.delete(db);
}

/**
 * The visitor of the day: HMAC-SHA256 under the day's random salt of (site, address, user agent).
 * Nothing is stored in the browser; once the salt is deleted the hash cannot be recomputed or
 * linked to the next day's, so no identifier outlives the day. A `session_id` sent by a REST
 * client is accepted but does not split one address and browser into many visitors (it was the
 * client's word: a script could mint as many as it liked).
 */
async function visitanteDoDia(deps: AppDeps, req: Context['req'], dia: string): Promise<Visitante> {
  const s = salDoDia(deps.db, dia);
  const sal = s instanceof Buffer ? s : await s;
  const hash = (texto: string) => createHmac('sha256', sal).update(texto).digest('base64url');
  return {
    visitante: hash(`${deps.env.publicUrl}\u0000${enderecoDoCliente(req.ip)}\u0000${req.userAgent ?? ''}`),
    // The network, hashed the same way (never stored in the clear): the per-prefix cap.
    prefixo: hash(`${deps.env.publicUrl}\u0000prefixo\u0000${prefixoDeRede(req.ip)}`),
  };
}

interface Visitante {
  visitante: string;
  prefixo: string;
}

function muitasRequisicoes(retryAfter: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', 'Muitas requisições em pouco tempo. Aguarde e tente novamente.', {
    appCode: 'RATE_LIMITED',
    retryAfter,
  });
}

/**
 * Flood control: a visitor over env.rateLimits.tracking keeps being recorded as 'limite'
 * (not counted); one address over ten times that limit is refused with 429.
 */
async function limite(ctx: Context, visitante: string): Promise<'ok' | 'limite'> {
  const setting = ctx.deps.env.rateLimits.tracking;
  const porIp = await ctx.deps.limiter.hit(`rastreio-ip:${ctx.req.ip}`, {
    max: setting.max * FATOR_LIMITE_IP,
    windowMs: setting.windowMs,
  });
  if (porIp > 0) throw muitasRequisicoes(porIp);
  return (await ctx.deps.limiter.hit(`rastreio:${visitante}`, setting)) > 0 ? 'limite' : 'ok';
}

/**
 * Why an event is not counted, before the repeat check (which needs the batch's transaction): a
 * bot, a visitor over its limit, or the supplier's owner looking at their own showcase.
 */
function motivoSemContar(ctx: Context, estado: 'ok' | 'limite', donoId: number | null): string | null {
  if (ehBot(ctx.req.userAgent)) return 'bot';
  if (estado === 'limite') return 'limite';
  if (ctx.user && donoId !== null && ctx.user.id === donoId) return 'dono';
  return null;
}

/** The columns a page view and a link click share: who, when, and whether it counts. */
function doVisitante(ctx: Context, v: Visitante, motivo: string | null, dia: string, agora: Date) {
  return {
    session_id: v.visitante,
    prefixo: v.prefixo,
    usuario_id: ctx.user?.id ?? null,
    user_agent: ctx.req.userAgent?.slice(0, 300) ?? null,
    motivo_descartado: motivo,
    contado: motivo ? 0 : 1,
    dia,
    created_at: agora.toISOString(),
  };
}

/** Path of a URL or path (query and hash dropped), trimmed. */
function caminho(url: string): string {
  try {
    const u = new URL(url, 'http://x');
    return u.pathname.slice(0, 500) || '/';
  } catch {
    return url.split(/[?#]/)[0].slice(0, 500) || '/';
  }
}

export type ResultadoRastreio = { registrado: boolean; contado: boolean; motivo: string | null };

/**
 * Records one page view, classified when written: 'bot', 'dono' (the owner on their own
 * showcase), 'repetido' (same visitor and page already counted that São Paulo day), 'limite'
 * (flood). The visitor is the day's hash (visitanteDoDia): never the IP, never a cookie.
 * Addresses containing 'uploads' and unknown suppliers are not recorded.
 */
export async function pageView(ctx: Context, input: PageViewInput): Promise<ResultadoRastreio> {
  const { db } = ctx.deps;
  if (input.url.includes('uploads')) return { registrado: false, contado: false, motivo: null };
  const now = ctx.deps.agora();
  const dia = diaSaoPaulo(now);
  const visitante = await visitanteDoDia(ctx.deps, ctx.req, dia);
  const estado = await limite(ctx, visitante.visitante);
  const url = caminho(input.url);

  let fornecedorId: number | null = null;
  let donoId: number | null = null;
  const objectId = input.object_id ? String(input.object_id).trim() : null;
  if (input.page_type === 'fornecedor') {
    if (!objectId) return { registrado: false, contado: false, motivo: null };
    const f = await findFornecedorOwner(
      db,
      /^\d{1,12}$/.test(objectId) ? { id: Number(objectId) } : { slug: objectId },
      { publico: true },
    );
    if (!f) return { registrado: false, contado: false, motivo: null };
    fornecedorId = f.id;
    donoId = f.usuario_id;
  }

  // 'repetido' is decided with the batch, inside its transaction (gravarPageView).
  const motivo = motivoSemContar(ctx, estado, donoId);

  const linha: tq.NovoPageView = {
    page_type: input.page_type,
    object_id: objectId,
    fornecedor_id: fornecedorId,
    url,
    referrer: input.referrer ? String(input.referrer).slice(0, 500) : null,
    ...doVisitante(ctx, visitante, motivo, dia, now),
  };
  const final = await gravarPageView(db, linha);
  return { registrado: true, contado: !final, motivo: final };
}

/** Clicks on internal profile links (/fornecedores/, /solucao/) are not logged. */
export function linkInterno(url: string): boolean {
  return url.includes('/fornecedores/') || url.includes('/solucao/');
}

/**
 * Records one link click on a public supplier, classified like page views; a repeat of the same
 * supplier, link and url by the same visitor within 2000 ms is 'repetido', a url that is not the
 * link's (or the supplier's) is 'destino', a network over its cap is 'prefixo'. link_type comes from
 * the link's category when the link belongs to the supplier.
 */
export async function linkClick(
  ctx: Context,
  input: LinkClickInput,
  opcoes: { exemplo?: boolean } = {},
): Promise<ResultadoRastreio> {
  const { db } = ctx.deps;
  if (linkInterno(input.url)) return { registrado: false, contado: false, motivo: null };
  const fornecedor = await findFornecedorOwner(db, { id: input.fornecedor_id }, { publico: true });
  if (!fornecedor) return { registrado: false, contado: false, motivo: null };
  const now = ctx.deps.agora();
  const dia = diaSaoPaulo(now);
  const quem = await visitanteDoDia(ctx.deps, ctx.req, dia);
  const sessao = quem.visitante;
  const estado = await limite(ctx, sessao);

  let linkId: number | null = null;
  let linkType =
    (input.link_type ?? '')
      .toString()
      .toLowerCase()
      .replace(/[^a-z_-]/g, '')
      .slice(0, 30) || 'site';
  // The click must point where the link (or, without a link id, one of the supplier's links or
  // contact fields) points: a real link_id with any url counted clicks for anywhere.
  let destinoConfere = false;
  if (input.link_id) {
    const link = await tq.findLinkComCategoria(db, input.link_id, fornecedor.id);
    if (link) {
      linkId = link.id;
      linkType = link.categoria_nome.toLowerCase();
      destinoConfere = cliqueCorresponde(input.url, [link.url]);
    }
  } else destinoConfere = await destinoDoFornecedor(db, fornecedor.id, input.url);
  const url = input.url.slice(0, 2000);

  let motivo = opcoes.exemplo
    ? 'exemplo'
    : (motivoSemContar(ctx, estado, fornecedor.usuario_id) ?? (destinoConfere ? null : 'destino'));

  // The repeat check and the insert in one transaction, the visitor locked on PostgreSQL: the same
  // click sent twice at once (to two processes, or two requests of one) is counted once.
  await db.transaction().execute(async (trx) => {
    if (!motivo) {
      await tq.lockVisitantes(trx, [sessao, `p:${quem.prefixo}`]);
      const recente = await tq.hasLinkClickRecente(trx, {
        sessionId: sessao,
        fornecedorId: fornecedor.id,
        linkId,
        url,
        desde: new Date(now.getTime() - LINK_CLICK_JANELA_MS).toISOString(),
      });
      if (recente) motivo = 'repetido';
    }
    if (
      !motivo &&
      (await cliqueAlemDoPrefixo(trx, {
        fornecedor_id: fornecedor.id,
        dia,
        prefixo: quem.prefixo,
        session_id: sessao,
      }))
    ) {
      motivo = 'prefixo';
    }
    await tq.insertLinkClick(trx, {
      fornecedor_id: fornecedor.id,
      link_id: linkId,
      link_type: linkType,
      url,
      link_text: input.link_text ? String(input.link_text).slice(0, 200) : null,
      origem_page_type: input.origem_page_type,
      ...doVisitante(ctx, quem, motivo, dia, now),
    });
  });
  return { registrado: true, contado: !motivo, motivo };
}

/**
 * A click from the /exemplo-tracking demo page: admin only, recorded like any click but never
 * counted ('exemplo'), so trying the demo on a real supplier's id changes no statistics.
 */
export function cliqueDeExemplo(ctx: AuthedContext, input: LinkClickInput): Promise<ResultadoRastreio> {
  exigirAdmin(ctx.user);
  return linkClick(ctx, input, { exemplo: true });
}
