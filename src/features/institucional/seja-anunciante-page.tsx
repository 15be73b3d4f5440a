import { Link } from 'wouter';
import { categoriasAnunciante, paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useSiteName } from '../../lib/site';
import { conteudoCategorias, MESES_GRATIS } from './anunciante-conteudo';
import { AvisoCasais, CtaAnunciante, Perguntas } from './componentes';
import './institucional.css';
import { Icone } from '../../components/icone';

const publicos = [
  {
    icone: 'fas-bullhorn' as const,
    titulo: 'Marketing e publicidade',
    texto:
      'Agências, gestores de tráfego, storymakers, blogs e influenciadores que ajudam fornecedores a vender mais.',
  },
  {
    icone: 'fas-graduation-cap' as const,
    titulo: 'Educação',
    texto:
      'Cursos, mentorias, workshops e eventos de capacitação para profissionais de casamentos e eventos.',
  },
  {
    icone: 'fas-briefcase' as const,
    titulo: 'Soluções empresariais',
    texto:
      'Advogados, contadores, sistemas de gestão, CRMs, seguros e consultorias para o dia a dia da empresa.',
  },
  {
    icone: 'fas-pen-ruler' as const,
    titulo: 'Design',
    texto: 'Identidade visual, papelaria, catálogos, propostas comerciais e materiais para redes sociais.',
  },
  {
    icone: 'fas-box-open' as const,
    titulo: 'Produtos e materiais',
    texto:
      'Equipamentos, insumos, embalagens, mobiliário e materiais que os fornecedores compram para trabalhar.',
  },
];

const passos = [
  {
    titulo: 'Crie sua vitrine',
    texto:
      'Cadastre-se como anunciante e monte sua página com logo, descrição, fotos, perguntas frequentes e botões de contato.',
  },
  {
    titulo: 'Seja encontrado',
    texto:
      'Sua vitrine aparece nas buscas e nas categorias do diretório, para profissionais que procuram exatamente o que você oferece.',
  },
  {
    titulo: 'Receba clientes qualificados',
    texto:
      'O contato chega direto pelo WhatsApp, telefone, e-mail ou site, de empresas do mercado de eventos, sem intermediários.',
  },
  {
    titulo: 'Acompanhe os resultados',
    texto:
      'No painel de estatísticas você vê as visualizações da vitrine e os cliques em cada botão, dia a dia.',
  },
];

