/** Pure arithmetic of the statistics tab (section 9), kept apart so tests can check it. */

const umaCasa = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const inteiro = new Intl.NumberFormat('pt-BR');

/** Engagement rate = clicks / views × 100 with one decimal ('12,5%'); '0%' when there are no views. */
export function taxaEngajamento(cliques: number, views: number): string {
  if (!views || views <= 0) return '0%';
  const taxa = Math.round((cliques / views) * 1000) / 10;
  return `${umaCasa.format(taxa)}%`;
}

export function formatarNumero(n: number): string {
  return inteiro.format(n);
}

/** YYYY-MM-DD of a local date (the browser runs in the visitor's zone; Brazil for our users). */
export function isoLocal(d: Date): string {
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const dia = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${m}-${dia}`;
}

/** The default window: the last `dias` calendar days, today included. */
export function janelaPadrao(dias = 30, hoje = new Date()): { inicio: string; fim: string } {
  const inicio = new Date(hoje.getFullYear(), hoje.getMonth(), hoje.getDate() - (dias - 1));
  return { inicio: isoLocal(inicio), fim: isoLocal(hoje) };
}

/** '2026-03-01' → '01/03' (chart axis) or '01/03/2026' (long). */
export function formatarDia(iso: string, longo = false): string {
  const [a, m, d] = iso.split('-');
  return longo ? `${d}/${m}/${a}` : `${d}/${m}`;
}
