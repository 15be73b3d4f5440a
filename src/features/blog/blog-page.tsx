import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { artigos } from '../../../shared/blog';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import './blog.css';

export const BLOG_CARREGAMENTO_MS = 500;
export const BLOG_RESUMO = 150;

export function dataArtigo(iso: string): string {
  return new Date(`${iso}T12:00:00`).toLocaleDateString('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

export default function BlogPage() {
  usePageTitle('Blog');
  const [carregando, setCarregando] = useState(true);
  useEffect(() => {
    const id = setTimeout(() => setCarregando(false), BLOG_CARREGAMENTO_MS);
    return () => clearTimeout(id);
  }, []);
  return (
    <main className="container pagina blog">
      <h1>Blog: dicas e artigos para profissionais de eventos</h1>
      {carregando ? (
        <div className="carregando" role="status">
          <span className="spinner" aria-hidden="true" /> Carregando artigos...
        </div>
      ) : (
        <div className="grade">
          {artigos.map((a) => (
            <article key={a.id} className="cartao blog-cartao">
              <img src={a.imageUrl} alt="" width={400} height={225} loading="lazy" />
              <p className="texto-suave">{dataArtigo(a.date)}</p>
              <h2 className="cartao-titulo">{a.title}</h2>
              <p>{a.intro.slice(0, BLOG_RESUMO)}...</p>
              <Link href={paths.artigo(a.id)}>Ler artigo completo</Link>
            </article>
          ))}
        </div>
      )}
      <section className="secao texto-centro">
        <h2>Procurando quem resolva isso para você?</h2>
        <div className="linha blog-acoes">
          <Link href={paths.fornecedores} className="btn btn-primario">
            Encontrar soluções
          </Link>
          <Link href={paths.sobre} className="btn btn-secundario">
            Conheça a Vitrine do Sim
          </Link>
        </div>
      </section>
    </main>
  );
}
