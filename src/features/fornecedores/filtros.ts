// Types only: the schema module brings valibot, which the list's first load does without.
import type { Ordem as OrdemServidor, POR_PAGINA_OPCOES } from '../../../server/schemas/fornecedores.schema';
import { ESTADOS } from '../../../shared/estados';
import type { RouterInputs } from '../../lib/trpc';

/** The list's filters as they live in the URL (shareable; the back button restores them). */
export const PARAM = {
  pesquisa: 'pesquisa',
  tag: 'tag',
  categoria: 'categoria',
  pagina: 'pagina',
  porPagina: 'por_pagina',
  ordem: 'ordem',
  notaMin: 'nota_min',
} as const;

/** The list's orders (the server's ORDENS, checked by the type), with their labels. */
export const ORDENS = [
  ['relevancia', 'Relevância'],
  ['nota', 'Mais bem avaliados'],
  ['total', 'Mais avaliados'],
] as const satisfies readonly (readonly [OrdemServidor, string])[];
export type Ordem = (typeof ORDENS)[number][0];
/** The rating filter the list offers: "4 estrelas ou mais". */
export const NOTA_MIN_FILTRO = 4;

export const POR_PAGINA = [6, 9, 12, 24] as const satisfies typeof POR_PAGINA_OPCOES;

export interface Filtros {
  pesquisa: string;
  tags: string[];
  categoria: string | null;
  pagina: number;
  porPagina: number;
  ordem: Ordem;
  notaMin: number | null;
}

export function lerFiltros(search: string): Filtros {
  const p = new URLSearchParams(search);
  const porPagina = Number(p.get(PARAM.porPagina));
  const pagina = Number(p.get(PARAM.pagina));
  const ordem = ORDENS.find(([o]) => o === p.get(PARAM.ordem))?.[0] ?? 'relevancia';
  const notaMin = Number(p.get(PARAM.notaMin));
  return {
    pesquisa: p.get(PARAM.pesquisa) ?? '',
    tags: [...new Set(p.getAll(PARAM.tag).filter(Boolean))],
    categoria: p.get(PARAM.categoria),
    pagina: Number.isInteger(pagina) && pagina > 0 ? pagina : 1,
    porPagina: (POR_PAGINA as readonly number[]).includes(porPagina) ? porPagina : 6,
    ordem,
    notaMin: Number.isInteger(notaMin) && notaMin >= 1 && notaMin <= 5 ? notaMin : null,
  };
}

export function escreverFiltros(f: Filtros): string {
  const p = new URLSearchParams();
  if (f.pesquisa) p.set(PARAM.pesquisa, f.pesquisa);
  for (const t of f.tags) p.append(PARAM.tag, t);
  if (f.categoria) p.set(PARAM.categoria, f.categoria);
  if (f.pagina > 1) p.set(PARAM.pagina, String(f.pagina));
  if (f.porPagina !== 6) p.set(PARAM.porPagina, String(f.porPagina));
  if (f.ordem !== 'relevancia') p.set(PARAM.ordem, f.ordem);
  if (f.notaMin !== null) p.set(PARAM.notaMin, String(f.notaMin));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export { ESTADOS };

export const PROMPTS: Record<string, string> = {
  Público: 'Busca soluções para quem?',
  Atividade: 'Qual tipo de solução você busca?',
  Serviços: 'Qual o serviço específico você busca?',
};

/**
 * A shuffle seed per load of the list, kept in the history entry so paging and "back" keep the
 * order. `inicial` is this render's seed: the server's while its page is rendered or hydrated.
 */
export function sementeDaEntrada(inicial: () => number): number {
  if (typeof window === 'undefined') return inicial();
  const state = (window.history.state ?? {}) as { semente?: number };
  if (typeof state.semente === 'number') return state.semente;
  const semente = inicial();
  window.history.replaceState({ ...(window.history.state ?? {}), semente }, '');
  return semente;
}

/** The list query's input for these filters (the server render prefetches exactly this). */
export function entradaDaLista(f: Filtros, semente: number): RouterInputs['fornecedores']['list'] {
  return {
    pesquisa: f.pesquisa,
    tags: f.tags,
    pagina: f.pagina,
    porPagina: f.porPagina,
    semente,
    ordem: f.ordem,
    ...(f.notaMin !== null ? { notaMin: f.notaMin } : {}),
  };
}
