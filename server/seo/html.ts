import { escapeHtml } from '../escapar-html.js';

// The pages' escaper lives below every layer (server/escapar-html.ts); kept here for its importers.
export { escapeHtml };

export interface PageMeta {
  status: number;
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical?: string;
  /** Absolute URL of the share image: a 1200×630 JPEG or PNG (previews read no SVG or WebP). */
  image?: string;
  /** What the share image shows, for people who cannot see it. */
  imageAlt?: string;
  type?: string;
  /** The blog's RSS feed (absolute URL), announced on its pages. */
  feed?: string;
  noindex?: boolean;
  /** schema.org JSON-LD object(s). */
  jsonLd?: unknown;
  /** A path on this site that now answers for this one: the server answers 301 there. */
  redirect?: string;
}

/** Every share image is 1200×630, the size Facebook, LinkedIn and WhatsApp show large. */
export const LARGURA_COMPARTILHAR = 1200;
export const ALTURA_COMPARTILHAR = 630;

/** JSON inside <script>: `<` escaped so no string can close the tag. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHead(meta: PageMeta, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (meta.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`);
  }
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
    tags.push(
      `<meta property="og:image:type" content="${meta.image.endsWith('.png') ? 'image/png' : 'image/jpeg'}" />`,
    );
    tags.push(`<meta property="og:image:width" content="${LARGURA_COMPARTILHAR}" />`);
    tags.push(`<meta property="og:image:height" content="${ALTURA_COMPARTILHAR}" />`);
    if (meta.imageAlt) {
      tags.push(`<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />`);
      tags.push(`<meta name="twitter:image:alt" content="${escapeHtml(meta.imageAlt)}" />`);
    }
  }
  if (meta.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`Blog | ${siteName}`)}" href="${escapeHtml(meta.feed)}" />`,
    );
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

export function injectHead(template: string, head: string): string {
  // A replacer function: in a replacement STRING, `$'`, `$&` and friends in a supplier's name
  // would copy parts of the template into the page.
  return template.replace('<!--app-head-->', () => head);
}
