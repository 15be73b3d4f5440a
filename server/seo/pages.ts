import type { AppDeps } from '../deps.js';
import { DESCRICAO_DO_BLOG, FEED_DO_BLOG } from './feed.js';
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
  '/blog': { title: 'Blog: dicas e artigos para profissionais de eventos', description: DESCRICAO_DO_BLOG },
  '/sobre': {
    title: 'Sobre nós',
    description:
      'Conheça a missão, a visão e quem está por trás da plataforma que conecta profissionais de casamento a soluções para o próprio negócio.',
  },
  '/login': {
    title: 'Entrar',
    description: 'Entre na sua conta para pedir orçamentos, deixar depoimentos ou cuidar da sua vitrine.',
  },
  '/cadastro': {
    title: 'Criar conta',
    description:
      'Crie sua conta grátis: encontre soluções para o seu negócio de eventos ou anuncie a sua para profissionais de casamento.',
  },
  '/contato': {
    title: 'Fale Conosco',
    description: 'Dúvidas, sugestões ou problemas com a plataforma? Mande uma mensagem para a nossa equipe.',
  },
  '/termos-de-uso': {
    title: 'Termos de Uso',
    description:
      'As regras de uso da plataforma: contas, vitrines, conteúdo publicado, depoimentos, responsabilidades e como encerrar a conta.',
  },
  '/politica-de-privacidade': {
    title: 'Política de Privacidade',
    description:
      'Quais dados pessoais coletamos, para quê, com quem compartilhamos, por quanto tempo guardamos e como exercer seus direitos pela LGPD.',
  },
  '/seja-anunciante': {
    title: 'Anuncie sua solução para o mercado de casamentos',
    description:
      'Crie uma vitrine grátis e apresente seus serviços a fotógrafos, decoradores, buffets e assessorias de casamento de todo o Brasil.',
  },
  // admin only (the style guide and the tracking demo): never in search results
  '/padroes': { title: 'Guia de Padrões Visuais', noindex: true },
  '/exemplo-tracking': { title: 'Exemplo de Tracking', noindex: true },
  '/seja-anunciante/storymaker': {
    title: 'Anuncie para storymakers',
    description:
      'Storymaker: mostre seus stories e bastidores a cerimoniais, assessorias e fornecedores de casamento que procuram cobertura para redes sociais.',
  },
  '/seja-anunciante/advogado': {
    title: 'Anuncie seu escritório de advocacia',
    description:
      'Advocacia: ofereça contratos, consultoria e defesa a profissionais de casamento que precisam proteger o próprio negócio.',
  },
  '/seja-anunciante/blog-influencer': {
    title: 'Anuncie para blogs e influenciadores',
    description:
      'Blogs e influenciadores: apresente sua audiência e seus formatos de divulgação a fornecedores do mercado de casamentos.',
  },
  '/seja-anunciante/marketing-digital': {
    title: 'Anuncie sua agência de marketing digital',
    description:
      'Marketing digital: leve tráfego pago, redes sociais e sites a fotógrafos, buffets e assessorias que querem mais clientes.',
  },
  '/seja-anunciante/contador': {
    title: 'Anuncie seu escritório de contabilidade',
    description:
      'Contabilidade: ajude profissionais de eventos com abertura de empresa, impostos, pró-labore e organização financeira.',
  },
  '/seja-anunciante/cursos-mentoria': {
    title: 'Anuncie seus cursos e mentorias',
    description:
      'Cursos e mentorias: apresente suas formações a profissionais de casamento que querem vender mais e gerir melhor o negócio.',
  },
  '/seja-anunciante/designer': {
    title: 'Anuncie seu estúdio de design',
    description:
      'Design: mostre identidade visual, álbuns e materiais gráficos a fornecedores de casamento que querem uma marca profissional.',
  },
};

/** What the default share image (public/images/compartilhar.png) shows. */
export function altImagemPadrao(siteName: string): string {
  return `${siteName}: Soluções B2B para quem faz o casamento acontecer.`;
}

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
    imageAlt: altImagemPadrao(site),
    feed: clean === '/blog' ? `${base}${FEED_DO_BLOG}` : undefined,
    ...(fixed?.noindex ? { noindex: true } : {}),
  };
}