export default function SejaAnunciantePage() {
  usePageTitle('Anuncie aqui');
  const site = useSiteName();
  return (
    <main>
      <section className="inst-hero">
        <div className="container inst-hero-grade">
          <div>
            <span className="sobretitulo">Para anunciantes</span>
            <h1>Anuncie sua solução para quem faz o casamento acontecer</h1>
            <p className="inst-hero-lead">
              Fotógrafos, decoradores, buffets, cerimonialistas e assessorias procuram todos os dias
              fornecedores para o próprio negócio. Na plataforma {site}, a sua empresa aparece para esse
              público, e os primeiros {MESES_GRATIS} meses de anúncio são grátis.
            </p>
            <div className="inst-acoes">
              <Link href={paths.cadastroAnunciante} className="btn btn-primario btn-grande">
                Quero anunciar grátis
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
      </section>

      <section className="inst-secao" aria-labelledby="sobre-anunciar">
        <div className="container inst-duas-colunas">
          <div>
            <h2 id="sobre-anunciar">Um marketplace B2B feito para o mercado de eventos</h2>
            <p>
              A plataforma {site} reúne, em um só lugar, as empresas que vendem produtos e serviços para os
              profissionais de casamentos e eventos. Quem entra aqui não está planejando o próprio casamento:
              está procurando um contador, um curso, um sistema ou uma agência para fazer o negócio crescer.
            </p>
            <p>
              Isso significa contatos mais qualificados para você e menos tempo gasto com quem não é o seu
              cliente.
            </p>
            <ul className="inst-lista-check">
              <li>
                <Icone nome="fas-check" />
                <span>Vitrine completa, sem precisar de site próprio</span>
              </li>
              <li>
                <Icone nome="fas-check" />
                <span>Contato direto, sem comissão sobre o que você vender</span>
              </li>
              <li>
                <Icone nome="fas-check" />
                <span>Estatísticas de visualizações e cliques sempre à mão</span>
              </li>
            </ul>
            <AvisoCasais />
          </div>
          <div className="inst-figura">
            <img
              src="/images/anunciante-resultados.svg"
              width="600"
              height="400"
              alt="Ilustração de um painel de estatísticas com gráfico em crescimento"
              loading="lazy"
            />
          </div>
        </div>
      </section>

      <section className="inst-secao inst-secao-clara" aria-labelledby="publico-alvo">
        <div className="container">
          <div className="inst-secao-cabecalho">
            <span className="sobretitulo">Público-alvo</span>
            <h2 id="publico-alvo">Para quem é o anúncio</h2>
            <p>
              Empresas e profissionais que vendem para fornecedores de casamentos e eventos, nestas áreas:
            </p>
          </div>
          <div className="grade-3">
            {publicos.map((p) => (
              <article key={p.titulo} className="cartao inst-cartao">
                <span className="cartao-icone">
                  <Icone nome={p.icone} />
                </span>
                <h3>{p.titulo}</h3>
                <p>{p.texto}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="inst-secao" aria-labelledby="como-funciona">
        <div className="container">
          <div className="inst-secao-cabecalho">
            <span className="sobretitulo">Passo a passo</span>
            <h2 id="como-funciona">Como funciona</h2>
          </div>
          <ol className="inst-passos">
            {passos.map((p) => (
              <li key={p.titulo} className="cartao">
                <h3>{p.titulo}</h3>
                <p className="texto-suave">{p.texto}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="inst-secao inst-secao-clara" aria-labelledby="categorias-anunciante">
        <div className="container">
          <div className="inst-secao-cabecalho">
            <h2 id="categorias-anunciante">Veja como funciona para a sua área</h2>
          </div>
          <ul className="inst-categorias">
            {categoriasAnunciante.map((slug) => (
              <li key={slug}>
                <Link href={`${paths.sejaAnunciante}/${slug}`}>
                  <Icone nome={conteudoCategorias[slug].icone} />
                  {conteudoCategorias[slug].nome}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="inst-secao" aria-labelledby="perguntas-anunciante">
        <div className="container largura-texto">
          <h2 id="perguntas-anunciante">Perguntas frequentes</h2>
          <Perguntas
            itens={[
              {
                pergunta: 'Quanto custa anunciar?',
                resposta: (
                  <p>
                    Os primeiros {MESES_GRATIS} meses são gratuitos para os anunciantes que entrarem agora.
                    Depois desse período, você pode escolher um plano de assinatura com valor acessível ou
                    cancelar, sem multa.
                  </p>
                ),
              },
              {
                pergunta: 'Preciso ter um site para anunciar?',
                resposta: (
                  <p>
                    Não. A sua vitrine funciona como uma página profissional completa: descrição, fotos e
                    vídeos, perguntas frequentes e botões para WhatsApp, telefone, e-mail e redes sociais.
                  </p>
                ),
              },
              {
                pergunta: 'Como vou saber se está dando resultado?',
                resposta: (
                  <p>
                    Pelo painel de estatísticas: você acompanha quantas pessoas visitaram a sua vitrine e
                    quantas clicaram em cada botão de contato, dia a dia, com a taxa de engajamento calculada
                    para você.
                  </p>
                ),
              },
              {
                pergunta: 'Posso anunciar para noivos e noivas?',
                resposta: (
                  <p>
                    Não. A plataforma é B2B: os anúncios devem ser voltados para profissionais e empresas do
                    mercado de eventos. Anúncios direcionados a casais são proibidos.
                  </p>
                ),
              },
            ]}
          />
        </div>
      </section>

      <CtaAnunciante
        titulo={`Comece agora: ${MESES_GRATIS} meses grátis`}
        texto="Crie sua conta de anunciante, monte sua vitrine em poucos minutos e seja encontrado por quem faz o casamento acontecer."
      />
    </main>
  );
}
