// The one list of the app's pages: the browser's router (src/app.tsx) and the server render
// (src/entry-server.tsx) both read it. Adding a public page is one entry here.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { paths, rotasComParametro } from './config/paths';
import type { Consultas, EntradaConsultas } from './lib/consultas';
import type { TipoUsuario } from './lib/session';

/** Every page module, each its own chunk: the public pages never load the editor, charts or cropper. */
const MODULOS = import.meta.glob<{ default: ComponentType }>('./features/*/*-page.tsx');
const carregadas = new Map<string, LazyExoticComponent<ComponentType>>();

export interface Pagina {
  /** The module as the client manifest names it (the server puts its chunk and CSS in the head). */
  modulo: string;
  Componente: LazyExoticComponent<ComponentType>;
}

/** A page by its path under src/features ('home/home-page'): one lazy component per module. */
function pagina(nome: string): Pagina {
  const importar = MODULOS[`./features/${nome}.tsx`];
  if (!importar) throw new Error(`rotas: página inexistente src/features/${nome}.tsx`);
  let Componente = carregadas.get(nome);
  if (!Componente) {
    Componente = lazy(importar);
    carregadas.set(nome, Componente);
  }
  return { modulo: `src/features/${nome}.tsx`, Componente };
}

/** How the server answers the page's address. */
export type Servidor =
  /** Rendered on the server, with the data of `consultas` in the page (the client hydrates it). */
  | {
      render: 'servidor';
      /** Shuffles on each load (its seed is drawn per response). */
      embaralha?: boolean;
      /**
       * The page's first queries: the same function its useQuery calls, loaded when the server
       * renders (only in the server build: the browser gets it with the page's chunk).
       */
      consultas?: () => Promise<(e: EntradaConsultas) => Consultas>;
    }
  /**
   * Signed in, or reading a token from the address: the server sends the empty shell for `area`
   * and anything below it (default: the pattern up to its first parameter).
   */
  | { render: 'navegador'; area?: string }
  /** An old address the server answers with a 301 (server/seo), or with its not-found page. */
  | { render: 'redirecionamento' };

export interface Rota extends Pagina {
  /** wouter's pattern ('/blog', '/solucao/:slug', '/x/:id?', '/anunciante/*') or a RegExp with named groups. */
  caminho: string | RegExp;
  /** The pattern both sides match with (case-sensitive, an optional trailing slash). */
  padrao: RegExp;
  /** Only signed-in visitors (of these roles), else the guard's redirect (src/components/route-guard.tsx). */
  guarda?: { roles?: TipoUsuario[]; redirectTo?: string };
  servidor: Servidor;
}

const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A wouter-style pattern as a RegExp with named groups, the same on both sides. */
export function compilar(caminho: string): RegExp {
  const partes = caminho
    .split('/')
    .filter(Boolean)
    .map((p) => {
      if (p === '*') return '\\/(?<wild>.*)';
      const m = p.match(/^:(\w+)(\?)?$/);
      if (!m) return `\\/${escapar(p)}`;
      return m[2] ? `(?:\\/(?<${m[1]}>[^/]+?))?` : `\\/(?<${m[1]}>[^/]+?)`;
    });
  return new RegExp(`^${partes.join('')}\\/?$`);
}

function rota(caminho: string | RegExp, nome: string, servidor: Servidor, guarda?: Rota['guarda']): Rota {
  const padrao = typeof caminho === 'string' ? compilar(caminho) : caminho;
  return { caminho, padrao, ...pagina(nome), servidor, ...(guarda ? { guarda } : {}) };
}

const SSR: Servidor = { render: 'servidor' };
const NAVEGADOR: Servidor = { render: 'navegador' };
const EDITOR = { roles: ['anunciante', 'admin'] } satisfies Rota['guarda'];
const SO_ADMIN = { roles: ['admin'], redirectTo: '/' } satisfies Rota['guarda'];

