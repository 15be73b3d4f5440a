/**
 * The tag taxonomy's rules, defined once: the server (saving a showcase, the list's filter, the
 * home page) and the client (editor, filter panel, cards) import them from here. Only constants
 * and pure functions, no imports: the client's bundle keeps just what a page uses.
 */

export const CATEGORIA_GERAL = 'Geral';
export const CATEGORIA_PUBLICO = 'Público';
export const CATEGORIA_LOCALIDADE = 'Localidade';

/** Público: the supplier serves every audience, so it matches any Público filter. */
export const TAG_PARA_TODOS = 'para Todos';
/** Localidade: the supplier serves all of Brazil, so it matches any state. */
export const TAG_BRASIL = 'Brasil';
/** Localidade: the supplier works online, so it matches any state too (like 'Brasil'). */
export const TAG_ONLINE = 'Online';

/** The Localidade tags that serve any state: the "atuação nacional" of the list's notice. */
export const NACIONAIS: readonly string[] = [TAG_BRASIL, TAG_ONLINE];

/** A category's exclusive tag: when chosen, it is the only tag of that category. */
export const TAG_EXCLUSIVA: Readonly<Record<string, string>> = {
  [CATEGORIA_PUBLICO]: TAG_PARA_TODOS,
  [CATEGORIA_LOCALIDADE]: TAG_BRASIL,
};

/** The first category whose exclusive tag is combined with another tag of it, or null. */
export function exclusivaCombinada(
  tags: readonly { nome: string; categoria: string }[],
): { categoria: string; exclusiva: string } | null {
  for (const [categoria, exclusiva] of Object.entries(TAG_EXCLUSIVA)) {
    const daCategoria = tags.filter((t) => t.categoria === categoria);
    if (daCategoria.length > 1 && daCategoria.some((t) => t.nome === exclusiva))
      return { categoria, exclusiva };
  }
  return null;
}

/**
 * The tags whose carriers also match when a filter option is chosen: 'para Todos' for a Público
 * tag; 'Brasil' and 'Online' for a state (docs/decisions/um-estado-no-filtro-inclui-quem-atende-o-brasil-todo-e-quem.md: a state filter includes who serves the
 * whole country and who works online); none for the others ('para Todos', 'Brasil' and 'Online'
 * included).
 */
export function curingasDoFiltro(nome: string, categoria: string): readonly string[] {
  if (nome === TAG_PARA_TODOS || nome === TAG_BRASIL || nome === TAG_ONLINE) return [];
  if (categoria === CATEGORIA_PUBLICO) return [TAG_PARA_TODOS];
  if (categoria === CATEGORIA_LOCALIDADE) return NACIONAIS;
  return [];
}

/**
 * The list filter's selection (tag names) after choosing `tag` in `categoria`: it replaces the
 * category's earlier choice (null clears it). The server's option counts assume this.
 */
export function escolherNoFiltro(
  selecionadas: readonly string[],
  categoria: string,
  tag: string | null,
  categoriaDe: (nome: string) => string | undefined,
): string[] {
  const outras = selecionadas.filter((t) => categoriaDe(t) !== categoria);
  return tag ? [...outras, tag] : outras;
}

/** Order of the category groups (filter panel, home): Geral, Público, then the others by name. */
export function compararCategorias(a: string, b: string): number {
  const peso = (n: string) => (n === CATEGORIA_GERAL ? 0 : n === CATEGORIA_PUBLICO ? 1 : 2);
  return peso(a) - peso(b) || a.localeCompare(b, 'pt-BR'); // the same order as shared/ordem-nomes.ts
}
