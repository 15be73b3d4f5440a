import type { ColumnType, Generated } from 'kysely';

/** The statistics tables (events, the day's salt, daily roll-ups), named in db/schema.ts's `DB`. */

/** Timestamps are ISO-8601 strings in UTC, as in db/schema.ts. */
type Timestamp = string;

/**
 * Every tracked event is classified when written (bot, owner, repeat) and kept, so counts
 * stay auditable: statistics count only rows with contado = 1.
 */
export interface PageViewsTable {
  id: Generated<number>;
  page_type: string;
  object_id: string | null;
  fornecedor_id: number | null;
  url: string;
  referrer: string | null;
  /** The visitor of that day: a keyed hash under the day's salt (rastreio_sal), useless once it is gone. */
  session_id: string;
  usuario_id: number | null;
  user_agent: string | null;
  /** null when counted; otherwise why not: 'bot', 'dono', 'repetido', 'limite', 'prefixo' (migration 026). */
  motivo_descartado: string | null;
  contado: ColumnType<number, number | undefined, number>;
  /** Calendar day in America/Sao_Paulo (YYYY-MM-DD), computed on write. */
  dia: string;
  created_at: Timestamp;
  /** Keyed hash of the client address on views from the tracking-cookie era (no longer written). */
  endereco_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day's keyed hash of the network prefix (IPv4 /24, IPv6 /48); null before migration 026. */
  prefixo: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LinkClicksTable {
  id: Generated<number>;
  fornecedor_id: number;
  link_id: number | null;
  link_type: string;
  url: string;
  link_text: string | null;
  origem_page_type: string;
  session_id: string;
  /** The day's keyed hash of the network prefix (IPv4 /24, IPv6 /48); null before migration 026. */
  prefixo: ColumnType<string | null, string | null | undefined, string | null>;
  usuario_id: number | null;
  user_agent: string | null;
  motivo_descartado: string | null;
  contado: ColumnType<number, number | undefined, number>;
  dia: string;
  created_at: Timestamp;
}

/** The random salt of one São Paulo day; deleted when the day is over. */
export interface RastreioSalTable {
  dia: string;
  sal: string;
}

/** Counted page views of one day per page (raw rows older than 25 months are rolled up here). */
export interface PageViewsDiariosTable {
  id: Generated<number>;
  dia: string;
  page_type: string;
  object_id: string | null;
  fornecedor_id: number | null;
  total: number;
}

/** Counted link clicks of one day per link, type, text and address; `unicos`: visitors that day. */
export interface LinkClicksDiariosTable {
  id: Generated<number>;
  dia: string;
  fornecedor_id: number;
  link_id: number | null;
  link_type: string;
  link_text: string | null;
  url: string;
  total: number;
  unicos: number;
}

/** One supplier's counted views and clicks of one day and their visitors (rolled-up days). */
export interface FornecedorVisitasDiariasTable {
  fornecedor_id: number;
  dia: string;
  views: number;
  visitantes: number;
  cliques: number;
  visitantes_cliques: number;
}
