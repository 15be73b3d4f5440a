import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useSiteName } from '../../lib/site';
import './institucional.css';
import { Icone } from '../../components/icone';

const oQueFazemos = [
  {
    icone: 'fas-magnifying-glass' as const,
    titulo: 'Conectamos quem precisa a quem resolve',
    texto:
      'Fotógrafos, decoradores, buffets e assessorias encontram, em um só lugar, fornecedores de produtos e serviços para o próprio negócio.',
  },
  {
    icone: 'fas-store' as const,
    titulo: 'Damos vitrine a quem atende o setor',
    texto:
      'Advogados, contadores, agências, sistemas, designers e cursos ganham uma página profissional voltada para o mercado de eventos.',
  },
  {
    icone: 'fas-filter' as const,
    titulo: 'Organizamos por categoria e região',
    texto:
      'Filtros por atividade, público e localidade ajudam cada profissional a chegar rapidamente à solução certa, perto ou online.',
  },
  {
    icone: 'fas-chart-column' as const,
    titulo: 'Mostramos resultados com transparência',
    texto:
      'Anunciantes acompanham visualizações e cliques da vitrine em um painel de estatísticas, sem intermediários e sem comissão.',
  },
];

const comoUsar = [
  {
    src: '/images/como-funciona-1.svg',
    alt: 'Passo 1: pesquise soluções por nome, categoria ou região',
    titulo: 'Pesquise',
    texto: 'Use a busca ou navegue pelas categorias de soluções.',
  },
  {
    src: '/images/como-funciona-2.svg',
    alt: 'Passo 2: conheça a vitrine do fornecedor',
    titulo: 'Compare',
    texto: 'Veja fotos, serviços, perguntas frequentes e depoimentos.',
  },
  {
    src: '/images/como-funciona-3.svg',
    alt: 'Passo 3: fale direto com o fornecedor',
    titulo: 'Converse',
    texto: 'Fale direto pelo WhatsApp, telefone, e-mail ou site.',
  },
];

