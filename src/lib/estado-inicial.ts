import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * What a server-rendered page carries for the client: the query cache it rendered with (so the
 * client hydrates without asking again), the seed of its shuffles (so the first page the visitor
 * sees is the one the client keeps) and the brand name. JSON in a non-executable
 * `<script type="application/json">`, so the CSP needs no nonce.
 */
export interface EstadoInicial {
  consultas: DehydratedState;
  semente: number;
  siteName: string;
}

export const ID_ESTADO_INICIAL = 'estado-inicial';

/** JSON safe inside <script>: no `<`, `>` or `&` can close the tag or open a comment. */
export function serializarEstado(estado: EstadoInicial): string {
  return JSON.stringify(estado)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let lido: EstadoInicial | null | undefined;

/** The page's initial state (client only; null when the page was not server-rendered). */
export function estadoInicial(): EstadoInicial | null {
  if (lido !== undefined) return lido;
  const el = typeof document === 'undefined' ? null : document.getElementById(ID_ESTADO_INICIAL);
  try {
    lido = el?.textContent ? (JSON.parse(el.textContent) as EstadoInicial) : null;
  } catch {
    lido = null;
  }
  return lido;
}

/** Per render: the seed of its shuffles and the brand name (server: per response; client: the page's). */
export interface Renderizacao {
  semente: number;
  siteName: string;
}
export const RenderizacaoContext = createContext<Renderizacao>({ semente: 1, siteName: 'Vitrine do Sim' });

/** The address the server rendered (captured when the app loads). */
const enderecoInicial =
  typeof window === 'undefined' ? null : window.location.pathname + window.location.search;

/**
 * The seed for a shuffle chosen when a page first renders: the server's (carried in the page)
 * while rendering or hydrating that address, a fresh one for pages opened later in the browser.
 */
export function useSementeInicial(): () => number {
  const { semente } = useContext(RenderizacaoContext);
  return () => {
    if (typeof window === 'undefined') return semente;
    const mesmaPagina = window.location.pathname + window.location.search === enderecoInicial;
    return mesmaPagina && estadoInicial() ? semente : novaSemente();
  };
}

export function novaSemente(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
