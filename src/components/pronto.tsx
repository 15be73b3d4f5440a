import { useEffect, useState } from 'react';

let hidratado = false;

/**
 * Rendered at the end of the page's Suspense boundary: its effect runs once the page's own content
 * has hydrated (or mounted), and marks `<html data-pronto>`. Renders nothing, on the server too.
 * The marker is for tools (the browser tests wait for it); the app reads `useHidratado`.
 */
export function MarcaPronto() {
  useEffect(() => {
    hidratado = true;
    document.documentElement.dataset.pronto = '';
  }, []);
  return null;
}

/**
 * False during the server render and the hydration pass, true after: a form the server rendered
 * keeps its submit button disabled until its handler is attached, so an early click or Enter never
 * submits it natively (a GET with the fields in the address). Pages opened later start true.
 */
export function useHidratado(): boolean {
  const [pronto, setPronto] = useState(hidratado);
  useEffect(() => setPronto(true), []);
  return pronto;
}
