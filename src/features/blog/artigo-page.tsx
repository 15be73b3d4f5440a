import { Link, useParams } from 'wouter';
import { artigoPorId } from '../../../shared/blog';
import { Compartilhar } from '../../components/compartilhar';
import { NaoEncontrado } from '../../components/nao-encontrado';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { dataArtigo } from './blog-page';
import './blog.css';

export default function ArtigoPage() {
  const { id = '' } = useParams<{ id: string }>();
  const artigo = artigoPorId(id);
  if (!artigo) {
    return (
      <NaoEncontrado
        titulo="Artigo não encontrado"
        texto="O artigo que você está procurando não existe ou foi removido."
      />
    );
  }
  return <Artigo artigo={artigo} />;
}

function Artigo({ artigo }: { artigo: NonNullable<ReturnType<typeof artigoPorId>> }) {
  usePageTitle(artigo.title);
  return (
    <main className="container pagina artigo largura-texto">
      <article>
        <img className="artigo-imagem" src={artigo.imageUrl} alt="" width={1200} height={630} />
        <h1>{artigo.title}</h1>
        <p className="texto-suave">
          {dataArtigo(artigo.date)} · Por {artigo.author}
        </p>
        <Compartilhar titulo={artigo.title} caminho={paths.artigo(artigo.id)} />
        <p className="artigo-intro">{artigo.intro}</p>
        {artigo.sections.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
            {s.bullets && (
              <ul>
                {s.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <h2>Conclusão</h2>
        <p>{artigo.conclusion}</p>
        <aside className="cartao cartao-destaque artigo-cta">
          <p>{artigo.cta}</p>
          <Link
            href={`${paths.fornecedores}?tag=${encodeURIComponent(artigo.ctaTag)}`}
            className="btn btn-primario"
          >
            {artigo.ctaBotao}
          </Link>
        </aside>
        <p>
          <Link href={paths.home}>← Voltar para o início</Link>
        </p>
      </article>
    </main>
  );
}