export default function SobrePage() {
  usePageTitle('Sobre Nós');
  const site = useSiteName();
  return (
    <main>
      <section className="inst-hero">
        <div className="container inst-hero-grade">
          <div>
            <span className="sobretitulo">Sobre Nós</span>
            <h1>Soluções B2B para quem faz o casamento acontecer</h1>
            <p className="inst-hero-lead">
              A plataforma {site} é o marketplace onde profissionais de casamentos e eventos encontram os
              fornecedores de que precisam para fazer o próprio negócio crescer.
            </p>
            <div className="inst-acoes">
              <Link href={paths.cadastro} className="btn btn-primario btn-grande">
                Criar minha conta
              </Link>
              <Link href={paths.fornecedores} className="btn btn-secundario btn-grande">
                Explorar soluções
              </Link>
            </div>
          </div>
          <img
            src="/images/sobre-missao.svg"
            width="600"
            height="400"
            alt="Ilustração de uma vitrine de loja com um par de alianças"
          />
        </div>
      </section>

      <section className="inst-secao" aria-labelledby="missao">
        <div className="container largura-texto">
          <span className="sobretitulo">Nossa missão</span>
          <h2 id="missao">Facilitar a vida de quem vive de celebrar</h2>
          <p>
            Quem trabalha com casamentos passa os fins de semana nos eventos e a semana respondendo clientes,
            fechando contratos e cuidando da própria empresa. Encontrar um bom contador, um advogado que
            entenda de contratos de eventos ou uma agência que saiba vender para noivos não deveria tomar
            tanto tempo.
          </p>
          <p>
            Nossa missão é reunir essas soluções em um só lugar, com informações claras e contato direto, para
            que cada profissional do setor gaste menos tempo procurando e mais tempo fazendo o que faz de
            melhor.
          </p>
        </div>
      </section>

      <section className="inst-secao inst-secao-clara" aria-labelledby="o-que-fazemos">
        <div className="container">
          <div className="inst-secao-cabecalho centro">
            <span className="sobretitulo">O que fazemos</span>
            <h2 id="o-que-fazemos">Uma ponte entre o mercado de eventos e quem o atende</h2>
          </div>
          <div className="grade-4">
            {oQueFazemos.map((item) => (
              <article key={item.titulo} className="cartao inst-cartao">
                <span className="cartao-icone">
                  <Icone nome={item.icone} />
                </span>
                <h3>{item.titulo}</h3>
                <p>{item.texto}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="inst-secao" aria-labelledby="fundador">
        <div className="container inst-duas-colunas">
          <div className="inst-figura">
            <img
              src="/images/sobre-fundador.svg"
              width="600"
              height="400"
              alt="Ilustração em traço de um profissional de eventos com câmera e anotações"
              loading="lazy"
            />
          </div>
          <div>
            <span className="sobretitulo">Quem está por trás</span>
            <h2 id="fundador">Nascido nos bastidores dos casamentos</h2>
            <p>
              A plataforma {site} foi idealizada por um fotógrafo de casamentos que, depois de anos atendendo
              casais, percebeu que o mais difícil não era o dia do evento: era encontrar bons parceiros para
              cuidar da empresa. Cada indicação dependia de grupos de WhatsApp e de conversas nos bastidores.
            </p>
            <blockquote className="inst-citacao">
              “Quem faz o casamento acontecer merece o mesmo cuidado que dedica aos seus clientes.”
            </blockquote>
            <div className="inst-fundador">
              <span className="inst-fundador-iniciais" aria-hidden="true">
                RS
              </span>
              <p className="texto-suave" style={{ margin: 0 }}>
                <strong style={{ color: 'var(--cor-texto)' }}>Rafael Siqueira</strong>
                <br />
                Fundador, fotógrafo de casamentos há mais de dez anos
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="inst-secao inst-secao-clara" aria-labelledby="visao">
        <div className="container inst-duas-colunas invertida">
          <div className="inst-figura">
            <img
              src="/images/sobre-visao.svg"
              width="600"
              height="400"
              alt="Ilustração de uma montanha com bandeira no topo e um caminho tracejado"
              loading="lazy"
            />
          </div>
          <div>
            <span className="sobretitulo">Nossa visão</span>
            <h2 id="visao">Ser a referência B2B do mercado de eventos no Brasil</h2>
            <p>
              Queremos que todo profissional de casamentos, da capital ao interior, saiba onde encontrar as
              soluções para o seu negócio, e que cada empresa que atende o setor tenha uma vitrine à altura do
              seu trabalho.
            </p>
            <p>Crescemos com transparência, contato direto e respeito a quem anuncia e a quem procura.</p>
          </div>
        </div>
      </section>

      <section className="inst-secao" aria-labelledby="como-usar">
        <div className="container">
          <div className="inst-secao-cabecalho centro">
            <span className="sobretitulo">Como usar</span>
            <h2 id="como-usar">Encontre a solução certa em três passos</h2>
          </div>
          <div className="grade-3">
            {comoUsar.map((p) => (
              <figure key={p.src} className="cartao" style={{ margin: 0, padding: 'var(--esp-3)' }}>
                <img
                  src={p.src}
                  alt={p.alt}
                  width="600"
                  height="300"
                  loading="lazy"
                  style={{ borderRadius: 'var(--raio-md)' }}
                />
                <figcaption style={{ padding: 'var(--esp-3) var(--esp-2) var(--esp-1)' }}>
                  <strong>{p.titulo}.</strong> <span className="texto-suave">{p.texto}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="inst-secao" aria-labelledby="cta-sobre">
        <div className="container">
          <div className="inst-cta-final">
            <h2 id="cta-sobre">Faça parte da plataforma {site}</h2>
            <p>
              Crie sua conta gratuita para encontrar fornecedores ou anunciar a sua solução. Se preferir,
              comece explorando as soluções já publicadas.
            </p>
            <div className="inst-acoes">
              <Link href={paths.cadastro} className="btn btn-destaque btn-grande">
                Criar minha conta
              </Link>
              <Link href={paths.fornecedores} className="btn btn-secundario btn-grande">
                Ver soluções
              </Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
