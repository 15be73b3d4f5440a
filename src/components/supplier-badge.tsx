import type { ComponentProps } from 'react';
import { Icone } from './icone';
import { Imagem } from './imagem';

export const PLACEHOLDER = '/images/placeholder.jpg';

/** 'Premium' when premium, else 'Verificado' when verified, else nothing. */
export function SupplierBadge({
  premium,
  verificado,
}: {
  premium?: boolean | number;
  verificado?: boolean | number;
}) {
  if (premium) {
    return (
      <span className="selo selo-premium">
        <Icone nome="fas-crown" /> Premium
      </span>
    );
  }
  if (verificado) {
    return (
      <span className="selo selo-verificado">
        <Icone nome="fas-circle-check" /> Verificado
      </span>
    );
  }
  return null;
}

/** A supplier photo URL: absolute or '/path' as is, a bare file name from /uploads/, else the placeholder. */
export function fotoUrl(foto: string | null | undefined): string {
  if (!foto) return PLACEHOLDER;
  if (/^https?:\/\//i.test(foto) || foto.startsWith('/')) return foto;
  return `/uploads/${foto}`;
}

/** The supplier's photo with its variants, falling back to the placeholder when absent or broken. */
export function FotoFornecedor({
  foto,
  larguras,
  ...rest
}: { foto: string | null | undefined } & Omit<ComponentProps<typeof Imagem>, 'src' | 'reserva'>) {
  return (
    <Imagem {...rest} src={fotoUrl(foto)} larguras={foto ? larguras : undefined} reserva={PLACEHOLDER} />
  );
}
