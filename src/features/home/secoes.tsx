import { Link } from 'wouter';
import { artigos } from '../../../shared/blog';
import { ResumoAvaliacao } from '../../components/avaliacao';
import { Icone } from '../../components/icone';
import { TAMANHOS_FOTO } from '../../components/imagem';
import { LinhaAtende, LinhaIdealPara } from '../../components/linha-atende';
import { FotoFornecedor, SupplierBadge } from '../../components/supplier-badge';
import { paths } from '../../config/paths';
import { tagsDoCartao } from '../../lib/localidade';
import type { RouterOutputs } from '../../lib/trpc';
import { Carrossel } from './carrossel';
import { cortar, perfilHref, rotuloDaTag } from './home-util';

// The home page's sections below the fold, each as it was in the page (home-page.tsx composes them).

type Home = RouterOutputs['fornecedores']['home'];

function dataCurta(iso: string): string {
  return new Date(`${iso}T12:00:00`).toLocaleDateString('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

export function AreaAnunciante({ nome }: { nome: string }) {
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

/** A home card's name, where it serves, rating, first `chips` tags and audience. */
function ResumoDoCartao({ f, chips }: { f: Home['carrossel'][number]; chips: number }) {
  const tags = tagsDoCartao(f.tags);
  return (
    <>
      <h3 className="cartao-titulo">{f.nome_empresa}</h3>
      <LinhaAtende tags={f.tags} />
      <ResumoAvaliacao avaliacao={f.avaliacao} />
      <div className="home-tags">
        {tags.chips.slice(0, chips).map((t) => (
          <span key={t.id} className="tag">
            {t.nome}
          </span>
        ))}
      </div>
      <LinhaIdealPara publico={tags.publico} />
    </>
  );
}

/** The highlighted suppliers (none: no section). */
export function Destaques({ destaques }: { destaques: Home['destaques'] }) {
  if (destaques.length === 0) return null;
  return (
    <section className="secao container" aria-labelledby="destaques">
      <h2 id="destaques">Destaques</h2>
      <div className="home-destaques">
        {destaques.map((f) => (
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
              <ResumoDoCartao f={f} chips={4} />
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
  );
}

/** The carousel of suppliers (none: no section). */
export function Solucoes({ carrossel }: { carrossel: Home['carrossel'] }) {
  if (carrossel.length === 0) return null;
  return (
    <section className="secao container" aria-labelledby="solucoes">
      <h2 id="solucoes">Soluções</h2>
      <Carrossel
        rotulo="Fornecedores em destaque"
        itens={carrossel.map((f) => (
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
            <ResumoDoCartao f={f} chips={3} />
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
  );
}

/** Sign up, advertise, follow: three calls to action. */
export function Chamadas() {
  return (
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
  );
}

/** The blog's three latest articles. */
export function DicasEArtigos() {
  return (
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
  );
}

/** The taxonomy by category, each tag a link to the list (undefined while the data loads). */
export function Categorias({ categorias }: { categorias: Home['categorias'] | undefined }) {
  return (
    <section className="secao container" aria-labelledby="categorias">
      <h2 id="categorias">Categorias de Soluções</h2>
      {categorias && categorias.length === 0 && (
        <p className="vazio">Nenhuma categoria disponível no momento.</p>
      )}
      <div className="home-categorias">
        {categorias?.map((c) => (
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
  );
}

export function ChamadaFinal() {
  return (
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
  );
}
