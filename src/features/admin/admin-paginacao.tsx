import { useEffect, useState } from 'react';
import { Icone } from '../../components/icone';

/** A value that follows `value` after `ms` without changes (search boxes). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

export function Paginacao({
  page,
  perPage,
  total,
  onChange,
  rotulo,
}: {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
  rotulo: string;
}) {
  const paginas = Math.max(1, Math.ceil(total / perPage));
  if (paginas <= 1) return null;
  return (
    <nav className="admin-paginacao" aria-label={rotulo}>
      <button
        type="button"
        className="btn btn-secundario btn-pequeno"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Icone nome="fas-chevron-left" /> Anterior
      </button>
      <span>
        Página {page} de {paginas}
      </span>
      <button
        type="button"
        className="btn btn-secundario btn-pequeno"
        disabled={page >= paginas}
        onClick={() => onChange(page + 1)}
      >
        Próxima <Icone nome="fas-chevron-right" />
      </button>
    </nav>
  );
}
