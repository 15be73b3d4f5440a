/** "1 ativo", "2 ativos", "0 ativos": pt-BR uses the singular only for exactly one. */
export function plural(n: number, singular: string, pluralForma: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? singular : pluralForma}`;
}
