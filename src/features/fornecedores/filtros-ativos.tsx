import { TAG_BRASIL, TAG_ONLINE } from '../../../server/schemas/regras-catalogo';
import { LinkComAcao } from '../../components/link-com-acao';
import type { RouterOutputs } from '../../lib/trpc';
import { ESTADOS, type Filtros } from './filtros';

type Remocao = RouterOutputs['fornecedores']['list']['remocoes'][number];

const NOME_DO_ESTADO = new Map(ESTADOS.map((e) => [e.uf, e.nome]));

/** How a filter reads on its chip: a state by its name, the two national options as in the select. */
export function rotuloDoFiltro(tag: string): string {
  if (tag === TAG_ONLINE) return 'Serviços Online';
  if (tag === TAG_BRASIL) return 'Todo o Brasil';
  return NOME_DO_ESTADO.get(tag) ?? tag;
}

/** The list's links: the app follows them in place; without JavaScript the address gives the same list. */
export const LinkDoFiltro = LinkComAcao;

/** The filters without one of them (what its chip or suggestion links to). */
export function semFiltro(f: Filtros, tipo: Remocao['tipo'], valor: string): Partial<Filtros> {
  switch (tipo) {
    case 'pesquisa':
      return { pesquisa: '' };
    case 'tag':
      return { tags: f.tags.filter((t) => t !== valor) };
    case 'notaMin':
      return { notaMin: null };
    default:
      return { pesquisa: '', tags: [], notaMin: null, categoria: null };
  }
}

/**
 * The active filters above the list, each removable (also after arriving from a home tag): on a
 * phone the panel is closed, and this is what says why the list is what it is.
 */
export function ChipsDosFiltros({
  filtros,
  hrefCom,
  aplicar,
}: {
  filtros: Filtros;
  hrefCom: (m: Partial<Filtros>) => string;
  aplicar: (m: Partial<Filtros>) => void;
}) {
  const chips: { chave: string; rotulo: string; mudanca: Partial<Filtros> }[] = [];
  if (filtros.pesquisa)
    chips.push({
      chave: 'pesquisa',
      rotulo: `“${filtros.pesquisa}”`,
      mudanca: semFiltro(filtros, 'pesquisa', ''),
    });
  for (const t of filtros.tags)
    chips.push({ chave: `tag:${t}`, rotulo: rotuloDoFiltro(t), mudanca: semFiltro(filtros, 'tag', t) });
  if (filtros.notaMin !== null)
    chips.push({
      chave: 'nota',
      rotulo: `${filtros.notaMin} estrelas ou mais`,
      mudanca: semFiltro(filtros, 'notaMin', ''),
    });
  if (chips.length === 0) return null;
  return (
    <ul className="lista-chips" aria-label="Filtros ativos">
      {chips.map((c) => (
        <li key={c.chave}>
          <LinkDoFiltro
            className="lista-chip"
            href={hrefCom(c.mudanca)}
            aoSeguir={() => aplicar(c.mudanca)}
            aria-label={`Remover filtro ${c.rotulo}`}
          >
            {c.rotulo} <span aria-hidden="true">×</span>
          </LinkDoFiltro>
        </li>
      ))}
    </ul>
  );
}

/** An empty list: "Nenhum fornecedor encontrado." and each filter to remove with the total it gives. */
export function ListaVazia({
  filtros,
  remocoes,
  hrefCom,
  aplicar,
}: {
  filtros: Filtros;
  remocoes: Remocao[];
  hrefCom: (m: Partial<Filtros>) => string;
  aplicar: (m: Partial<Filtros>) => void;
}) {
  return (
    <div className="vazio lista-vazia">
      <p>Nenhum fornecedor encontrado.</p>
      {remocoes.length > 0 && (
        <>
          <p className="texto-suave">Tente sem um dos filtros:</p>
          <ul className="lista-remocoes">
            {remocoes.map((r) => {
              const mudanca = semFiltro(filtros, r.tipo, r.valor);
              return (
                <li key={`${r.tipo}:${r.valor}`}>
                  <LinkDoFiltro
                    className="btn btn-secundario btn-pequeno"
                    href={hrefCom(mudanca)}
                    aoSeguir={() => aplicar(mudanca)}
                  >
                    Remover {r.rotulo} ({r.total.toLocaleString('pt-BR')})
                  </LinkDoFiltro>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
