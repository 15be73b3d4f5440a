import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  CATEGORIA_LOCALIDADE,
  compararCategorias,
  escolherNoFiltro,
  TAG_BRASIL,
  TAG_ONLINE,
  TAG_PARA_TODOS,
} from '../../../server/schemas/regras-catalogo';
import { COLLATOR_PT_BR } from '../../../shared/ordem-nomes';
import { LinkComAcao } from '../../components/link-com-acao';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { useSementeInicial } from '../../lib/estado-inicial';
import { usePageTitle } from '../../lib/page-title';
import { plural } from '../../lib/plural';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { consultasDaLista } from './consultas';
import {
  ESTADOS,
  escreverFiltros,
  type Filtros,
  lerFiltros,
  NOTA_MIN_FILTRO,
  PARAM,
  PROMPTS,
  sementeDaEntrada,
} from './filtros';
import { ChipsDosFiltros, LinkDoFiltro, ListaVazia } from './filtros-ativos';
import { CartoesDaLista, Paginacao, TopoDaLista } from './lista-partes';
import './fornecedores.css';
import { Icone } from '../../components/icone';

/** A taxonomy tag with its count for the current filters. */
type Tag = RouterOutputs['fornecedores']['tags'][number] & { total: number };

export default function ListaFornecedoresPage() {
  usePageTitle('Soluções');
  const trpc = useTRPC();
  const toast = useToast();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filtros = lerFiltros(search);
  const sementeInicial = useSementeInicial();
  const [semente] = useState(() => sementeDaEntrada(sementeInicial));
  const [painelAberto, setPainelAberto] = useState(false);
  const [texto, setTexto] = useState(filtros.pesquisa);

  // Keep the search box in step with the URL (back button, links from the home page).
  useEffect(() => setTexto(filtros.pesquisa), [filtros.pesquisa]);

  const aplicar = (mudanca: Partial<Filtros>, opts: { manterPagina?: boolean } = {}) => {
    const novo: Filtros = { ...filtros, ...mudanca };
    if (!opts.manterPagina) novo.pagina = mudanca.pagina ?? 1;
    navigate(`${paths.fornecedores}${escreverFiltros(novo)}`, { state: { semente } });
  };

  // Debounced search-as-you-type into the URL (replace, so typing does not flood the history).
  useEffect(() => {
    if (texto.trim() === filtros.pesquisa.trim()) return;
    const id = setTimeout(() => {
      navigate(`${paths.fornecedores}${escreverFiltros({ ...filtros, pesquisa: texto.trim(), pagina: 1 })}`, {
        replace: true,
        state: { semente },
      });
    }, 300);
    return () => clearTimeout(id);
  });

  const consultas = consultasDaLista({ busca: search, trpc, semente });
  const taxonomia = useQuery(consultas.taxonomia);
  const lista = useQuery({ ...consultas.lista, placeholderData: keepPreviousData });

  const avisado = useRef(false);
  useEffect(() => {
    if (lista.isError && !avisado.current) {
      avisado.current = true;
      toast.error('Erro ao carregar fornecedores. Por favor, tente novamente.');
    }
    if (!lista.isError) avisado.current = false;
  }, [lista.isError, toast]);

  // The server clamps the page: mirror it in the URL.
  useEffect(() => {
    if (lista.data && !lista.isPlaceholderData && lista.data.pagina !== filtros.pagina) {
      navigate(`${paths.fornecedores}${escreverFiltros({ ...filtros, pagina: lista.data.pagina })}`, {
        replace: true,
        state: { semente },
      });
    }
  });

  // ?categoria=X (from the home page): open the panel and bring that group into view.
  const temTags = !!lista.data && !!taxonomia.data;
  useEffect(() => {
    if (!filtros.categoria || !temTags) return;
    setPainelAberto(true);
    document.getElementById(`grupo-${filtros.categoria}`)?.scrollIntoView({ block: 'nearest' });
  }, [filtros.categoria, temTags]);

  // The panel: the taxonomy (fetched once) with each tag's count for the current filters.
  const contagens = lista.data?.contagens;
  const tags: Tag[] = useMemo(
    () => (taxonomia.data ?? []).map((t) => ({ ...t, total: contagens?.[t.id] ?? 0 })),
    [taxonomia.data, contagens],
  );
  const categoriaPorNome = new Map(tags.map((t) => [t.nome, t.CategoriaTag.nome]));
  const categoriaDe = (nome: string) => categoriaPorNome.get(nome);
  const localidade = filtros.tags.find((t) => categoriaDe(t) === CATEGORIA_LOCALIDADE) ?? '';

  /** Choosing a tag replaces other tags of the same category; choosing it again unselects it. */
  const tagsAoAlternar = (tag: Tag) =>
    filtros.tags.includes(tag.nome)
      ? filtros.tags.filter((t) => t !== tag.nome)
      : escolherNoFiltro(filtros.tags, tag.CategoriaTag.nome, tag.nome, categoriaDe);
  const hrefCom = (mudanca: Partial<Filtros>) =>
    `${paths.fornecedores}${escreverFiltros({ ...filtros, pagina: 1, ...mudanca })}`;

  const grupos = new Map<string, Tag[]>();
  for (const t of tags) {
    const cat = t.CategoriaTag.nome || 'Sem Categoria';
    if (cat === CATEGORIA_LOCALIDADE || t.nome === TAG_PARA_TODOS) continue;
    const g = grupos.get(cat) ?? [];
    g.push(t);
    grupos.set(cat, g);
  }
  const categorias = [...grupos.keys()].sort(compararCategorias);

  const data = lista.data;
  // The list's cards name their tags by id: the taxonomy (already here for the filters) names them.
  const tagPorId = useMemo(() => new Map((taxonomia.data ?? []).map((t) => [t.id, t])), [taxonomia.data]);
  const cartoes = useMemo(
    () => (data?.itens ?? []).map((c) => ({ ...c, tags: c.tag_ids.flatMap((id) => tagPorId.get(id) ?? []) })),
    [data, tagPorId],
  );
  const irPara = (p: number) => {
    aplicar({ pagina: p }, { manterPagina: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <main className="lista-fornecedores container pagina">
      <h1 className="sr-only">Soluções para o seu negócio</h1>
      {/* A link to the panel: without JavaScript it opens it by the address (#painel-filtros, CSS :target). */}
      <LinkComAcao
        href="#painel-filtros"
        role="button"
        className="btn btn-secundario lista-abrir-filtros"
        aria-expanded={painelAberto}
        aria-controls="painel-filtros"
        aoSeguir={() => setPainelAberto((v) => !v)}
      >
        <Icone nome="fas-filter" /> {painelAberto ? 'Fechar Filtros' : 'Abrir Filtros'}
      </LinkComAcao>
      <div className="lista-layout">
        <aside
          id="painel-filtros"
          className={`lista-filtros cartao${painelAberto ? ' aberto' : ''}`}
          aria-label="Filtros"
        >
          <h2>O que você procura?</h2>
          {/* Without JavaScript the filters are a plain GET form (and the chips plain links). */}
          <form
            id="filtros-form"
            method="get"
            action={paths.fornecedores}
            onSubmit={(e) => e.preventDefault()}
          >
            {filtros.tags
              .filter((t) => categoriaDe(t) !== CATEGORIA_LOCALIDADE)
              .map((t) => (
                <input key={t} type="hidden" name={PARAM.tag} value={t} />
              ))}
            <div className="campo">
              <label className="rotulo" htmlFor="filtro-pesquisa">
                Nome da empresa
              </label>
              <input
                id="filtro-pesquisa"
                className="entrada"
                type="search"
                name={PARAM.pesquisa}
                value={texto}
                placeholder="Pesquisar soluções..."
                onChange={(e) => setTexto(e.target.value)}
              />
            </div>
            <button
              type="button"
              className="btn btn-texto lista-limpar"
              onClick={() => {
                setTexto('');
                navigate(paths.fornecedores, { state: { semente } });
              }}
            >
              Limpar Filtros
            </button>
            <div className="campo">
              <label className="rotulo" htmlFor="filtro-localidade">
                Localidade de atuação
              </label>
              <select
                id="filtro-localidade"
                name={PARAM.tag}
                className="entrada"
                value={localidade}
                onChange={(e) =>
                  aplicar({
                    tags: escolherNoFiltro(
                      filtros.tags,
                      CATEGORIA_LOCALIDADE,
                      e.target.value || null,
                      categoriaDe,
                    ),
                  })
                }
              >
                <option value="">Todos</option>
                <option value={TAG_ONLINE}>Serviços Online</option>
                <option value={TAG_BRASIL}>Todo o Brasil</option>
                {ESTADOS.map((e) => (
                  <option key={e.uf} value={e.uf}>
                    {e.nome} ({e.uf})
                  </option>
                ))}
              </select>
            </div>
            <label className="opcao lista-nota-min">
              <input
                type="checkbox"
                name={PARAM.notaMin}
                value={NOTA_MIN_FILTRO}
                checked={filtros.notaMin === NOTA_MIN_FILTRO}
                onChange={(e) => aplicar({ notaMin: e.target.checked ? NOTA_MIN_FILTRO : null })}
              />{' '}
              {NOTA_MIN_FILTRO} estrelas ou mais
            </label>
            <noscript>
              <button type="submit" className="btn btn-secundario btn-pequeno">
                Aplicar filtros
              </button>
            </noscript>
          </form>
          {categorias.map((cat) => (
            <fieldset
              key={cat}
              className={`lista-grupo${filtros.categoria === cat ? ' destacado' : ''}`}
              id={`grupo-${cat}`}
            >
              <legend>{cat}</legend>
              {PROMPTS[cat] && <p className="texto-suave lista-prompt">{PROMPTS[cat]}</p>}
              <div className="lista-tags">
                {grupos
                  .get(cat)
                  ?.sort((a, b) => COLLATOR_PT_BR.compare(a.nome, b.nome))
                  .map((t) => {
                    const ativa = filtros.tags.includes(t.nome);
                    return (
                      <LinkDoFiltro
                        key={t.id}
                        role="button"
                        className={`tag lista-tag${ativa ? ' ativa' : ''}`}
                        aria-pressed={ativa}
                        href={hrefCom({ tags: tagsAoAlternar(t) })}
                        aoSeguir={() => aplicar({ tags: tagsAoAlternar(t) })}
                      >
                        {t.nome} <span className="lista-tag-total">({t.total})</span>
                      </LinkDoFiltro>
                    );
                  })}
              </div>
            </fieldset>
          ))}
          {/* Phones: the panel covers the list; this shows how many and goes back to them. */}
          <LinkComAcao
            href="#resultados"
            className="btn btn-primario lista-ver-resultados"
            aoSeguir={() => {
              setPainelAberto(false);
              document.getElementById('resultados')?.scrollIntoView({ block: 'start' });
            }}
          >
            {data ? `Ver ${plural(data.total, 'resultado', 'resultados')}` : 'Ver resultados'}
          </LinkComAcao>
        </aside>

        <section id="resultados" className="lista-resultados" aria-live="polite" aria-busy={lista.isFetching}>
          <ChipsDosFiltros filtros={filtros} hrefCom={hrefCom} aplicar={aplicar} />
          {data?.estadoSemFornecedores && (
            <p className="alerta alerta-info">
              Não há fornecedores específicos para {data.estadoSemFornecedores}. Exibindo apenas fornecedores
              com atuação nacional.
            </p>
          )}
          {lista.isError && !data && (
            <div className="estado-erro" role="alert">
              <p>Erro ao carregar fornecedores.</p>
              <button type="button" className="btn btn-primario" onClick={() => lista.refetch()}>
                Tentar novamente
              </button>
            </div>
          )}
          {data && (
            <>
              <TopoDaLista data={data} filtros={filtros} aplicar={aplicar} />
              {data.total > 0 && (
                <Paginacao
                  pagina={data.pagina}
                  totalPaginas={data.totalPaginas}
                  hrefDa={(p) => hrefCom({ pagina: p })}
                  irPara={irPara}
                  rotulo="Paginação, acima da lista"
                />
              )}
              {data.total === 0 ? (
                <ListaVazia filtros={filtros} remocoes={data.remocoes} hrefCom={hrefCom} aplicar={aplicar} />
              ) : (
                <CartoesDaLista cartoes={cartoes} />
              )}
              {data.total > 0 && (
                <Paginacao
                  pagina={data.pagina}
                  totalPaginas={data.totalPaginas}
                  hrefDa={(p) => hrefCom({ pagina: p })}
                  irPara={irPara}
                  rotulo="Paginação, abaixo da lista"
                />
              )}
            </>
          )}
          {lista.isFetching && (
            <div className="lista-sobreposicao carregando" role="status">
              <span className="spinner" aria-hidden="true" /> Carregando dados... por favor, aguarde.
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
