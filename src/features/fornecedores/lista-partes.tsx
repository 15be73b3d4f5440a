import { Link } from 'wouter';
import { ResumoAvaliacao } from '../../components/avaliacao';
import { TAMANHOS_FOTO } from '../../components/imagem';
import { LinhaAtende, LinhaIdealPara } from '../../components/linha-atende';
import { FotoFornecedor, SupplierBadge } from '../../components/supplier-badge';
import { paths } from '../../config/paths';
import { tagsDoCartao } from '../../lib/localidade';
import type { RouterOutputs } from '../../lib/trpc';
import { type Filtros, ORDENS, type Ordem, PARAM, POR_PAGINA } from './filtros';
import { LinkDoFiltro } from './filtros-ativos';

// Parts of the list page (lista-page.tsx): the pager, the bar above the list and the cards.

type Lista = RouterOutputs['fornecedores']['list'];
/** A card of the list with its tags named by the taxonomy. */
export type CartaoDaLista = Lista['itens'][number] & { tags: RouterOutputs['fornecedores']['tags'] };

export function Paginacao({
  pagina,
  totalPaginas,
  hrefDa,
  irPara,
  rotulo,
}: {
  pagina: number;
  totalPaginas: number;
  hrefDa: (p: number) => string;
  irPara: (p: number) => void;
  /** Each of the two navs (above and below the list) needs its own name among the landmarks. */
  rotulo: string;
}) {
  const passo = (p: number, rotulo: string, ativo: boolean) =>
    ativo ? (
      <LinkDoFiltro
        role="button"
        className="btn btn-secundario btn-pequeno"
        href={hrefDa(p)}
        aoSeguir={() => irPara(p)}
      >
        {rotulo}
      </LinkDoFiltro>
    ) : (
      <button type="button" className="btn btn-secundario btn-pequeno" disabled>
        {rotulo}
      </button>
    );
  return (
    <nav className="paginacao" aria-label={rotulo}>
      {passo(pagina - 1, '← Anterior', pagina > 1)}
      <span aria-current="page">
        Página {pagina} de {totalPaginas}
      </span>
      {passo(pagina + 1, 'Próximo →', pagina < totalPaginas)}
    </nav>
  );
}

/** The count, the order and the page size (their selects belong to the filters form). */
export function TopoDaLista({
  data,
  filtros,
  aplicar,
}: {
  data: Lista;
  filtros: Filtros;
  aplicar: (mudanca: Partial<Filtros>) => void;
}) {
  return (
    <div className="lista-topo">
      <p className="lista-contador">
        Mostrando {data.itens.length} de {data.total} {data.total === 1 ? 'solução' : 'soluções'}
      </p>
      <label className="lista-por-pagina">
        Ordenar por{' '}
        <select
          className="entrada"
          form="filtros-form"
          name={PARAM.ordem}
          value={filtros.ordem}
          onChange={(e) => aplicar({ ordem: e.target.value as Ordem, pagina: 1 })}
        >
          {ORDENS.map(([valor, rotulo]) => (
            <option key={valor} value={valor}>
              {rotulo}
            </option>
          ))}
        </select>
      </label>
      <label className="lista-por-pagina">
        Itens por página{' '}
        <select
          className="entrada"
          form="filtros-form"
          name={PARAM.porPagina}
          value={filtros.porPagina}
          onChange={(e) => aplicar({ porPagina: Number(e.target.value), pagina: 1 })}
        >
          {POR_PAGINA.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The suppliers of this page, the first photo a priority (the largest image above the fold). */
export function CartoesDaLista({ cartoes }: { cartoes: CartaoDaLista[] }) {
  return (
    <div className="lista-cartoes">
      {cartoes.map((f, i) => {
        const { chips: outras, publico } = tagsDoCartao(f.tags);
        const href = f.slug ? paths.fornecedorPorSlug(f.slug) : paths.fornecedorPorId(f.id);
        return (
          <article key={f.id} className="cartao lista-cartao" data-fornecedor-id={f.id}>
            <LinhaIdealPara publico={publico} className="lista-ideal" />
            <FotoFornecedor
              foto={f.foto_perfil}
              larguras={f.foto_perfil_larguras}
              alt={f.nome_empresa}
              width={320}
              height={200}
              sizes={TAMANHOS_FOTO.cartaoLista}
              prioritaria={i === 0}
            />
            <div className="lista-cartao-corpo">
              <SupplierBadge premium={f.premium} verificado={f.verificado} />
              <h2 className="cartao-titulo">{f.nome_empresa}</h2>
              <ResumoAvaliacao avaliacao={f.avaliacao} />
              {f.frase_slogan && <p className="lista-slogan">{f.frase_slogan}</p>}
              <LinhaAtende tags={f.tags} />
              <div className="lista-tags">
                {outras.slice(0, 3).map((t) => (
                  <span key={t.id} className="tag">
                    {t.nome}
                  </span>
                ))}
                {outras.length > 3 && <span className="tag">+{outras.length - 3}</span>}
              </div>
              <p>{f.descricao_curta}</p>
              <Link href={href} className="btn btn-primario btn-pequeno">
                Ver Perfil →
              </Link>
            </div>
          </article>
        );
      })}
    </div>
  );
}
