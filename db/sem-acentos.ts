/**
 * Lower case without accents ("São JOÃO" → "sao joao"): how the admin and inbox searches compare
 * a typed text with names, cities and messages. SQL has it as `sem_acentos(x)`: a function of each
 * SQLite connection (db/client.ts) and a PostgreSQL function (migration 024), equal for the letters
 * of Portuguese (both lower-case and strip á à â ã ä é ê í ó ô õ ú ü ç ñ…).
 */
export function semAcentos(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
