/*
 * The app's loader on a page the server rendered (server/ssr/render.ts puts it in place of the
 * entry's module script). The page is already readable, so the app (React, tRPC, the page's code,
 * listed by the server in meta "modulos-da-pagina", the entry first) is fetched only after the
 * first contentful paint: on a slow phone it would otherwise share the network with the content's
 * CSS, fonts and images and delay them.
 */
(() => {
  let iniciado = false;
  const iniciar = () => {
    if (iniciado) return;
    iniciado = true;
    const meta = document.querySelector('meta[name="modulos-da-pagina"]');
    const [entrada, ...modulos] = (meta ? meta.content : '').split(' ').filter(Boolean);
    if (!entrada) return;
    for (const href of modulos) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entrada;
    document.body.append(script);
  };
  const pintura = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (pintura) {
    new PerformanceObserver((lista, obs) => {
      if (lista.getEntriesByName('first-contentful-paint').length) {
        obs.disconnect();
        setTimeout(iniciar, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  }
  // The load event can come before the first paint: it only starts the app where nothing paints
  // (no paint timing, a tab in the background), or as a safety net a second later.
  const semPintura = () => !pintura || document.visibilityState === 'hidden';
  const aposCarregar = () => setTimeout(iniciar, semPintura() ? 0 : 1000);
  if (document.readyState === 'complete') aposCarregar();
  else addEventListener('load', aposCarregar, { once: true });
})();
