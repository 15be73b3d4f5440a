import type { ReactNode } from 'react';

export interface SecaoLegal {
  id: string;
  titulo: string;
  conteudo: ReactNode;
}

/** Shared layout of the legal pages: title, last update, numbered index and numbered sections. */
export function LegalLayout({
  titulo,
  atualizacao,
  introducao,
  secoes,
}: {
  titulo: string;
  atualizacao: string;
  introducao: ReactNode;
  secoes: SecaoLegal[];
}) {
  return (
    <main className="container pagina">
      <header className="largura-texto" style={{ marginBottom: 'var(--esp-6)' }}>
        <span className="sobretitulo">Informações legais</span>
        <h1>{titulo}</h1>
        <p className="legal-atualizacao">{atualizacao}</p>
        {introducao}
      </header>
      <div className="legal">
        <nav className="legal-indice" aria-label="Índice">
          <h2>Nesta página</h2>
          <ol>
            {secoes.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.titulo}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-texto">
          {secoes.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-titulo`}>
              <h2 id={`${s.id}-titulo`}>
                {i + 1}. {s.titulo}
              </h2>
              {s.conteudo}
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
