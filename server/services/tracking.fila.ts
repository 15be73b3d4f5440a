import type { Db } from '../../db/client.js';
import * as tq from '../../db/queries/tracking.queries.js';
import { marcarExcessoDePrefixo } from './tracking.prefixo.js';

/**
 * Page-view write queue (group commit). One INSERT per transaction costs a WAL commit each (~1.2 ms
 * measured on the bench machine against 0.07 ms per row in a batch), so the views that arrive in
 * the same event-loop turn are written together in ONE transaction on the next turn
 * (setImmediate), and each request is acknowledged only after that commit: nothing acknowledged
 * can be lost. A failed batch fails every request in it (none was acknowledged).
 *
 * The repeat check (same visitor, same page, same São Paulo day already counted) is part of that
 * transaction: one query per batch instead of one per request (~40 µs of CPU per view measured),
 * then the batch in arrival order, so the first counted view of a key in the batch makes the next
 * ones repeats. Batches cannot interleave: on SQLite the transaction holds the database's only
 * connection; on PostgreSQL (several processes, a pool) batches with a common visitor take turns on
 * a lock per visitor (tq.lockVisitantes). Each batch sees every row the previous one committed.
 */
interface FilaPageViews {
  linhas: tq.NovoPageView[];
  esperando: { ok: (motivo: string | null) => void; erro: (e: unknown) => void }[];
  agendada: boolean;
}
const filas = new WeakMap<Db, FilaPageViews>();
const FILA_MAX = 2000;

function filaDe(db: Db): FilaPageViews {
  let f = filas.get(db);
  if (!f) {
    f = { linhas: [], esperando: [], agendada: false };
    filas.set(db, f);
  }
  return f;
}

/** Who and what a counted view stands for: the day's visitor and the page (the supplier itself on a supplier page, otherwise the path), per day. */
const chaveContagem = (v: { session_id: string; fornecedor_id: number | null; url: string; dia: string }) =>
  `${v.session_id}\u0000${v.fornecedor_id !== null ? `f:${v.fornecedor_id}` : `u:${v.url}`}\u0000${v.dia}`;

/** Marks as 'repetido' the batch's candidates whose page this visitor already has counted that day. */
async function marcarRepetidos(db: Db, linhas: tq.NovoPageView[]): Promise<void> {
  const candidatas = linhas.filter((l) => l.contado === 1);
  if (!candidatas.length) return;
  const unicos = <T>(xs: T[]) => [...new Set(xs)];
  const prefixos = unicos(candidatas.flatMap((l) => (l.prefixo ? [l.prefixo] : [])));
  // Visitors and networks locked together (one call: one lock order), so the cap holds on PostgreSQL.
  await tq.lockVisitantes(db, [
    ...unicos(candidatas.map((l) => l.session_id)),
    ...prefixos.map((p) => `p:${p}`),
  ]);
  const ja = await tq.listPageViewsContados(
    db,
    unicos(candidatas.map((l) => l.session_id)),
    unicos(candidatas.map((l) => l.dia)),
  );
  const contadas = new Set(ja.map(chaveContagem));
  for (const l of candidatas) {
    const chave = chaveContagem(l);
    if (contadas.has(chave)) {
      l.contado = 0;
      l.motivo_descartado = 'repetido';
    } else {
      contadas.add(chave);
    }
  }
  const fornecedorIds = unicos(
    candidatas.flatMap((l) => (l.fornecedor_id !== null ? [l.fornecedor_id] : [])),
  );
  const dias = unicos(candidatas.map((l) => l.dia));
  marcarExcessoDePrefixo(
    candidatas,
    await tq.listVisitantesPorPrefixo(db, 'page_views', { fornecedorIds, dias, prefixos }),
  );
}

async function descarregar(db: Db, f: FilaPageViews): Promise<void> {
  f.agendada = false;
  const linhas = f.linhas;
  const esperando = f.esperando;
  f.linhas = [];
  f.esperando = [];
  try {
    await db.transaction().execute(async (trx) => {
      await marcarRepetidos(trx, linhas);
      await tq.insertPageViews(trx, linhas);
    });
    for (let i = 0; i < esperando.length; i++) esperando[i].ok(linhas[i].motivo_descartado);
  } catch (err) {
    for (const e of esperando) e.erro(err);
  }
}

/** Queues one view; resolves after its commit with its final reason (null when counted). */
export function gravarPageView(db: Db, linha: tq.NovoPageView): Promise<string | null> {
  const f = filaDe(db);
  return new Promise<string | null>((ok, erro) => {
    f.linhas.push(linha);
    f.esperando.push({ ok, erro });
    if (f.linhas.length >= FILA_MAX) {
      void descarregar(db, f);
    } else if (!f.agendada) {
      f.agendada = true;
      setImmediate(() => {
        if (f.agendada) void descarregar(db, f);
      });
    }
  });
}
