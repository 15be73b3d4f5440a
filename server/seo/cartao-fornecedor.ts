import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { AppDeps } from '../deps.js';
import { avaliacaoDe } from '../diretorio/index.js';
import { previaDoFornecedor } from '../services/seo.service.js';
import { readByUrl } from '../uploads/storage.js';
import { type Fonte, fonteParaImagem } from './fontes-imagem.js';
import { ALTURA_COMPARTILHAR as ALTURA, LARGURA_COMPARTILHAR as LARGURA } from './html.js';

/**
 * A showcase's share image (1200×630 JPEG): its photo, name and rating on the brand's card. Made
 * on the first request for its version and kept in the upload store (disk or S3) beside the
 * showcase's files, so every process and machine serves the same bytes; a new photo, name or
 * rating is a new version, hence a new address, so previews never show a stale card.
 */
export interface DadosDoCartao {
  nome_empresa: string;
  foto_perfil: string | null;
  media: number | null;
  total: number;
}

/** Changes whenever the drawing below changes: every card is made again. */
const DESENHO = 1;

export function versaoDoCartao(d: DadosDoCartao, siteName: string): string {
  return createHash('sha1')
    .update(JSON.stringify([DESENHO, d.foto_perfil, d.nome_empresa, d.media, d.total, siteName]))
    .digest('base64url')
    .slice(0, 16);
}

export const caminhoDoCartao = (fornecedorId: number, versao: string) =>
  `/compartilhar/fornecedores/${fornecedorId}/${versao}.jpg`;

/** What the card shows, for og:image:alt. */
export function altDoCartao(d: DadosDoCartao, siteName: string): string {
  const nota =
    d.media === null
      ? ''
      : `, nota ${formatarNota(d.media)} de 5 em ${d.total} ${d.total === 1 ? 'avaliação' : 'avaliações'}`;
  return `${d.nome_empresa} na ${siteName}: foto do perfil${nota}.`;
}

const formatarNota = (media: number) => media.toFixed(1).replace('.', ',');
/**
 * In a subfolder of the showcase's folder: removed with it (account or showcase deleted), and
 * apart from the files the owner sent (the data export and the diagnostics list only those).
 */
const pastaDosCartoes = (fornecedorId: number) => `fornecedores/${fornecedorId}/compartilhar/`;
const chaveDoCartao = (fornecedorId: number, versao: string) =>
  `${pastaDosCartoes(fornecedorId)}${versao}.jpg`;

type Resposta = { tipo: 'imagem'; bytes: Buffer } | { tipo: 'mudou'; caminho: string };

/** Cards being made right now, so a burst of previews of a new version draws it once. */
const emAndamento = new Map<string, Promise<Buffer>>();

/**
 * The card of a public showcase at `versao`; a stale version (the page was read before a change)
 * answers where the current card is; an unknown or hidden showcase answers null.
 */
export async function cartaoDoFornecedor(
  deps: AppDeps,
  fornecedorId: number,
  versao: string,
): Promise<Resposta | null> {
  const f = await previaDoFornecedor(deps, { id: fornecedorId });
  if (!f) return null;
  const dados = dadosDoCartao(f);
  const atual = versaoDoCartao(dados, deps.env.siteName);
  if (versao !== atual) return { tipo: 'mudou', caminho: caminhoDoCartao(f.id, atual) };
  const chave = chaveDoCartao(f.id, atual);
  let fazendo = emAndamento.get(chave);
  if (!fazendo) {
    fazendo = obterOuDesenhar(deps, f.id, chave, dados).finally(() => emAndamento.delete(chave));
    emAndamento.set(chave, fazendo);
  }
  return { tipo: 'imagem', bytes: await fazendo };
}

/** The fields of a showcase's preview the card shows. */
export function dadosDoCartao(f: {
  nome_empresa: string;
  foto_perfil: string | null;
  avaliacao_total: number;
  avaliacao_soma: number;
}): DadosDoCartao {
  const a = avaliacaoDe(f.avaliacao_total, f.avaliacao_soma);
  return { nome_empresa: f.nome_empresa, foto_perfil: f.foto_perfil, media: a.media, total: a.total };
}

async function obterOuDesenhar(deps: AppDeps, fornecedorId: number, chave: string, d: DadosDoCartao) {
  // The store answering is not needed to show a card: without it, the card is drawn every time.
  const guardado = await deps.storage.get(chave).catch((err) => {
    deps.logger.warn({ err, chave }, 'cartão de compartilhamento: armazenamento indisponível');
    return null;
  });
  if (guardado) return guardado;
  const foto = d.foto_perfil?.startsWith('/uploads/')
    ? await readByUrl(deps.storage, d.foto_perfil).catch(() => null)
    : null;
  const bytes = await desenharCartao(d, foto, deps.env.siteName);
  try {
    await deps.storage.put(chave, bytes);
    const antigos = (await deps.storage.list(pastaDosCartoes(fornecedorId))).filter((o) => o.key !== chave);
    for (const o of antigos) await deps.storage.delete(o.key);
  } catch (err) {
    deps.logger.warn({ err, chave }, 'cartão de compartilhamento não guardado');
  }
  return bytes;
}

const MARFIM = '#fdfaf5';
const VINHO = '#5b1f3a';
const DOURADO = '#b8904a';
const TINTA = '#221a1e';
const PLACEHOLDER = path.resolve(import.meta.dirname, '../../public/images/placeholder.jpg');

const FOTO = { x: 80, y: 115, lado: 400 };
const COLUNA = { x: 540, largura: 600 };

