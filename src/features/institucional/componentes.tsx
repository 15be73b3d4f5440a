import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icone } from '../../components/icone';
import { paths } from '../../config/paths';

/** Every advertiser page states the rule of the marketplace: it is B2B, never aimed at couples. */
export function AvisoCasais() {
  return (
    <aside className="inst-aviso-casais" aria-label="Regra dos anúncios">
      <Icone nome="fas-circle-info" />
      <p>
        <strong>Importante:</strong> esta é uma plataforma B2B. Anúncios voltados para noivos e noivas são
        proibidos: sua vitrine deve oferecer produtos ou serviços para os profissionais e empresas de
        casamentos e eventos.
      </p>
    </aside>
  );
}

export interface Pergunta {
  pergunta: string;
  resposta: ReactNode;
}

/** Frequently asked questions as native disclosure widgets (keyboard and screen-reader friendly). */
export function Perguntas({ itens }: { itens: Pergunta[] }) {
  return (
    <div className="sanfona">
      {itens.map((item) => (
        <details key={item.pergunta}>
          <summary>{item.pergunta}</summary>
          <div className="sanfona-resposta">{item.resposta}</div>
        </details>
      ))}
    </div>
  );
}

/** The closing call to action of the advertiser pages: to /cadastro with "Quero Anunciar" chosen. */
export function CtaAnunciante({ titulo, texto }: { titulo: string; texto: string }) {
  return (
    <section className="inst-secao" aria-labelledby="cta-anunciante">
      <div className="container">
        <div className="inst-cta-final">
          <h2 id="cta-anunciante">{titulo}</h2>
          <p>{texto}</p>
          <div className="inst-acoes">
            <Link href={paths.cadastroAnunciante} className="btn btn-destaque btn-grande">
              Criar minha vitrine grátis
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
