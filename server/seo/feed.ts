import { artigos } from '../../shared/blog.js';
import type { AppDeps } from '../deps.js';
import { escapeHtml } from './html.js';

/** Where the blog's RSS 2.0 feed answers (announced by <link rel="alternate"> on the blog's pages). */
export const FEED_DO_BLOG = '/blog/feed.xml';

export const DESCRICAO_DO_BLOG =
  'Artigos práticos sobre finanças, marketing e contratos para fotógrafos, decoradores, buffets e assessorias de casamento.';

/**
 * An article's date (YYYY-MM-DD) as RFC 822, which RSS 2.0 requires: midnight in Brasília
 * (-03:00), written in GMT ("Tue, 06 Oct 2026 03:00:00 GMT").
 */
export function dataRfc822(dia: string): string {
  return new Date(`${dia}T00:00:00-03:00`).toUTCString();
}

/**
 * /blog/feed.xml: RSS 2.0 with the articles, newest first; every link absolute from PUBLIC_URL,
 * each item with its guid, and no clock reading (the same content gives the same bytes).
 */
export function feedDoBlog(deps: AppDeps): string {
  const base = deps.env.publicUrl;
  const site = deps.env.siteName;
  const ordenados = [...artigos].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const x = escapeHtml;
  const itens = ordenados.map((a) => {
    const link = `${base}/blog/${a.id}`;
    return [
      '    <item>',
      `      <title>${x(a.title)}</title>`,
      `      <link>${x(link)}</link>`,
      `      <guid isPermaLink="true">${x(link)}</guid>`,
      `      <pubDate>${dataRfc822(a.date)}</pubDate>`,
      `      <dc:creator>${x(a.author)}</dc:creator>`,
      `      <category>${x(a.ctaTag)}</category>`,
      `      <description>${x(a.intro)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${x(`Blog | ${site}`)}</title>`,
    `    <link>${x(`${base}/blog`)}</link>`,
    `    <description>${x(DESCRICAO_DO_BLOG)}</description>`,
    '    <language>pt-BR</language>',
    ordenados.length ? `    <lastBuildDate>${dataRfc822(ordenados[0].date)}</lastBuildDate>` : '',
    `    <atom:link href="${x(base + FEED_DO_BLOG)}" rel="self" type="application/rss+xml" />`,
    ...itens,
    '  </channel>',
    '</rss>',
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}
