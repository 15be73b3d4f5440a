/** Every public page of the product and a text that proves it rendered (used by a11y and screenshots). */
export interface PaginaPublica {
  nome: string;
  caminho: string;
  texto: string;
  /** Owned by this helper (institucional) or by another area of the product. */
  dono: 'institucional' | 'diretorio' | 'contas';
  /** Shows a loading indicator on purpose (as a sample): "still" does not wait for it to go. */
  mostraCarregando?: boolean;
}

export const paginasInstitucionais: PaginaPublica[] = [
  { nome: 'sobre', caminho: '/sobre', texto: 'Nossa missão', dono: 'institucional' },
  { nome: 'contato', caminho: '/contato', texto: 'Fale Conosco', dono: 'institucional' },
  {
    nome: 'termos',
    caminho: '/termos-de-uso',
    texto: 'Última atualização: 20 de março de 2024',
    dono: 'institucional',
  },
  {
    nome: 'privacidade',
    caminho: '/politica-de-privacidade',
    texto: 'Encarregado de dados',
    dono: 'institucional',
  },
  { nome: 'seja-anunciante', caminho: '/seja-anunciante', texto: 'Como funciona', dono: 'institucional' },
  { nome: 'anuncie', caminho: '/anuncie', texto: 'Anuncie sua solução', dono: 'institucional' },
  { nome: 'anunciante', caminho: '/anunciante', texto: 'Anuncie sua solução', dono: 'institucional' },
  ...(
    [
      ['storymaker', 'Storymaker'],
      ['advogado', 'Advocacia'],
      ['blog-influencer', 'número mínimo de seguidores'],
      ['marketing-digital', 'Marketing digital'],
      ['contador', 'Contabilidade'],
      ['cursos-mentoria', 'Cursos e mentorias'],
      ['designer', 'Design'],
    ] as const
  ).map(([slug, texto]) => ({
    nome: `seja-anunciante-${slug}`,
    caminho: `/seja-anunciante/${slug}`,
    texto,
    dono: 'institucional' as const,
  })),
];

export const paginasDeOutros: PaginaPublica[] = [
  {
    nome: 'home',
    caminho: '/',
    texto: 'Encontre soluções para seu negócio de casamento!',
    dono: 'diretorio',
  },
  { nome: 'fornecedores', caminho: '/fornecedores', texto: 'O que você procura?', dono: 'diretorio' },
  { nome: 'blog', caminho: '/blog', texto: 'Ler artigo completo', dono: 'diretorio' },
  { nome: 'artigo', caminho: '/blog/1', texto: 'Conclusão', dono: 'diretorio' },
  { nome: 'login', caminho: '/login', texto: 'Esqueci minha senha', dono: 'contas' },
  { nome: 'cadastro', caminho: '/cadastro', texto: 'Criar minha conta', dono: 'contas' },
];

/** A supplier page: the first supplier of the public list (demo data), with its name as the key text. */
export async function paginaDeFornecedor(baseURL: string): Promise<PaginaPublica | null> {
  const res = await fetch(`${baseURL}/api/fornecedores`);
  if (!res.ok) return null;
  const body = (await res.json()) as unknown;
  const lista = (
    Array.isArray(body) ? body : ((body as { fornecedores?: unknown[] })?.fornecedores ?? [])
  ) as {
    id: number;
    nome_empresa: string;
    foto_perfil_larguras?: number[] | null;
  }[];
  // A demo supplier (photo, gallery): other e2e files add suppliers without them, listed first.
  const f = lista.find((x) => x.foto_perfil_larguras?.length) ?? lista[0];
  if (!f) return null;
  return { nome: 'fornecedor', caminho: `/fornecedores/${f.id}`, texto: f.nome_empresa, dono: 'diretorio' };
}