/** The app's pages, in the order they are matched (the first match wins). */
export const ROTAS: readonly Rota[] = [
  rota('/', 'home/home-page', {
    render: 'servidor',
    embaralha: true,
    consultas: import.meta.env.SSR
      ? () => import('./features/home/consultas').then((m) => m.consultasDaHome)
      : undefined,
  }),
  rota(paths.login, 'auth/login-page', SSR),
  rota(paths.cadastro, 'auth/cadastro-page', SSR),
  rota(paths.verificarEmail, 'auth/verificar-email-page', NAVEGADOR),
  rota(paths.redefinirSenha, 'auth/redefinir-senha-page', NAVEGADOR),
  rota(paths.fornecedores, 'fornecedores/lista-page', {
    render: 'servidor',
    embaralha: true,
    consultas: import.meta.env.SSR
      ? () => import('./features/fornecedores/consultas').then((m) => m.consultasDaLista)
      : undefined,
  }),
  rota(paths.fornecedorNovo, 'vitrine-editor/editor-page', NAVEGADOR, EDITOR),
  rota('/fornecedores/editar/:id', 'vitrine-editor/editor-page', NAVEGADOR, EDITOR),
  rota('/fornecedores/nome/:slug', 'fornecedores/nome-redirect-page', { render: 'redirecionamento' }),
  rota(rotasComParametro.fornecedorId, 'fornecedores/detalhe-page', {
    render: 'servidor',
    consultas: import.meta.env.SSR
      ? () => import('./features/fornecedores/consultas-detalhe').then((m) => m.consultasDoDetalhe)
      : undefined,
  }),
  rota(rotasComParametro.solucao, 'fornecedores/detalhe-page', {
    render: 'servidor',
    consultas: import.meta.env.SSR
      ? () => import('./features/fornecedores/consultas-detalhe').then((m) => m.consultasDoDetalhe)
      : undefined,
  }),
  rota('/edita-vitrine-fornecedor/:id?', 'vitrine-editor/editor-page', NAVEGADOR, EDITOR),
  rota('/editar-fornecedor/:id', 'vitrine-editor/editor-page', NAVEGADOR, EDITOR),
  rota('/editar-vitrine/:id', 'vitrine-editor/editor-page', NAVEGADOR, EDITOR),
  rota(paths.blog, 'blog/blog-page', SSR),
  rota(rotasComParametro.artigo, 'blog/artigo-page', SSR),
  rota(paths.sobre, 'institucional/sobre-page', SSR),
  rota(paths.padroes, 'institucional/padroes-page', NAVEGADOR, SO_ADMIN),
  rota(paths.termos, 'institucional/termos-page', SSR),
  rota(paths.privacidade, 'institucional/privacidade-page', SSR),
  rota(paths.contato, 'institucional/contato-page', SSR),
  rota(paths.sejaAnunciante, 'institucional/seja-anunciante-page', SSR),
  rota(paths.anuncie, 'institucional/seja-anunciante-page', SSR),
  rota(paths.anunciante, 'institucional/seja-anunciante-page', SSR),
  rota('/anunciante/*', 'institucional/seja-anunciante-page', SSR),
  rota('/seja-anunciante/:categoria', 'institucional/categoria-anunciante-page', SSR),
  rota(paths.perfil, 'perfil/perfil-page', { render: 'navegador', area: '/perfil' }, {}),
  rota(paths.admin, 'admin/admin-page', NAVEGADOR, SO_ADMIN),
  rota(paths.testeUpload, 'admin/teste-upload-page', NAVEGADOR, { roles: ['admin', 'anunciante'] }),
  rota(paths.exemploTracking, 'admin/exemplo-tracking-page', NAVEGADOR, SO_ADMIN),
];

/** Any other address. */
export const NAO_ENCONTRADA: Pagina = pagina('nao-encontrado/nao-encontrado-page');

/** The route an address falls on, with its parameters (null: the not-found page). */
export function acharRota(
  caminho: string,
): { rota: Rota; params: Record<string, string | undefined> } | null {
  for (const r of ROTAS) {
    const m = r.padrao.exec(caminho);
    if (m) return { rota: r, params: { ...m.groups } };
  }
  return null;
}

/** The address prefix a browser-rendered route owns: its own area, or its pattern up to the first parameter. */
export function areaDoNavegador(r: Rota): string | null {
  if (r.servidor.render !== 'navegador') return null;
  if (r.servidor.area) return r.servidor.area;
  if (typeof r.caminho !== 'string')
    throw new Error('rotas: uma RegExp renderizada no navegador precisa de area');
  return r.caminho.split('/:')[0].replace(/\/\*$/, '');
}

const AREAS_DO_NAVEGADOR = ROTAS.map(areaDoNavegador).filter((a): a is string => a !== null);

/** Whether the browser renders this address (a signed-in area or a token page, or below one). */
export function soNoNavegador(caminho: string): boolean {
  return AREAS_DO_NAVEGADOR.some((a) => caminho === a || caminho.startsWith(`${a}/`));
}
