import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { artigos } from '../../../shared/blog';
import { ESTADOS } from '../../../shared/estados';
import { ResumoAvaliacao } from '../../components/avaliacao';
import { TAMANHOS_FOTO } from '../../components/imagem';
import { LinhaAtende, LinhaIdealPara } from '../../components/linha-atende';
import { FotoFornecedor, SupplierBadge } from '../../components/supplier-badge';
import { paths } from '../../config/paths';
import { type Sugestao, sugestoes } from '../../content/sugestoes';
import { novaSemente, useSementeInicial } from '../../lib/estado-inicial';
import { tagsDoCartao } from '../../lib/localidade';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { Carrossel } from './carrossel';
import { consultasDaHome } from './consultas';
import './home.css';
import { Icone } from '../../components/icone';

export const BUSCA_LIMPAR_MS = 300;
export const SUGESTOES_VISIVEIS = 3;

/** State tags are codes ('GO'): people read the state's name ('Goiás'). */
const NOME_DA_UF = new Map(ESTADOS.map((e) => [e.uf, e.nome]));
const rotuloDaTag = (nome: string) => NOME_DA_UF.get(nome) ?? nome;

function cortar(texto: string | null | undefined, max: number): string {
  const t = (texto ?? '').trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}...` : t;
}

function perfilHref(f: { id: number; slug?: string | null }): string {
  return f.slug ? paths.fornecedorPorSlug(f.slug) : paths.fornecedorPorId(f.id);
}

/** Three suggestions in an order drawn from `semente` (the same on the server and while hydrating). */
function sortearSugestoes(semente: number): Sugestao[] {
  const lista = [...sugestoes];
  let s = semente >>> 0 || 1;
  const aleatorio = () => {
    // xorshift32: a small deterministic generator, enough to shuffle a handful of cards
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  for (let i = lista.length - 1; i > 0; i--) {
    const j = Math.floor(aleatorio() * (i + 1));
    [lista[i], lista[j]] = [lista[j], lista[i]];
  }
  return lista.slice(0, SUGESTOES_VISIVEIS);
}

const COMO_FUNCIONA = [
  {
    titulo: 'Pesquise soluções',
    texto: 'Busque por nome, categoria ou região',
    alt: 'Pesquise soluções pelo nome ou pelas tags do seu ramo',
  },
  {
    titulo: 'Conheça a vitrine',
    texto: 'Fotos, serviços, perguntas e depoimentos',
    alt: 'Compare vitrines, depoimentos e formas de contato',
  },
  {
    titulo: 'Fale direto',
    texto: 'WhatsApp, telefone, site ou e-mail',
    alt: 'Fale direto com o fornecedor pelo canal que preferir',
  },
];

function dataCurta(iso: string): string {
  return new Date(`${iso}T12:00:00`).toLocaleDateString('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

function BuscaAoVivo() {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const [texto, setTexto] = useState('');
  const [aberto, setAberto] = useState(false);
  const [debounced, setDebounced] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listaId = useId();
  useEffect(() => {
    const id = setTimeout(() => setDebounced(texto.trim()), 150);
    return () => clearTimeout(id);
  }, [texto]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const busca = useQuery({
    ...trpc.fornecedores.search.queryOptions({ texto: debounced }),
    enabled: debounced.length > 0,
    staleTime: 30_000,
  });
  const resultados = debounced ? (busca.data ?? []) : [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet in the JSX types
    <form
      className="home-busca"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(`${paths.fornecedores}?pesquisa=${encodeURIComponent(texto.trim())}`);
      }}
    >
      <label htmlFor="home-busca-campo" className="sr-only">
        Pesquisar soluções
      </label>
      <div className="home-busca-linha">
        <input
          id="home-busca-campo"
          className="entrada"
          type="search"
          placeholder="Pesquisar soluções..."
          value={texto}
          autoComplete="off"
          onChange={(e) => {
            setTexto(e.target.value);
            setAberto(true);
          }}
          onFocus={() => {
            if (timer.current) clearTimeout(timer.current);
            setAberto(true);
          }}
          onBlur={() => {
            // The text clears 300 ms after the box loses focus (a click on a result still lands).
            timer.current = setTimeout(() => {
              setTexto('');
              setAberto(false);
            }, BUSCA_LIMPAR_MS);
          }}
        />
        <button type="submit" className="btn btn-primario" aria-label="Pesquisar">
          <Icone nome="fas-magnifying-glass" />
        </button>
      </div>
      {aberto && resultados.length > 0 && (
        <ul id={listaId} className="home-busca-resultados" aria-label="Fornecedores encontrados">
          {resultados.map((f) => (
            <li key={f.id}>
              <Link href={perfilHref(f)}>
                <FotoFornecedor
                  foto={f.foto_perfil}
                  larguras={f.foto_perfil_larguras}
                  alt=""
                  width={32}
                  height={32}
                  sizes={TAMANHOS_FOTO.busca}
                />
                {f.nome_empresa}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

function AreaAnunciante({ nome }: { nome: string }) {
  const cards = [
    {
      titulo: 'Estatísticas',
      texto: 'Veja visitas e cliques da sua vitrine.',
      icone: 'fas-chart-line' as const,
      aba: 'estatisticas' as const,
    },
    {
      titulo: 'Minha Vitrine',
      texto: 'Atualize fotos, links e descrição.',
      icone: 'fas-store' as const,
      aba: 'vitrine' as const,
    },
    {
      titulo: 'Dados Pessoais',
      texto: 'Mantenha seu contato em dia.',
      icone: 'fas-user' as const,
      aba: 'dados_pessoais' as const,
    },
  ];
  return (
    <section className="secao container" aria-labelledby="area-anunciante">
      <h2 id="area-anunciante">Área do Anunciante</h2>
      <p>Bem-vindo(a) de volta, {nome}! Acompanhe e cuide da sua vitrine por aqui.</p>
      <div className="grade">
        {cards.map((c) => (
          <Link
            key={c.aba}
            href={paths.perfilAba(c.aba)}
            className="cartao cartao-interativo home-card-anunciante"
          >
            <Icone nome={c.icone} />
            <h3 className="cartao-titulo">{c.titulo}</h3>
            <p>{c.texto}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}

export default function HomePage() {
  usePageTitle(null);
  const trpc = useTRPC();
  const { user } = useSession();
  const home = useQuery(consultasDaHome({ trpc }).home);
  const sementeInicial = useSementeInicial();
  const [dicas, setDicas] = useState<Sugestao[]>(() => sortearSugestoes(sementeInicial()));
  const anunciante = user && (user.tipo === 'anunciante' || user.tipo === 'admin');

  return (
    <main className="home">
      <header className="home-heroi">
        <div className="container">
          <h1>Encontre soluções para seu negócio de casamento!</h1>
          <BuscaAoVivo />
          {home.data && home.data.tagsPopulares.length > 0 && (
            <nav className="home-populares" aria-label="Tags populares">
              {home.data.tagsPopulares.map((t) => (
                <Link
                  key={t.id}
                  className="tag"
                  href={`${paths.fornecedores}?tag=${encodeURIComponent(t.nome)}`}
                >
                  {rotuloDaTag(t.nome)}
                </Link>
              ))}
              <Link href={paths.fornecedores} className="home-ver-mais">
                Ver mais
              </Link>
            </nav>
          )}
        </div>
      </header>

      {anunciante && <AreaAnunciante nome={user.nome} />}

      <section className="secao container" aria-labelledby="como-funciona">
        <h2 id="como-funciona">Como Funciona?</h2>
        <div className="grade home-como">
          {COMO_FUNCIONA.map((passo, i) => (
            <figure key={passo.titulo} className="home-passo">
              {/* The first one is the home's largest image above the fold on phones and desktops (LCP). */}
              <img
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                src={`/images/como-funciona-${i + 1}.svg`}
                width={600}
                height={300}
                alt={passo.alt}
              />
              {/* The caption in the page's own fonts (text drawn inside an <img> SVG cannot use them). */}
              <figcaption>
                <strong className="home-passo-titulo">
                  <span className="home-passo-numero" aria-hidden="true">
                    {i + 1}
                  </span>
                  {passo.titulo}
                </strong>
                <span className="home-passo-texto">{passo.texto}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      {home.isPending && (
        <div className="carregando" role="status">
          <span className="spinner" aria-hidden="true" /> Carregando conteúdo... por favor, aguarde.
        </div>
      )}
      {home.isError && (
        <div className="container">
          <p className="alerta alerta-erro" role="alert">
            Erro ao carregar fornecedores.
          </p>
        </div>
      )}

      {home.data && home.data.destaques.length > 0 && (
        <section className="secao container" aria-labelledby="destaques">
          <h2 id="destaques">Destaques</h2>
          <div className="home-destaques">
            {home.data.destaques.map((f) => (
              <article key={f.id} className="cartao cartao-destaque home-destaque">
                <FotoFornecedor
                  foto={f.foto_perfil}
                  larguras={f.foto_perfil_larguras}
                  alt={f.nome_empresa}
                  width={320}
                  height={220}
                  sizes={TAMANHOS_FOTO.destaque}
                />
                <div>
                  <SupplierBadge premium={f.premium} verificado={f.verificado} />
                  <h3 className="cartao-titulo">{f.nome_empresa}</h3>
                  <LinhaAtende tags={f.tags} />
                  <ResumoAvaliacao avaliacao={f.avaliacao} />
                  <div className="home-tags">
                    {tagsDoCartao(f.tags)
                      .chips.slice(0, 4)
                      .map((t) => (
                        <span key={t.id} className="tag">
                          {t.nome}
                        </span>
                      ))}
                  </div>
                  <LinhaIdealPara publico={tagsDoCartao(f.tags).publico} />
                  {f.frase_slogan && <p className="home-slogan">{f.frase_slogan}</p>}
                  <p>{cortar(f.descricao_curta, 200)}</p>
                  <Link href={perfilHref(f)} className="btn btn-primario">
                    Ver Perfil Completo
                  </Link>
                </div>
              </article>
            ))}
          </div>
        </section>
      )}

      <section className="secao secao-alternada" aria-labelledby="como-ajudar">
        <div className="container">
          <h2 id="como-ajudar">Como podemos ajudar você?</h2>
          {dicas.length === 0 ? (
            <p className="vazio">Nenhuma sugestão disponível no momento.</p>
          ) : (
            <div className="grade">
              {dicas.map((d) => (
                <Link
                  key={d.id}
                  href={`${paths.fornecedores}?tag=${encodeURIComponent(d.tag)}`}
                  className="cartao cartao-interativo home-dica"
                >
                  <Icone nome={d.icone} className="cartao-icone" />
                  <h3 className="cartao-titulo">{d.pergunta}</h3>
                  <p>{d.solucao}</p>
                </Link>
              ))}
            </div>
          )}
          <div className="texto-centro home-mais-acoes">
            <button
              type="button"
              className="btn btn-secundario"
              onClick={() => setDicas(sortearSugestoes(novaSemente()))}
            >
              Ver mais sugestões
            </button>
          </div>
        </div>
      </section>

      {home.data && home.data.carrossel.length > 0 && (
        <section className="secao container" aria-labelledby="solucoes">
          <h2 id="solucoes">Soluções</h2>
          <Carrossel
            rotulo="Fornecedores em destaque"
            itens={home.data.carrossel.map((f) => (
              <article key={f.id} className="cartao home-carrossel-item">
                <FotoFornecedor
                  foto={f.foto_perfil}
                  larguras={f.foto_perfil_larguras}
                  alt={f.nome_empresa}
                  width={240}
                  height={160}
                  sizes={TAMANHOS_FOTO.carrossel}
                  draggable={false}
                />
                <h3 className="cartao-titulo">{f.nome_empresa}</h3>
                <LinhaAtende tags={f.tags} />
                <ResumoAvaliacao avaliacao={f.avaliacao} />
                <div className="home-tags">
                  {tagsDoCartao(f.tags)
                    .chips.slice(0, 3)
                    .map((t) => (
                      <span key={t.id} className="tag">
                        {t.nome}
                      </span>
                    ))}
                </div>
                <LinhaIdealPara publico={tagsDoCartao(f.tags).publico} />
                <Link href={perfilHref(f)} className="btn btn-secundario btn-pequeno" draggable={false}>
                  Ver Perfil
                </Link>
              </article>
            ))}
          />
          <p className="texto-suave texto-centro">
            <Icone nome="fas-hand-pointer" /> Arraste para ver mais fornecedores
          </p>
        </section>
      )}

      <section className="secao container" aria-labelledby="chamadas">
        <h2 id="chamadas" className="sr-only">
          Participe
        </h2>
        <div className="grade">
          <div className="cartao">
            <Icone nome="fas-user-plus" className="cartao-icone" />
            <h3 className="cartao-titulo">Crie sua conta grátis</h3>
            <p>Deixe depoimentos e receba novidades sobre soluções para o seu negócio.</p>
            <Link href={paths.cadastro} className="btn btn-primario">
              Criar conta
            </Link>
          </div>
          <div className="cartao">
            <Icone nome="fas-bullhorn" className="cartao-icone" />
            <h3 className="cartao-titulo">Anuncie sua solução</h3>
            <p>Os primeiros 12 meses de anúncio são gratuitos para quem atende o mercado de eventos.</p>
            <Link href={paths.anuncie} className="btn btn-secundario">
              Quero anunciar
            </Link>
          </div>
          <div className="cartao">
            <Icone nome="fab-instagram" className="cartao-icone" />
            <h3 className="cartao-titulo">Siga a gente</h3>
            <p>Dicas e novidades para profissionais de casamento toda semana no Instagram.</p>
            <a
              href="https://www.instagram.com/vitrinedosim"
              className="btn btn-secundario"
              target="_blank"
              rel="noopener noreferrer"
            >
              Seguir no Instagram
            </a>
          </div>
        </div>
      </section>

      <section className="secao secao-alternada" aria-labelledby="dicas-artigos">
        <div className="container">
          <h2 id="dicas-artigos">Dicas e Artigos</h2>
          <div className="grade">
            {artigos.slice(0, 3).map((a) => (
              <article key={a.id} className="cartao">
                <p className="texto-suave">{dataCurta(a.date)}</p>
                <h3 className="cartao-titulo">{a.title}</h3>
                <p>{cortar(a.intro, 120)}</p>
                <Link href={paths.artigo(a.id)}>Ler artigo</Link>
              </article>
            ))}
          </div>
          <p className="texto-centro home-mais-acoes">
            <Link href={paths.blog}>Ver todos os artigos</Link>
          </p>
        </div>
      </section>

      <section className="secao container" aria-labelledby="categorias">
        <h2 id="categorias">Categorias de Soluções</h2>
        {home.data && home.data.categorias.length === 0 && (
          <p className="vazio">Nenhuma categoria disponível no momento.</p>
        )}
        <div className="home-categorias">
          {home.data?.categorias.map((c) => (
            <div key={c.nome} className="cartao">
              <h3 className="cartao-titulo">{c.nome}</h3>
              <div className="home-tags">
                {c.tags.map((t) => (
                  <Link
                    key={t.id}
                    className="tag"
                    href={`${paths.fornecedores}?tag=${encodeURIComponent(t.nome)}`}
                  >
                    {rotuloDaTag(t.nome)}
                  </Link>
                ))}
              </div>
              <Link href={`${paths.fornecedores}?categoria=${encodeURIComponent(c.nome)}`}>
                Ver mais tags desta categoria
              </Link>
            </div>
          ))}
        </div>
      </section>

      <section className="secao home-final">
        <div className="container texto-centro">
          <h2>Pronto para encontrar a solução certa?</h2>
          <div className="linha home-final-acoes">
            <Link href={paths.cadastro} className="btn btn-primario btn-grande">
              Criar uma conta
            </Link>
            <Link href={paths.sobre} className="btn btn-secundario btn-grande">
              Conhecer mais
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
