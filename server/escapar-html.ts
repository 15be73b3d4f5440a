/**
 * Text made safe inside HTML (elements and quoted attributes), with named entities: what the pages
 * (server/seo), the error page (server/http) and the contact e-mail (server/mail) write. It imports
 * nothing, so every layer may use it.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
