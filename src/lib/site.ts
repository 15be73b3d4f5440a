/** The brand name (SITE_NAME on the server) as the page carries it in og:site_name. */
export function useSiteName(): string {
  return siteName();
}

export function siteName(): string {
  if (typeof document === 'undefined') return 'Vitrine do Sim';
  return document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') || 'Vitrine do Sim';
}
