import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { Icone } from '../../components/icone';
import { paths } from '../../config/paths';
import { type Sugestao, sugestoes } from '../../content/sugestoes';
import { novaSemente, useSementeInicial } from '../../lib/estado-inicial';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { BuscaAoVivo } from './busca-ao-vivo';
import { consultasDaHome } from './consultas';
import { rotuloDaTag } from './home-util';
import {
  AreaAnunciante,
  Categorias,
  ChamadaFinal,
  Chamadas,
  Destaques,
  DicasEArtigos,
  Solucoes,
} from './secoes';
import './home.css';

export const SUGESTOES_VISIVEIS = 3;

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

      {home.data && <Destaques destaques={home.data.destaques} />}

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

      {home.data && <Solucoes carrossel={home.data.carrossel} />}

      <Chamadas />
      <DicasEArtigos />
      <Categorias categorias={home.data?.categorias} />
      <ChamadaFinal />
    </main>
  );
}
