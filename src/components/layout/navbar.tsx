import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useMinhasVitrines } from '../../lib/minhas-vitrines';
import { useLogout, useSession } from '../../lib/session';
import { useSiteName } from '../../lib/site';
import { useTRPC } from '../../lib/trpc';
import { Icone } from '../icone';
import type { NomeIcone } from '../icones.generated';
import { LinkComAcao } from '../link-com-acao';

/** Closes a menu on a click outside `ref`. */
function useClickOutside(ref: React.RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}

export function Navbar() {
  const siteName = useSiteName();
  const { user } = useSession();
  const logout = useLogout();
  const [location] = useLocation();
  const [menuAberto, setMenuAberto] = useState(false);
  const [usuarioAberto, setUsuarioAberto] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const userRef = useRef<HTMLDivElement>(null);
  const vitrines = useMinhasVitrines(user?.tipo === 'anunciante');
  const trpc = useTRPC();
  // Unread quote requests: one small count, asked only for advertisers (never on the server render).
  const naoLidas = useQuery({
    ...trpc.orcamentos.naoLidas.queryOptions(),
    enabled: user?.tipo === 'anunciante',
    staleTime: 60_000,
  }).data?.total;
  const contador = user?.tipo === 'anunciante' && naoLidas ? naoLidas : 0;
  useClickOutside(navRef, menuAberto, () => setMenuAberto(false));
  useClickOutside(userRef, usuarioAberto, () => setUsuarioAberto(false));

  // Any navigation closes both menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on path change
  useEffect(() => {
    setMenuAberto(false);
    setUsuarioAberto(false);
  }, [location]);

  const fechar = () => {
    setMenuAberto(false);
    setUsuarioAberto(false);
  };
  const ativo = (href: string) =>
    (href === '/' ? location === '/' : location.startsWith(href)) ? 'ativo' : undefined;

  const itensUsuario: { href: string; rotulo: string; icone: NomeIcone }[] = [];
  if (user?.tipo === 'admin') {
    itensUsuario.push({ href: paths.admin, rotulo: 'Painel Admin', icone: 'fas-gauge' });
    itensUsuario.push({
      href: paths.perfilAba('vitrine'),
      rotulo: 'Gestão de Vitrines',
      icone: 'fas-store',
    });
  } else if (user?.tipo === 'anunciante') {
    itensUsuario.push({
      href: paths.perfilAba('estatisticas'),
      rotulo: 'Estatísticas',
      icone: 'fas-chart-line',
    });
    itensUsuario.push({
      href: paths.perfilAba('vitrine'),
      rotulo: (vitrines.data?.length ?? 0) > 0 ? 'Gestão de Vitrines' : 'Gestão de Vitrine',
      icone: 'fas-store',
    });
    itensUsuario.push({
      href: paths.perfilAba('orcamentos'),
      rotulo: 'Orçamentos',
      icone: 'fas-envelope',
    });
    itensUsuario.push({
      href: paths.perfilAba('dados_pessoais'),
      rotulo: 'Dados Pessoais',
      icone: 'fas-user',
    });
  } else if (user) {
    itensUsuario.push({
      href: paths.perfilAba('dados_pessoais'),
      rotulo: 'Dados Pessoais',
      icone: 'fas-user',
    });
  }

  return (
    <header className="navbar" ref={navRef}>
      <div className="container navbar-conteudo">
        <Link href="/" className="navbar-marca" onClick={fechar}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{siteName}</span>
        </Link>
        {/* A link to the menu: without JavaScript the address opens it (#menu-principal, CSS :target). */}
        <LinkComAcao
          href="#menu-principal"
          role="button"
          className="navbar-alternar"
          aria-expanded={menuAberto}
          aria-controls="menu-principal"
          aria-label={menuAberto ? 'Fechar menu' : 'Abrir menu'}
          aoSeguir={() => setMenuAberto((v) => !v)}
        >
          <Icone nome={menuAberto ? 'fas-xmark' : 'fas-bars'} />
          {contador > 0 && (
            <span className="navbar-contador navbar-contador-menu" aria-hidden="true">
              {contador}
            </span>
          )}
        </LinkComAcao>
        <nav
          id="menu-principal"
          className={`navbar-menu${menuAberto ? ' aberto' : ''}`}
          aria-label="Principal"
        >
          <Link href="/" className={ativo('/')} onClick={fechar}>
            Início
          </Link>
          <Link href={paths.fornecedores} className={ativo(paths.fornecedores)} onClick={fechar}>
            Soluções
          </Link>
          <Link href={paths.blog} className={ativo(paths.blog)} onClick={fechar}>
            Blog
          </Link>
          <Link href={paths.sobre} className={ativo(paths.sobre)} onClick={fechar}>
            Sobre Nós
          </Link>
          <Link href={paths.sejaAnunciante} className={ativo(paths.sejaAnunciante)} onClick={fechar}>
            Anuncie aqui
          </Link>
          {!user && (
            <div className="navbar-acoes">
              <Link href={paths.login} className="btn btn-texto" onClick={fechar}>
                Entrar
              </Link>
              <Link href={paths.cadastro} className="btn btn-primario btn-pequeno" onClick={fechar}>
                Cadastre-se
              </Link>
            </div>
          )}
          {user && (
            <div className="navbar-usuario" ref={userRef}>
              <button
                type="button"
                className="navbar-usuario-botao"
                aria-expanded={usuarioAberto}
                aria-haspopup="menu"
                onClick={() => setUsuarioAberto((v) => !v)}
              >
                <Icone nome="fas-circle-user" />
                <span>{user.nome.split(' ')[0]}</span>
                {contador > 0 && <span className="navbar-contador">{contador}</span>}
                <Icone nome="fas-chevron-down" />
              </button>
              {usuarioAberto && (
                <div className="navbar-dropdown" role="menu">
                  {itensUsuario.map((item) => (
                    <Link key={item.href} href={item.href} role="menuitem" onClick={fechar}>
                      <Icone nome={item.icone} /> {item.rotulo}
                    </Link>
                  ))}
                  <button
                    type="button"
                    role="menuitem"
                    onClick={() => {
                      fechar();
                      void logout();
                    }}
                  >
                    <Icone nome="fas-right-from-bracket" /> Sair
                  </button>
                </div>
              )}
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
