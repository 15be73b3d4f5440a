/** Every route of the product, in one place (both route tables of the spec). */
export const paths = {
  home: '/',
  login: '/login',
  cadastro: '/cadastro',
  /** Sign-up with "Quero Anunciar" chosen (the advertiser calls to action). */
  cadastroAnunciante: '/cadastro?tipo=anunciante',
  fornecedores: '/fornecedores',
  fornecedorPorId: (id: number | string) => `/fornecedores/${id}`,
  fornecedorPorSlug: (slug: string) => `/solucao/${slug}`,
  fornecedorNome: (slug: string) => `/fornecedores/nome/${slug}`,
  blog: '/blog',
  artigo: (id: number | string) => `/blog/${id}`,
  sobre: '/sobre',
  padroes: '/padroes',
  termos: '/termos-de-uso',
  privacidade: '/politica-de-privacidade',
  contato: '/contato',
  sejaAnunciante: '/seja-anunciante',
  anuncie: '/anuncie',
  anunciante: '/anunciante',
  verificarEmail: '/verificar-email',
  redefinirSenha: '/redefinir-senha',
  perfil: '/perfil/editar',
  perfilAba: (aba: 'estatisticas' | 'vitrine' | 'orcamentos' | 'dados_pessoais') => `/perfil/editar#${aba}`,
  admin: '/admin',
  testeUpload: '/teste-upload',
  exemploTracking: '/exemplo-tracking',
  editaVitrine: (id?: number | string) =>
    id === undefined ? '/edita-vitrine-fornecedor' : `/edita-vitrine-fornecedor/${id}`,
  editarFornecedor: (id: number | string) => `/editar-fornecedor/${id}`,
  fornecedoresEditar: (id: number | string) => `/fornecedores/editar/${id}`,
  fornecedorNovo: '/fornecedores/novo',
  editarVitrine: (id: number | string) => `/editar-vitrine/${id}`,
} as const;

/**
 * Addresses whose parameter has a shape, as the route table (src/rotas.ts) matches them for the
 * router and the server render alike: an id that is not a positive number of at most 12 digits, or an empty
 * slug, falls through to the not-found page (HTTP 404), never to a page with a broken parameter.
 */
export const rotasComParametro = {
  fornecedorId: /^\/fornecedores\/(?<id>[1-9]\d{0,11})\/?$/,
  solucao: /^\/solucao\/(?<slug>[^/]+)\/?$/,
  artigo: /^\/blog\/(?<id>[1-9]\d{0,5})\/?$/,
} as const;

/** The seven advertiser category landing pages under /seja-anunciante. */
export const categoriasAnunciante = [
  'storymaker',
  'advogado',
  'blog-influencer',
  'marketing-digital',
  'contador',
  'cursos-mentoria',
  'designer',
] as const;

/** Paths where logging out keeps the visitor on the page ('/' itself and these with any subpath). */
export const caminhosPublicos = ['/fornecedores', '/blog', '/sobre', '/anunciante'];

export function isCaminhoPublico(pathname: string): boolean {
  if (pathname === '/') return true;
  return caminhosPublicos.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The footer is hidden on these paths and below them. */
export const caminhosSemRodape = [
  '/fornecedores',
  '/fornecedores/novo',
  '/edita-vitrine-fornecedor',
  '/editar-fornecedor',
  '/admin',
];

export function mostraRodape(pathname: string): boolean {
  return !caminhosSemRodape.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
