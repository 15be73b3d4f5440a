/**
 * The one order of every sorted name list (tags, categories, supplier types, link categories):
 * pt-BR collation, the same in the browser and in the server ("Álbuns e Impressos" among the A,
 * "Cerimonial" before "CRM"). SQL `ORDER BY nome` is byte order on SQLite and the database's
 * collation on PostgreSQL, so lists are sorted here, after the query.
 */
export const COLLATOR_PT_BR = new Intl.Collator('pt-BR');

/** A copy of `lista` sorted by `nome` in pt-BR. */
export function ordenarPorNome<T>(lista: readonly T[], nome: (x: T) => string): T[] {
  return [...lista].sort((a, b) => COLLATOR_PT_BR.compare(nome(a), nome(b)));
}
