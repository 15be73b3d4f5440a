import { artigos } from '../../shared/blog.js';
import type { AppDeps } from '../deps.js';
import { avaliacaoDe } from '../diretorio/index.js';
import { localEContatoDoFornecedor, previaDoFornecedor } from '../services/seo.service.js';
import { altDoCartao, caminhoDoCartao, dadosDoCartao, versaoDoCartao } from './cartao-fornecedor.js';
import { FEED_DO_BLOG } from './feed.js';
import type { PageMeta } from './html.js';
import { enderecoEArea, telefoneDaVitrine } from './json-ld.js';

/** Absolute URL of a supplier photo: absolute as is, '/x' from the site, a bare name from /uploads/. */
export function urlAbsolutaFoto(base: string, foto: string | null | undefined): string {
  if (!foto) return `${base}/images/placeholder.jpg`;
  if (/^https?:\/\//i.test(foto)) return foto;
  if (foto.startsWith('/')) return `${base}${foto}`;
  return `${base}/uploads/${foto}`;
}

function resumo(texto: string | null | undefined, max = 160): string {
  const limpo = (texto ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return limpo.length > max ? `${limpo.slice(0, max - 1).trimEnd()}…` : limpo;
}

function naoEncontrado(deps: AppDeps): PageMeta {
  return {
    status: 404,
    title: `Fornecedor não encontrado | ${deps.env.siteName}`,
    description: 'Fornecedor não encontrado ou erro ao carregar dados.',
    noindex: true,
  };
}

/** Head tags of a supplier page: title, description, canonical /solucao/{slug}, Open Graph, JSON-LD. */
export async function metaFornecedor(deps: AppDeps, by: { id?: number; slug?: string }): Promise<PageMeta> {
  const f = await previaDoFornecedor(deps, by);
  if (!f) return naoEncontrado(deps);
  const base = deps.env.publicUrl;
  const canonical = `${base}/solucao/${encodeURIComponent(f.slug)}`;
  // An earlier slug (the showcase was renamed): permanently moved to the current address.
  if (by.slug !== undefined && by.slug !== f.slug) {
    return {
      status: 301,
      title: f.nome_empresa,
      description: '',
      redirect: `/solucao/${encodeURIComponent(f.slug)}`,
    };
  }
  const image = urlAbsolutaFoto(base, f.foto_perfil);
  const description = resumo(f.descricao_curta || f.frase_slogan) || resumo(f.nome_empresa);
  // The same stored aggregate the cards and the page header show (migration 020).
  const avaliacao = avaliacaoDe(f.avaliacao_total, f.avaliacao_soma);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'ProfessionalService'],
    name: f.nome_empresa,
    description,
    url: canonical,
    image,
  };
  if (f.frase_slogan) jsonLd.slogan = f.frase_slogan;
  const local = await localEContatoDoFornecedor(deps, f.id);
  Object.assign(jsonLd, enderecoEArea(local.localidades));
  const telefone = telefoneDaVitrine(local.links, f.telefone);
  if (telefone) jsonLd.telephone = telefone;
  if (avaliacao.media !== null) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: avaliacao.media,
      reviewCount: avaliacao.total,
      bestRating: 5,
      worstRating: 1,
    };
  }
  // The preview shows the showcase's card (1200×630 JPEG), not the square WebP photo.
  const cartao = dadosDoCartao(f);
  return {
    status: 200,
    title: `${f.nome_empresa} | ${deps.env.siteName}`,
    description,
    canonical,
    image: base + caminhoDoCartao(f.id, versaoDoCartao(cartao, deps.env.siteName)),
    imageAlt: altDoCartao(cartao, deps.env.siteName),
    type: 'profile',
    jsonLd,
  };
}

/** Head tags of a blog article (/blog/{id}); unknown id: 404, noindex. */
export function metaArtigo(deps: AppDeps, id: string): PageMeta {
  const base = deps.env.publicUrl;
  const artigo = artigos.find((a) => String(a.id) === id);
  if (!artigo) {
    return {
      status: 404,
      title: `Artigo não encontrado | ${deps.env.siteName}`,
      description: 'O artigo que você está procurando não existe ou foi removido.',
      noindex: true,
    };
  }
  // Titles past 70 characters are cut in results and previews: the short title, without the site's
  // name when even that would not fit.
  const titulo = artigo.tituloCurto ?? artigo.title;
  const comSite = `${titulo} | ${deps.env.siteName}`;
  return {
    status: 200,
    title: comSite.length <= 70 ? comSite : titulo,
    description: resumo(artigo.intro),
    canonical: `${base}/blog/${artigo.id}`,
    image: `${base}${artigo.imagemCompartilhar}`,
    imageAlt: artigo.imagemAlt,
    type: 'article',
    feed: `${base}${FEED_DO_BLOG}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: artigo.title,
      author: { '@type': 'Person', name: artigo.author },
      datePublished: artigo.date,
      image: `${base}${artigo.imagemCompartilhar}`,
    },
  };
}

/** Resolver for the public directory's pages (registered in pages.ts). */
export async function resolverDiretorio(deps: AppDeps, pathname: string): Promise<PageMeta | null> {
  const porNome = pathname.match(/^\/fornecedores\/nome\/([^/]+)\/?$/);
  let m = pathname.match(/^\/solucao\/([^/]+)\/?$/) ?? porNome;
  if (m) {
    let slug: string;
    try {
      slug = decodeURIComponent(m[1]);
    } catch {
      return naoEncontrado(deps);
    }
    const meta = await metaFornecedor(deps, { slug });
    // The spec's older address of a showcase: a permanent move to its page, answered by the server.
    if (porNome && meta.status === 200) return { ...meta, status: 301, redirect: `/solucao/${m[1]}` };
    return meta;
  }
  m = pathname.match(/^\/fornecedores\/(\d{1,12})\/?$/);
  if (m) return metaFornecedor(deps, { id: Number(m[1]) });
  m = pathname.match(/^\/blog\/([^/]+)\/?$/);
  if (m) return metaArtigo(deps, m[1]);
  return null;
}
