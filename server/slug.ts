/**
 * Slugs for showcase addresses (/solucao/{slug}): lower case, no accents, words joined by '-'.
 * The slug follows the company name on rename; earlier slugs stay as aliases of the same
 * supplier (migration 015), so addresses already shared keep working.
 */
export const SLUG_MAX = 60;

export function slugify(texto: string): string {
  const base = texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return base || 'fornecedor';
}

/**
 * Whether `slug` is already an address for `nome`: its slug, or that slug with the numeric suffix
 * `slugUnico` adds. A rename that keeps it (case, accents, punctuation) keeps the address.
 */
export function slugSegueNome(slug: string, nome: string): boolean {
  const base = slugify(nome);
  if (slug === base) return true;
  const m = slug.match(/^(.+)-(\d+)$/);
  return !!m && m[1] === base.slice(0, SLUG_MAX - m[2].length - 1);
}

/** The first free slug among base, base-2, base-3, ... (`existe` asks the database). */
export async function slugUnico(texto: string, existe: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(texto);
  if (!(await existe(base))) return base;
  for (let n = 2; n < 10_000; n++) {
    const candidato = `${base.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
    if (!(await existe(candidato))) return candidato;
  }
  return `${base.slice(0, SLUG_MAX - 9)}-${Date.now().toString(36)}`;
}
