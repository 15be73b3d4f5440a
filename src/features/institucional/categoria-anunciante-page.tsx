import { Link, useParams } from 'wouter';
import { categoriasAnunciante, paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useSiteName } from '../../lib/site';
import { conteudoCategorias, isCategoriaAnunciante, MESES_GRATIS } from './anunciante-conteudo';
import { AvisoCasais, CtaAnunciante, Perguntas } from './componentes';
import './institucional.css';
import { Icone } from '../../components/icone';

function CategoriaNaoEncontrada() {
  usePageTitle('Página não encontrada');
  return (
    <main className="container pagina">
      <div className="vazio">
        <img src="/images/vazio.svg" width="320" height="260" alt="" />
        <h1>Página não encontrada</h1>
        <p>Esta categoria de anunciante não existe. Veja as áreas para as quais temos uma página:</p>
        <ul className="inst-categorias" style={{ textAlign: 'left', marginTop: 'var(--esp-5)' }}>
          {categoriasAnunciante.map((slug) => (
            <li key={slug}>
              <Link href={`${paths.sejaAnunciante}/${slug}`}>
                <Icone nome={conteudoCategorias[slug].icone} />
                {conteudoCategorias[slug].nome}
              </Link>
            </li>
          ))}
        </ul>
        <div className="inst-acoes" style={{ justifyContent: 'center' }}>
          <Link href={paths.sejaAnunciante} className="btn btn-primario">
            Ver a página para anunciantes
          </Link>
        </div>
      </div>
    </main>
  );
}

export default function CategoriaAnunciantePage() {
  const { categoria } = useParams<{ categoria: string }>();
  if (!isCategoriaAnunciante(categoria)) return <CategoriaNaoEncontrada />;
  return <Categoria slug={categoria} />;
}

function Categoria({ slug }: { slug: keyof typeof conteudoCategorias }) {
  const c = conteudoCategorias[slug];
  const site = useSiteName();
  usePageTitle(`Anuncie aqui: ${c.nome}`);
  return (
    <main>
      <section className="inst-hero">
        <div className="container">
          <nav aria-label="Trilha de navegação" className="texto-suave">
            <Link href={paths.sejaAnunciante}>Anuncie aqui</Link> <span aria-hidden="true">/</span> {c.nome}
          </nav>
          <div className="inst-hero-grade" style={{ marginTop: 'var(--esp-4)' }}>
            <div>
              <span className="sobretitulo">
                <Icone nome={c.icone} /> {c.nome}
              </span>
              <h1>{c.titulo}</h1>
              <p className="inst-hero-lead">{c.lead}</p>
              <p>
                <span className="selo selo-premium">{MESES_GRATIS} meses grátis</span>{' '}
                <span className="texto-suave">para os primeiros anunciantes</span>
              </p>
              <div className="inst-acoes">
                <Link href={paths.cadastroAnunciante} className="btn btn-primario btn-grande">
                  Criar minha vitrine grátis
                </Link>
              </div>
            </div>
            <img
              src="/images/anunciante-vitrine.svg"
              width="600"
              height="400"
              alt="Ilustração de uma vitrine com foto, descrição e botões de contato"
            />
          </div>
        </div>
      </section>

      <section className="inst-secao" aria-labelledby="por-que">
        <div className="container grade-2">
          <div>
            <h2 id="por-que">Por que anunciar na plataforma {site}</h2>
            <ul className="inst-lista-check">
              {c.porQue.map((item) => (
                <li key={item}>
                  <Icone nome="fas-check" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="cartao cartao-destaque">
            <h2 className="cartao-titulo">O que você pode oferecer</h2>
            <ul className="inst-lista-check">
              {c.oQueOferecer.map((item) => (
                <li key={item}>
                  <Icone nome="fas-star" className="inst-estrela" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="container">
          <AvisoCasais />
        </div>
      </section>

      <section className="inst-secao inst-secao-clara" aria-labelledby="perguntas-categoria">
        <div className="container largura-texto">
          <h2 id="perguntas-categoria">Perguntas frequentes</h2>
          <Perguntas
            itens={[
              ...c.perguntas.map((p) => ({ pergunta: p.pergunta, resposta: <p>{p.resposta}</p> })),
              {
                pergunta: 'Quanto custa?',
                resposta: (
                  <p>
                    Os primeiros {MESES_GRATIS} meses são grátis. Depois, você escolhe um plano de assinatura
                    com valor acessível ou cancela, sem multa.
                  </p>
                ),
              },
            ]}
          />
        </div>
      </section>

      <CtaAnunciante
        titulo={`${c.nome}: sua vitrine grátis por ${MESES_GRATIS} meses`}
        texto="Cadastre-se como anunciante, monte sua vitrine e comece a receber contatos de profissionais de casamentos e eventos."
      />
    </main>
  );
}
