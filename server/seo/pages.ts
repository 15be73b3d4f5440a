import type { AppDeps } from '../deps.js';
import { resolverDiretorio } from './fornecedor.js';
import type { PageMeta } from './html.js';

const DESCRIPTION =
  'Soluções B2B para quem faz o casamento acontecer: encontre advogados, contadores, marketing, sistemas e cursos para o seu negócio de eventos.';

/**
 * Titles of the fixed pages. Other paths answer the app with status 200 and the site's defaults:
 * the client's router shows its not-found page (only supplier pages know their 404 here).
 */
const FIXED: Record<string, { title: string; description?: string; noindex?: boolean }> = {
  '/': { title: 'Soluções B2B para quem faz o casamento acontecer' },
  '/fornecedores': {
    title: 'Soluções para o seu negócio de eventos',
    description:
      'Fornecedores de produtos e serviços para fotógrafos, decoradores, buffets e assessorias de casamento.',
  },
  '/blog': { title: 'Blog: dicas e artigos para profissionais de eventos' },
  '/sobre': { title: 'Sobre nós' },
  '/login': { title: 'Entrar' },
  '/cadastro': { title: 'Criar conta' },
  '/contato': { title: 'Fale Conosco' },
  '/termos-de-uso': { title: 'Termos de Uso' },
  '/politica-de-privacidade': { title: 'Política de Privacidade' },
  '/seja-anunciante': { title: 'Anuncie sua solução para o mercado de casamentos' },
  // admin only (the style guide and the tracking demo): never in search results
  '/padroes': { title: 'Guia de Padrões Visuais', noindex: true },
  '/exemplo-tracking': { title: 'Exemplo de Tracking', noindex: true },
  '/seja-anunciante/storymaker': { title: 'Anuncie para storymakers' },
  '/seja-anunciante/advogado': { title: 'Anuncie seu escritório de advocacia' },
  '/seja-anunciante/blog-influencer': { title: 'Anuncie para blogs e influenciadores' },
  '/seja-anunciante/marketing-digital': { title: 'Anuncie sua agência de marketing digital' },
  '/seja-anunciante/contador': { title: 'Anuncie seu escritório de contabilidade' },
  '/seja-anunciante/cursos-mentoria': { title: 'Anuncie seus cursos e mentorias' },
  '/seja-anunciante/designer': { title: 'Anuncie seu estúdio de design' },
};

/** Same landing under other names: their canonical URL is the landing's. */
const ALIASES: Record<string, string> = { '/anuncie': '/seja-anunciante', '/anunciante': '/seja-anunciante' };

/** Answers head tags for the paths it knows (e.g. a supplier page), or null. */
export type PageResolver = (deps: AppDeps, pathname: string) => Promise<PageMeta | null>;

/** Domain resolvers, tried in order before the fixed pages. */
const resolvers: PageResolver[] = [resolverDiretorio];

/**
 * Head tags and status for a page route, read by the server before the app runs, so share
 * previews and search engines see real titles without running JavaScript.
 */
export async function resolvePageMeta(deps: AppDeps, pathname: string): Promise<PageMeta> {
  const site = deps.env.siteName;
  const base = deps.env.publicUrl;
  for (const resolver of resolvers) {
    const meta = await resolver(deps, pathname);
    if (meta) return meta;
  }
  const trimmed = pathname !== '/' ? pathname.replace(/\/+$/, '') : pathname;
  const clean = ALIASES[trimmed] ?? trimmed;
  const fixed = FIXED[clean];
  // An advertiser category the site has no page for: its page says so, with a 404.
  if (!fixed && /^\/seja-anunciante\/[^/]+$/.test(clean)) {
    return { status: 404, title: `Página não encontrada | ${site}`, description: DESCRIPTION, noindex: true };
  }
  return {
    status: 200,
    title: fixed ? `${fixed.title} | ${site}` : site,
    description: fixed?.description ?? DESCRIPTION,
    canonical: fixed ? `${base}${clean === '/' ? '/' : clean}` : undefined,
    image: `${base}/images/compartilhar.png`,
    ...(fixed?.noindex ? { noindex: true } : {}),
  };
}