function escaparPango(texto: string): string {
  return texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A text layer (transparent PNG) in one of the brand's fonts; autofit to `altura` when it overflows. */
async function texto(
  conteudo: string,
  fonte: Fonte,
  tamanho: number,
  cor: string,
  opcoes: { largura?: number; alturaMax?: number } = {},
) {
  const { arquivo, pango } = fonteParaImagem(fonte);
  const markup = `<span foreground="${cor}">${escaparPango(conteudo)}</span>`;
  const base = { text: markup, fontfile: arquivo, rgba: true, width: opcoes.largura, wrap: 'word' as const };
  let r = await sharp({ text: { ...base, font: `${pango} ${tamanho}`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (opcoes.alturaMax && r.info.height > opcoes.alturaMax) {
    r = await sharp({ text: { ...base, font: pango, height: opcoes.alturaMax } })
      .png()
      .toBuffer({ resolveWithObject: true });
  }
  return { png: r.data, largura: r.info.width, altura: r.info.height };
}

/** A five-point star's polygon, centred at (cx, cy). */
function estrela(cx: number, cy: number, r: number): string {
  const pontos: string[] = [];
  for (let i = 0; i < 10; i++) {
    const raio = i % 2 === 0 ? r : r * 0.45;
    const angulo = -Math.PI / 2 + (i * Math.PI) / 5;
    pontos.push(`${(cx + raio * Math.cos(angulo)).toFixed(1)},${(cy + raio * Math.sin(angulo)).toFixed(1)}`);
  }
  return pontos.join(' ');
}

/** Draws the card: photo on the left; name, stars and rating on the right; the site's name below. */
export async function desenharCartao(
  d: DadosDoCartao,
  foto: Buffer | null,
  siteName: string,
): Promise<Buffer> {
  const nomeCurto = d.nome_empresa.length > 90 ? `${d.nome_empresa.slice(0, 89).trimEnd()}…` : d.nome_empresa;
  const nome = await texto(nomeCurto, 'titulo', 64, VINHO, { largura: COLUNA.largura, alturaMax: 250 });
  const nota =
    d.media === null
      ? null
      : await texto(
          `${formatarNota(d.media)} · ${d.total} ${d.total === 1 ? 'avaliação' : 'avaliações'}`,
          'destaque',
          32,
          TINTA,
        );
  const site = await texto(siteName, 'texto', 28, TINTA);

  // The name and the rating, centred together in the space above the site's name.
  const alturaNota = nota ? 56 : 0;
  const bloco = nome.altura + (nota ? 28 + alturaNota : 0);
  const topo = Math.max(70, Math.round(300 - bloco / 2));
  const yNota = topo + nome.altura + 28;

  const estrelas = [];
  if (d.media !== null) {
    for (let i = 0; i < 5; i++) {
      const cheia = d.media >= i + 0.75;
      const meia = !cheia && d.media >= i + 0.25;
      const pontos = estrela(COLUNA.x + 24 + i * 52, yNota + 26, 24);
      estrelas.push(
        meia
          ? `<clipPath id="m${i}"><rect x="${COLUNA.x + i * 52}" y="${yNota}" width="24" height="56"/></clipPath>
             <polygon points="${pontos}" fill="${MARFIM}" stroke="${DOURADO}" stroke-width="3"/>
             <polygon points="${pontos}" fill="${DOURADO}" clip-path="url(#m${i})"/>`
          : `<polygon points="${pontos}" fill="${cheia ? DOURADO : MARFIM}" stroke="${DOURADO}" stroke-width="3"/>`,
      );
    }
  }
  const moldura = `<svg xmlns="http://www.w3.org/2000/svg" width="${LARGURA}" height="${ALTURA}">
    <rect width="${LARGURA}" height="14" fill="${VINHO}"/>
    <rect x="${FOTO.x - 8}" y="${FOTO.y - 8}" width="${FOTO.lado + 16}" height="${FOTO.lado + 16}" rx="30" fill="#f6ecd9"/>
    ${estrelas.join('\n')}
    <rect x="${COLUNA.x}" y="${ALTURA - 150}" width="120" height="6" rx="3" fill="${DOURADO}"/>
  </svg>`;
  const mascara = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FOTO.lado}" height="${FOTO.lado}"><rect width="${FOTO.lado}" height="${FOTO.lado}" rx="24"/></svg>`,
  );
  const retrato = await sharp(foto ?? PLACEHOLDER, { failOn: 'none' })
    .rotate()
    .resize(FOTO.lado, FOTO.lado, { fit: 'cover' })
    .composite([{ input: mascara, blend: 'dest-in' }])
    .png()
    .toBuffer()
    .catch(() =>
      sharp(PLACEHOLDER)
        .resize(FOTO.lado, FOTO.lado)
        .composite([{ input: mascara, blend: 'dest-in' }])
        .png()
        .toBuffer(),
    );

  const camadas: OverlayOptions[] = [
    { input: Buffer.from(moldura), left: 0, top: 0 },
    { input: retrato, left: FOTO.x, top: FOTO.y },
    { input: nome.png, left: COLUNA.x, top: topo },
    { input: site.png, left: COLUNA.x, top: ALTURA - 124 },
  ];
  if (nota)
    camadas.push({
      input: nota.png,
      left: COLUNA.x + 5 * 52 + 12,
      top: yNota + 26 - Math.round(nota.altura / 2),
    });
  return sharp({ create: { width: LARGURA, height: ALTURA, channels: 3, background: MARFIM } })
    .composite(camadas)
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
