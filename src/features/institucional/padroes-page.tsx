import { usePageTitle } from '../../lib/page-title';
import { useSiteName } from '../../lib/site';
import './institucional.css';
import { SecaoBotoes, SecaoCartoes, SecaoFeedback, SecaoFormularios } from './padroes-componentes';
import { SecaoFlexbox, SecaoGrade, SecaoIcones, SecaoNavegacao } from './padroes-navegacao';
import { SECOES_PADROES } from './padroes-secao';
import { SecaoCores, SecaoEspacamento, SecaoTipografia, useTokens } from './padroes-tokens';

/** The visual guide (admin only): the live design tokens and every component the product uses. */
export default function PadroesPage() {
  usePageTitle('Guia de Padrões Visuais');
  const site = useSiteName();
  const tokens = useTokens();

  return (
    <main className="container pagina">
      <header className="largura-texto">
        <span className="sobretitulo">Design system</span>
        <h1>Guia de Padrões Visuais</h1>
        <p className="texto-suave">
          Cores, tipografia, componentes e padrões de layout da plataforma {site}. Os valores abaixo são lidos
          ao vivo das variáveis CSS da aplicação: o guia nunca fica diferente do produto.
        </p>
      </header>
      <nav className="padroes-nav" aria-label="Seções do guia">
        {SECOES_PADROES.map(([ancora, titulo]) => (
          <a key={ancora} href={`#${ancora}`} className="tag">
            {titulo}
          </a>
        ))}
      </nav>

      <SecaoCores tokens={tokens} />
      <SecaoTipografia tokens={tokens} />
      <SecaoEspacamento tokens={tokens} />
      <SecaoBotoes />
      <SecaoCartoes />
      <SecaoFormularios />
      <SecaoFeedback />
      <SecaoNavegacao />
      <SecaoGrade />
      <SecaoFlexbox />
      <SecaoIcones />
    </main>
  );
}
