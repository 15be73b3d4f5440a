/** viewBox width, height and the single path of one icon (src/components/icones/, generated). */
export type DadosIcone = readonly [largura: number, altura: number, caminho: string];

/**
 * An inline SVG icon (Font Awesome Free paths, CC BY 4.0: src/components/icones/): sized like the
 * icon font was (1em tall, 1.25em wide, centred), coloured by currentColor. Decorative (hidden from
 * screen readers) unless it gets a rotulo.
 */
export function Icone({
  icone,
  rotulo,
  className,
}: {
  icone: DadosIcone;
  rotulo?: string;
  className?: string;
}) {
  const [largura, altura, caminho] = icone;
  return (
    <svg
      className={className ? `icone ${className}` : 'icone'}
      viewBox={`0 0 ${largura} ${altura}`}
      role={rotulo ? 'img' : undefined}
      aria-label={rotulo}
      aria-hidden={rotulo ? undefined : true}
      focusable="false"
    >
      <path fill="currentColor" d={caminho} />
    </svg>
  );
}
