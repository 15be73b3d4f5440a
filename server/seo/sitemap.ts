import { artigos } from '../../shared/blog.js';
import type { AppDeps } from '../deps.js';
import { fornecedoresDoSitemap } from '../services/seo.service.js';
import { escapeHtml } from './html.js';

/** The sitemap protocol allows 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export const PAGINAS_PUBLICAS = [
  '/',
  '/fornecedores',
  '/blog',
  '/sobre',
  '/seja-anunciante',
  '/contato',
  '/termos-de-uso',
  '/politica-de-privacidade',
];

/** /sitemap.xml: the public pages, the articles and every public supplier's canonical URL. */
export async function sitemapXml(deps: AppDeps): Promise<string> {
  const base = deps.env.publicUrl;
  const fixas = [...PAGINAS_PUBLICAS, ...artigos.map((a) => `/blog/${a.id}`)];
  const fornecedores = await fornecedoresDoSitemap(deps, SITEMAP_MAX_URLS - fixas.length);
  const linhas = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const p of fixas) linhas.push(`<url><loc>${escapeHtml(base + p)}</loc></url>`);
  for (const f of fornecedores) {
    const loc = `${base}/solucao/${encodeURIComponent(f.slug)}`;
    linhas.push(
      `<url><loc>${escapeHtml(loc)}</loc><lastmod>${escapeHtml(f.updated_at.slice(0, 10))}</lastmod></url>`,
    );
  }
  linhas.push('</urlset>');
  return linhas.join('\n');
}

/**
 * Private areas and tools, without a trailing slash: robots.txt rules are prefixes, so '/perfil'
 * covers '/perfil' itself and everything under it ('/perfil/' would leave '/perfil' open).
 */
const CAMINHOS_FORA_DA_BUSCA = [
  '/api/',
  '/trpc/',
  '/perfil',
  '/admin',
  '/padroes',
  '/exemplo-tracking',
  '/teste-upload',
  '/editar-fornecedor',
  '/edita-vitrine-fornecedor',
  '/editar-vitrine',
  '/fornecedores/editar',
  '/fornecedores/novo',
  '/verificar-email',
  '/redefinir-senha',
];

/** /robots.txt: everything public is crawlable; private areas are not; the sitemap is named. */
export function robotsTxt(deps: AppDeps): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CAMINHOS_FORA_DA_BUSCA.map((c) => `Disallow: ${c}`),
    '',
    `Sitemap: ${deps.env.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
