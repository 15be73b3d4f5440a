import { Icone } from './icone';
import './paginacao.css';

/** Anterior / "Página N de M" / Próxima under a paginated list (nothing when it fits one page). */
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
    <nav className="paginacao" aria-label={rotulo}>
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
