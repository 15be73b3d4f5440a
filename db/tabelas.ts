import type { DB } from './schema.js';

/**
 * How one table is copied between engines (db:copy, the PostgreSQL backup):
 * - `chave`: unique, non-null columns read in order, batch after batch (keyset); null = no such
 *   key (the bounded change logs), read by offset in the order of every column;
 * - `semeada`: migrations insert its rows (counters, jobs): the copy replaces them, and they do not
 *   make a destination "non-empty";
 * - `efemera`: short-lived protective state, rebuilt by use: never copied.
 */
export type ComoCopiar =
  | { chave: readonly string[] | null; semeada?: true; efemera?: never }
  | { efemera: true; chave?: never; semeada?: never };

/**
 * Every table of the schema, parents before children (the copy inserts in this order and deletes in
 * the reverse). Typed by `DB`: a table added to db/schema.ts and missing here does not compile; a
 * table created by a migration and missing here fails test/ops/copia.test.ts. Object keys keep
 * their insertion order, which is the copy's order.
 */
export const TABELAS: { [T in keyof DB]: ComoCopiar } = {
  usuarios: { chave: ['id'] },
  sessoes: { chave: ['id'] },
  tokens_email: { chave: ['id'] },
  categorias_tag: { chave: ['id'] },
  tags: { chave: ['id'] },
  tipos_fornecedor: { chave: ['id'] },
  categorias_link: { chave: ['id'] },
  fornecedores: { chave: ['id'] },
  fornecedor_slugs_antigos: { chave: ['slug'] },
  fornecedor_tags: { chave: ['fornecedor_id', 'tag_id'] },
  fornecedor_tipos: { chave: ['fornecedor_id', 'tipo_id'] },
  fornecedor_links: { chave: ['id'] },
  galeria_midias: { chave: ['id'] },
  faqs: { chave: ['id'] },
  depoimentos: { chave: ['id'] },
  depoimento_denuncias: { chave: ['id'] },
  orcamentos: { chave: ['id'] },
  page_views: { chave: ['id'] },
  link_clicks: { chave: ['id'] },
  rastreio_sal: { chave: ['dia'] },
  page_views_diarios: { chave: ['id'] },
  link_clicks_diarios: { chave: ['id'] },
  fornecedor_visitas_diarias: { chave: ['fornecedor_id', 'dia'] },
  mensagens_contato: { chave: ['id'] },
  emails: { chave: ['id'] },
  auditoria: { chave: ['id'] },
  rotinas: { chave: ['nome'], semeada: true },
  diretorio_versao: { chave: ['id'], semeada: true },
  diretorio_mudancas: { chave: null },
  vitrine_mudancas: { chave: null },
  limites: { efemera: true },
  captcha_usados: { efemera: true },
};

/** The tables the copy moves, in insertion (foreign-key) order. */
export function tabelasCopiadas(): { nome: string; chave: readonly string[] | null; semeada: boolean }[] {
  return Object.entries(TABELAS as Record<string, ComoCopiar>).flatMap(([nome, como]) =>
    como.efemera ? [] : [{ nome, chave: como.chave, semeada: como.semeada === true }],
  );
}

/** Tables the copy knows and skips. */
export function tabelasEfemeras(): string[] {
  return Object.entries(TABELAS as Record<string, ComoCopiar>).flatMap(([nome, como]) =>
    como.efemera ? [nome] : [],
  );
}
