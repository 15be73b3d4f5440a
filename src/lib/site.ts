import { useContext } from 'react';
import { RenderizacaoContext } from './estado-inicial';

/** The brand name (SITE_NAME on the server), the same in the server render and the client. */
export function useSiteName(): string {
  return useContext(RenderizacaoContext).siteName;
}

/** Outside React (document title): as the page carries it in og:site_name. */
export function siteName(): string {
  if (typeof document === 'undefined') return 'Vitrine do Sim';
  return document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') || 'Vitrine do Sim';
}
