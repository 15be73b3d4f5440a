import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { diaSaoPaulo } from '../../shared/dia-sao-paulo.js';
import type { Db } from '../client.js';
import type { LinkClicksTable, PageViewsTable } from '../schema/estatisticas.js';
import type { criarAleatorio } from './aleatorio.js';
import * as q from './demo-queries.js';

/** Days of page views and link clicks generated, ending today. */
export const DIAS_HISTORICO = 60;
export const DIA_MS = 86_400_000;

/** Midnight of São Paulo (UTC-3, no daylight saving since 2019) `diasAtras` days before `hoje`. */
function inicioDoDia(hoje: string, diasAtras: number): { dia: string; inicio: number } {
  const [y, m, d] = hoje.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d - diasAtras);
  return { dia: new Date(utc).toISOString().slice(0, 10), inicio: utc + 3 * 3_600_000 };
}

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
];

/** What the history needs of the demo's run: its clock, its generator and the accounts that visit. */
interface ContextoHistorico {
  agora: number;
  rnd: ReturnType<typeof criarAleatorio>;
  clienteId: number;
  outrosClientes: number[];
}

/** 60 days of counted page views (suppliers, home, list, blog) and link clicks. */
export async function criarHistorico(
  trx: Db,
  publicUrl: string,
  c: ContextoHistorico,
  fornecedores: {
    id: number;
    slug: string;
    peso: number;
    links: { id: number; tipo: string; url: string; texto: string | null }[];
  }[],
): Promise<void> {
  const { rnd, agora } = c;
  const hoje = diaSaoPaulo(new Date(agora));
  const base = publicUrl;
  const referrers = [
    null,
    null,
    'https://www.google.com/',
    'https://www.instagram.com/',
    'https://l.facebook.com/',
    `${base}/fornecedores`,
    `${base}/`,
  ];
  const views: Insertable<PageViewsTable>[] = [];
  const clicks: Insertable<LinkClicksTable>[] = [];
  const usuarios = [c.clienteId, ...c.outrosClientes];

  for (let d = DIAS_HISTORICO - 1; d >= 0; d--) {
    const { dia, inicio } = inicioDoDia(hoje, d);
    const fim = d === 0 ? Math.min(agora, inicio + DIA_MS - 1) : inicio + DIA_MS - 1;
    // Visits cluster between 08:00 and 23:00; today's never pass the current moment.
    const momento = () => {
      const t = d === 0 ? inicio + rnd.next() * (fim - inicio) : inicio + (8 + rnd.next() * 15) * 3_600_000;
      return Math.floor(t);
    };
    const fimDeSemana = [0, 6].includes(new Date(inicio).getUTCDay());
    const tendencia = 1 + (DIAS_HISTORICO - d) / DIAS_HISTORICO / 2; // a little growth over time

    const visita = (page_type: string, url: string, extra: Partial<Insertable<PageViewsTable>> = {}) => {
      const t = momento();
      const row: Insertable<PageViewsTable> = {
        page_type,
        object_id: null,
        fornecedor_id: null,
        url,
        referrer: rnd.pick(referrers),
        session_id: randomUUID(),
        usuario_id: rnd.next() < 0.06 ? rnd.pick(usuarios) : null,
        user_agent: rnd.pick(USER_AGENTS),
        motivo_descartado: null,
        contado: 1,
        dia,
        created_at: new Date(t).toISOString(),
        ...extra,
      };
      views.push(row);
      return { t, row };
    };

    const nHome = Math.round((25 + rnd.int(30)) * tendencia * (fimDeSemana ? 1.3 : 1));
    for (let k = 0; k < nHome; k++) visita('home', '/');
    const nLista = Math.round((12 + rnd.int(20)) * tendencia);
    for (let k = 0; k < nLista; k++) visita('lista_fornecedores', '/fornecedores');
    const nBlog = 3 + rnd.int(8);
    for (let k = 0; k < nBlog; k++) {
      if (rnd.next() < 0.4) visita('blog', '/blog');
      else {
        const artigo = String(1 + rnd.int(3));
        visita('artigo_blog', `/blog/${artigo}`, { object_id: artigo });
      }
    }

    for (const f of fornecedores) {
      const n = Math.round(rnd.int(3 + f.peso * 3) * tendencia);
      for (let k = 0; k < n; k++) {
        const porSlug = rnd.next() < 0.3;
        const { t, row } = visita('fornecedor', porSlug ? `/solucao/${f.slug}` : `/fornecedores/${f.id}`, {
          object_id: porSlug ? f.slug : String(f.id),
          fornecedor_id: f.id,
        });
        if (f.links.length > 0 && rnd.next() < 0.22) {
          const link = rnd.pick(f.links);
          const quando = Math.min(t + 15_000 + rnd.int(120_000), fim);
          clicks.push({
            fornecedor_id: f.id,
            link_id: link.id,
            link_type: link.tipo,
            url: link.url,
            link_text: link.texto,
            origem_page_type: 'fornecedor',
            session_id: row.session_id,
            usuario_id: row.usuario_id ?? null,
            user_agent: row.user_agent ?? null,
            motivo_descartado: null,
            contado: 1,
            dia,
            created_at: new Date(quando).toISOString(),
          });
        }
      }
    }
  }
  await q.inserirPageViews(trx, views);
  await q.inserirLinkClicks(trx, clicks);
}
