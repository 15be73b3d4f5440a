import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AppPlugin, limiteDeCorpo } from '../../server/app.js';
import type { HonoEnv } from '../../server/http/hono-env.js';
import { publicProcedure, router } from '../../server/trpc/init.js';

/**
 * The benchmark's floors and stats, mounted only by the bench's server (scripts/bench/servidor.ts):
 * the production server has none of these routes. Each floor answers a body of a given size from
 * memory through the same stack as the endpoint it is compared with (tRPC, Hono, or a page).
 */

/** The headers of a server-rendered page that its floor answers too. */
export const CABECALHOS_PISO_HTML = ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'];

/** The tRPC floor's path (GET /trpc/bench.piso). */
export const PROCEDIMENTO_PISO = 'bench.piso';

const corposPiso = new Map<number, { dados: string }>();

/** A precomputed object of about `bytes` bytes once serialized, kept in memory. */
function corpoPiso(bytes: number): { dados: string } {
  let corpo = corposPiso.get(bytes);
  if (!corpo) {
    corpo = { dados: 'x'.repeat(Math.max(0, bytes - 12)) };
    corposPiso.set(bytes, corpo);
  }
  return corpo;
}

const routerBench = router({
  bench: router({
    /** The tRPC floor: the cheapest possible procedure answering a body of the same size. */
    piso: publicProcedure
      .input(v.object({ bytes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5_000_000)) }))
      .query(({ input }) => corpoPiso(input.bytes)),
  }),
});

function rotas(app: Hono<HonoEnv>): void {
  // Floor for REST paths: a plain Hono route answering a body from memory.
  const corpos = new Map<number, string>();
  app.on(['GET', 'POST'], '/api/__piso/:bytes{[0-9]+}', async (c) => {
    // A write floor reads its body like a real write (the node adapter's body stream has a cost).
    if (c.req.method === 'POST') await c.req.text();
    const bytes = Math.min(5_000_000, Number(c.req.param('bytes')));
    let corpo = corpos.get(bytes);
    if (corpo === undefined) {
      corpo = JSON.stringify(corpoPiso(bytes));
      corpos.set(bytes, corpo);
    }
    return c.body(corpo, 200, { 'Content-Type': 'application/json' });
  });
  // Floor for server-rendered pages: the bench fetches a page once and registers its bytes and
  // headers here; the GET answers them from memory (no render, no database). Outside /api, as
  // the pages are (no session middleware).
  const paginasPiso = new Map<string, { corpo: ArrayBuffer; headers: Record<string, string> }>();
  const rotaPisoHtml = '/__bench/piso-html/:id{[a-z0-9-]+}';
  app.post(rotaPisoHtml, limiteDeCorpo(5 * 1024 * 1024), async (c) => {
    const headers: Record<string, string> = {};
    for (const h of CABECALHOS_PISO_HTML) {
      const valor = c.req.header(`x-piso-${h}`);
      if (valor) headers[h] = valor;
    }
    paginasPiso.set(c.req.param('id'), { corpo: await c.req.arrayBuffer(), headers });
    return c.body(null, 204);
  });
  app.get(rotaPisoHtml, (c) => {
    const p = paginasPiso.get(c.req.param('id'));
    return p ? new Response(p.corpo, { headers: p.headers }) : c.text('Página do piso não registrada.', 404);
  });
  // Process memory and event-loop delay for the bench (reset with ?reset=1).
  // The histogram records the time between the monitor's timer firings, so it includes the
  // 10 ms interval itself: `atrasoLoop` is what the loop was LATE (minus the interval), and
  // `atrasoLoopBruto` the raw figure (what earlier bench notes called the loop delay).
  const RESOLUCAO_MS = 10;
  const atraso = monitorEventLoopDelay({ resolution: RESOLUCAO_MS });
  atraso.enable();
  app.get('/api/__bench/stats', (c) => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const alem = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUCAO_MS) * 100) / 100);
    // ?gc=1 (the bench starts this server with --expose-gc): the live heap, after a full collection.
    const gc = (globalThis as { gc?: () => void }).gc;
    if (c.req.query('gc') && gc) gc();
    const m = process.memoryUsage();
    const corpo = {
      rssMiB: Math.round(m.rss / 2 ** 20),
      heapMiB: Math.round(m.heapUsed / 2 ** 20),
      atrasoLoop: {
        p50: alem(atraso.percentile(50)),
        p99: alem(atraso.percentile(99)),
        max: alem(atraso.max),
      },
      atrasoLoopBruto: { p99: ms(atraso.percentile(99)) },
    };
    if (c.req.query('reset')) atraso.reset();
    return c.json(corpo);
  });
}

/** The bench's plugin for createApp. */
export function pluginBench(): AppPlugin {
  return {
    router: routerBench,
    rotas,
    // `X-Bench-Sem-Cache: 1` times a render that misses the page cache.
    ignorarCacheSsr: (c) => c.req.header('x-bench-sem-cache') === '1',
  };
}
