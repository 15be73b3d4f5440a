import { Suspense, useEffect } from 'react';
import { Route, useLocation } from 'wouter';
import { Footer } from './components/layout/footer';
import { Navbar } from './components/layout/navbar';
import { MarcaPronto } from './components/pronto';
import { RouteGuard } from './components/route-guard';
import { PageViewTracker } from './lib/tracking';
import { acharRota, NAO_ENCONTRADA } from './rotas';

function Carregando() {
  return (
    <div className="carregando" role="status">
      <span className="spinner" aria-hidden="true" />
      Carregando...
    </div>
  );
}

/** Scrolls to the top on a new page, or smoothly to the #anchor 100 ms after a hash change. */
function ScrollManager() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  useEffect(() => {
    const onHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }), 100);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return null;
}

/**
 * The page for the address, from the route table (src/rotas.ts) the server render also reads.
 * One element in one place, as wouter's Switch renders: moving between two addresses of the same
 * page (the editor's) keeps it mounted.
 */
function Pagina() {
  const [location] = useLocation();
  const achada = acharRota(location);
  if (!achada) return <NAO_ENCONTRADA.Componente />;
  const { rota } = achada;
  return (
    <Route path={rota.padrao}>
      {rota.guarda ? (
        <RouteGuard {...rota.guarda}>
          <rota.Componente />
        </RouteGuard>
      ) : (
        <rota.Componente />
      )}
    </Route>
  );
}

export function App() {
  return (
    <>
      <a href="#conteudo" className="pular-conteudo">
        Pular para o conteúdo
      </a>
      <Navbar />
      <ScrollManager />
      <PageViewTracker />
      <div id="conteudo" className="conteudo-principal">
        <Suspense fallback={<Carregando />}>
          <Pagina />
          <MarcaPronto />
        </Suspense>
      </div>
      <Footer />
    </>
  );
}
