import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { mostraRodape, paths } from '../../config/paths';
import { useSiteName } from '../../lib/site';
import { Icone } from '../icone';
import { LinkComAcao } from '../link-com-acao';

export function Footer() {
  const [location] = useLocation();
  const siteName = useSiteName();
  const [mostrarTopo, setMostrarTopo] = useState(false);

  useEffect(() => {
    const onScroll = () => setMostrarTopo(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!mostraRodape(location)) return null;
  const ano = new Date().getFullYear();

  return (
    <footer className="rodape">
      <div className="container rodape-grade">
        <div>
          <p className="rodape-marca">{siteName}</p>
          <p>Soluções B2B para quem faz o casamento acontecer.</p>
        </div>
        <nav aria-label="Navegação do rodapé">
          <h2>Navegação</h2>
          <ul>
            <li>
              <Link href={paths.sobre}>Sobre Nós</Link>
            </li>
            <li>
              <Link href={paths.blog}>Blog</Link>
            </li>
            <li>
              <Link href={paths.fornecedores}>Soluções</Link>
            </li>
            <li>
              <Link href={paths.cadastro}>Cadastre-se</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Categorias">
          <h2>Categorias</h2>
          <ul>
            <li>
              <Link href="/fornecedores?tag=Fotografia">Fotografia</Link>
            </li>
            <li>
              <Link href="/fornecedores?tag=Decora%C3%A7%C3%A3o">Decoração</Link>
            </li>
            <li>
              <Link href="/fornecedores?tag=Assessoria">Assessoria</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Informações legais">
          <h2>Legal</h2>
          <ul>
            <li>
              <Link href={paths.termos}>Termos de Uso</Link>
            </li>
            <li>
              <Link href={paths.privacidade}>Política de Privacidade</Link>
            </li>
            <li>
              <Link href={paths.contato}>Contato</Link>
            </li>
          </ul>
          <div className="rodape-sociais">
            <a href="https://www.instagram.com/vitrinedosim" target="_blank" rel="noopener noreferrer">
              <Icone nome="fab-instagram" />
              <span className="sr-only">Instagram</span>
            </a>
            <a href="https://www.facebook.com/vitrinedosim" target="_blank" rel="noopener noreferrer">
              <Icone nome="fab-facebook" />
              <span className="sr-only">Facebook</span>
            </a>
            <a href="https://www.linkedin.com/company/vitrinedosim" target="_blank" rel="noopener noreferrer">
              <Icone nome="fab-linkedin" />
              <span className="sr-only">LinkedIn</span>
            </a>
          </div>
        </nav>
      </div>
      <div className="container rodape-base">
        <p>
          © {ano} {siteName}. Todos os direitos reservados.
        </p>
        {/* Phones: a link at the end of the page instead of a floating button over forms and text. */}
        <LinkComAcao
          href="#top"
          className="rodape-topo"
          aoSeguir={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icone nome="fas-arrow-up" /> Voltar ao topo
        </LinkComAcao>
      </div>
      {mostrarTopo && (
        <button
          type="button"
          className="voltar-topo"
          aria-label="Voltar ao topo"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icone nome="fas-arrow-up" />
        </button>
      )}
    </footer>
  );
}
