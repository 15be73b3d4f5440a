import { type ImgHTMLAttributes, useState } from 'react';
import { srcsetDe } from '../../server/schemas/imagens';

type Props = {
  src: string;
  alt: string;
  /** Widths of the upload's WebP variants (from the API); empty or absent: the original only. */
  larguras?: readonly number[] | null;
  /** The rendered width for the browser's pick: must match the CSS of where the image sits. */
  sizes: string;
  /** The largest image above the fold: fetched first and never lazily. */
  prioritaria?: boolean;
  /** Shown when even the original fails to load. */
  reserva?: string;
  width: number;
  height: number;
} & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'loading' | 'fetchPriority' | 'width' | 'height'
>;

/**
 * An uploaded image with its responsive variants. The markup depends only on the props (the
 * server render and the hydration agree). A variant that fails falls back to the original,
 * and the original to `reserva`.
 */
export function Imagem({ src, larguras, sizes, prioritaria, reserva, alt, ...rest }: Props) {
  const [falhas, setFalhas] = useState(0);
  const srcSet = falhas === 0 ? srcsetDe(src, larguras) : undefined;
  const atual = falhas > 1 && reserva ? reserva : src;
  return (
    // loading and srcset before src: a client-made <img> must know them before it starts loading
    <img
      {...rest}
      alt={alt}
      loading={prioritaria ? 'eager' : 'lazy'}
      fetchPriority={prioritaria ? 'high' : undefined}
      decoding={prioritaria ? undefined : 'async'}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={atual}
      onError={() => setFalhas((n) => (srcSet ? 1 : Math.max(n, 1) + 1))}
    />
  );
}

/**
 * `sizes` of each place a photo is shown, mirroring its CSS (an overestimate costs bytes, an
 * underestimate sharpness); measured in Chromium at 390, 700, 1000 and 1366 px. Container: at
 * most 1200px with 1rem gutters; cards have 25px of padding each side.
 */
export const TAMANHOS_FOTO = {
  /** .lista-cartao img: one column below 568px, then 2 or 3 of at most ~275px. */
  cartaoLista: '(min-width: 568px) 275px, calc(100vw - 82px)',
  /** .detalhe-foto: 14rem everywhere. */
  detalhe: '224px',
  /** .home-destaque img: one column, two from 768px. */
  destaque: '(min-width: 1200px) 538px, (min-width: 768px) calc(50vw - 62px), calc(100vw - 50px)',
  /** .home-carrossel-item img: 15rem less the card's padding. */
  carrossel: '190px',
  /** .home-busca-resultados img. */
  busca: '32px',
  /** .galeria-principal img: its width attribute (960), at most the content width. */
  galeria: '(min-width: 992px) 960px, calc(100vw - 32px)',
  /** .galeria-miniatura: a quarter of the content width, less the arrows. */
  miniatura: '(min-width: 1200px) 270px, 25vw',
  /** .visualizador-midia img: the whole viewport's width (the largest variant on most screens). */
  visualizador: '100vw',
} as const;
