import { useEffect } from 'react';
import { siteName } from './site';

/** Sets the document title as '{title} | {site}' (or the site name alone). */
export function usePageTitle(title?: string | null) {
  useEffect(() => {
    const site = siteName();
    document.title = title ? `${title} | ${site}` : site;
  }, [title]);
}
