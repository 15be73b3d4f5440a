import { plural } from '../lib/plural';
import { Icone } from './icone';

/** "4,7": one decimal with the pt-BR comma, the same on the server and in the browser (no Intl). */
export function formatarMedia(media: number): string {
  return media.toFixed(1).replace('.', ',');
}

export function rotuloDepoimentos(total: number): string {
  return plural(total, 'depoimento', 'depoimentos');
}

/** A rating for labels: "4" for a whole one, "4,7" otherwise. */
export function notaFormatada(nota: number): string {
  return Number.isInteger(nota) ? String(nota) : formatarMedia(nota);
}

/** Five stars for a rating: filled, half (an average, rounded to the nearest half) and empty. */
export function Estrelas({ nota }: { nota: number }) {
  const meias = Math.round(nota * 2);
  return (
    <span className="estrelas" role="img" aria-label={`Nota ${notaFormatada(nota)} de 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icone
          key={n}
          nome={meias >= n * 2 ? 'fas-star' : meias === n * 2 - 1 ? 'fas-star-half-stroke' : 'far-star'}
        />
      ))}
    </span>
  );
}

/**
 * A supplier's rating as the server keeps it (average and count of the visible testimonials):
 * stars, "4,7" and "12 depoimentos"; none: "Sem depoimentos ainda".
 */
export function ResumoAvaliacao({
  avaliacao,
  className,
}: {
  avaliacao: { media: number | null; total: number };
  className?: string;
}) {
  const classe = className ? `avaliacao ${className}` : 'avaliacao';
  if (avaliacao.media === null || avaliacao.total === 0) {
    return <p className={`${classe} avaliacao-vazia`}>Sem depoimentos ainda</p>;
  }
  return (
    <p className={classe}>
      <Estrelas nota={avaliacao.media} />
      <strong className="avaliacao-media">{formatarMedia(avaliacao.media)}</strong>
      <span className="avaliacao-total">{rotuloDepoimentos(avaliacao.total)}</span>
    </p>
  );
}
