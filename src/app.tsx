import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Footer } from './components/layout/footer';
import { Navbar } from './components/layout/navbar';
import { MarcaPronto } from './components/pronto';
import { RouteGuard } from './components/route-guard';
import { paths, rotasComParametro } from './config/paths';
import { PageViewTracker } from './lib/tracking';

// Every page is its own chunk: the public pages never load the editor, charts or cropper.
const HomePage = lazy(() => import('./features/home/home-page'));
const LoginPage = lazy(() => import('./features/auth/login-page'));
const CadastroPage = lazy(() => import('./features/auth/cadastro-page'));
const VerificarEmailPage = lazy(() => import('./features/auth/verificar-email-page'));
const RedefinirSenhaPage = lazy(() => import('./features/auth/redefinir-senha-page'));
const ListaFornecedoresPage = lazy(() => import('./features/fornecedores/lista-page'));
const DetalheFornecedorPage = lazy(() => import('./features/fornecedores/detalhe-page'));
const NomeRedirectPage = lazy(() => import('./features/fornecedores/nome-redirect-page'));
const BlogPage = lazy(() => import('./features/blog/blog-page'));
const ArtigoPage = lazy(() => import('./features/blog/artigo-page'));
const SobrePage = lazy(() => import('./features/institucional/sobre-page'));
const PadroesPage = lazy(() => import('./features/institucional/padroes-page'));
const TermosPage = lazy(() => import('./features/institucional/termos-page'));
const PrivacidadePage = lazy(() => import('./features/institucional/privacidade-page'));
const ContatoPage = lazy(() => import('./features/institucional/contato-page'));
const SejaAnunciantePage = lazy(() => import('./features/institucional/seja-anunciante-page'));
const CategoriaAnunciantePage = lazy(() => import('./features/institucional/categoria-anunciante-page'));
const PerfilPage = lazy(() => import('./features/perfil/perfil-page'));
const AdminPage = lazy(() => import('./features/admin/admin-page'));
const TesteUploadPage = lazy(() => import('./features/admin/teste-upload-page'));
const ExemploTrackingPage = lazy(() => import('./features/admin/exemplo-tracking-page'));
const EditorPage = lazy(() => import('./features/vitrine-editor/editor-page'));
const NaoEncontradoPage = lazy(() => import('./features/nao-encontrado/nao-encontrado-page'));

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

const editorGuard = (page: React.ReactNode) => (
  <RouteGuard roles={['anunciante', 'admin']}>{page}</RouteGuard>
);

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
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path={paths.login} component={LoginPage} />
            <Route path={paths.cadastro} component={CadastroPage} />
            <Route path={paths.verificarEmail} component={VerificarEmailPage} />
            <Route path={paths.redefinirSenha} component={RedefinirSenhaPage} />
            <Route path={paths.fornecedores} component={ListaFornecedoresPage} />
            <Route path={paths.fornecedorNovo}>{editorGuard(<EditorPage />)}</Route>
            <Route path="/fornecedores/editar/:id">{editorGuard(<EditorPage />)}</Route>
            <Route path="/fornecedores/nome/:slug" component={NomeRedirectPage} />
            <Route path={rotasComParametro.fornecedorId} component={DetalheFornecedorPage} />
            <Route path={rotasComParametro.solucao} component={DetalheFornecedorPage} />
            <Route path="/edita-vitrine-fornecedor/:id?">{editorGuard(<EditorPage />)}</Route>
            <Route path="/editar-fornecedor/:id">{editorGuard(<EditorPage />)}</Route>
            <Route path="/editar-vitrine/:id">{editorGuard(<EditorPage />)}</Route>
            <Route path={paths.blog} component={BlogPage} />
            <Route path={rotasComParametro.artigo} component={ArtigoPage} />
            <Route path={paths.sobre} component={SobrePage} />
            <Route path={paths.padroes}>
              <RouteGuard roles={['admin']} redirectTo="/">
                <PadroesPage />
              </RouteGuard>
            </Route>
            <Route path={paths.termos} component={TermosPage} />
            <Route path={paths.privacidade} component={PrivacidadePage} />
            <Route path={paths.contato} component={ContatoPage} />
            <Route path={paths.sejaAnunciante} component={SejaAnunciantePage} />
            <Route path={paths.anuncie} component={SejaAnunciantePage} />
            <Route path={paths.anunciante} component={SejaAnunciantePage} />
            <Route path="/anunciante/*" component={SejaAnunciantePage} />
            <Route path="/seja-anunciante/:categoria" component={CategoriaAnunciantePage} />
            <Route path={paths.perfil}>
              <RouteGuard>
                <PerfilPage />
              </RouteGuard>
            </Route>
            <Route path={paths.admin}>
              <RouteGuard roles={['admin']} redirectTo="/">
                <AdminPage />
              </RouteGuard>
            </Route>
            <Route path={paths.testeUpload}>
              <RouteGuard roles={['admin', 'anunciante']}>
                <TesteUploadPage />
              </RouteGuard>
            </Route>
            <Route path={paths.exemploTracking}>
              <RouteGuard roles={['admin']} redirectTo="/">
                <ExemploTrackingPage />
              </RouteGuard>
            </Route>
            <Route component={NaoEncontradoPage} />
          </Switch>
          <MarcaPronto />
        </Suspense>
      </div>
      <Footer />
    </>
  );
}
