import * as v from 'valibot';
import { ehBinaria, errosDaOperacao, type Operacao } from '../../server/rest/operacao.js';
import { erroSchema } from '../../server/schemas/erro.schema.js';
import { operacoesRest } from './rest-operacoes.js';

/** A Hono path (`/api/x/:id{[0-9]+}`) as an anchored regex over the request path. */
function padrao(path: string): RegExp {
  const fonte = path
    .split(/(:[A-Za-z_]+(?:\{[^}]*\})?)/)
    .map((parte) => {
      const m = parte.match(/^:[A-Za-z_]+(?:\{([^}]*)\})?$/);
      if (m) return m[1] ? `(?:${m[1]})` : '[^/]+';
      return parte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${fonte}/?$`);
}

const tabela = operacoesRest.map((route) => ({ route, re: padrao(route.path) }));

/** The table's route that answers this request (the first registered match, as in Hono). */
export function rotaDe(method: string, caminho: string): Operacao | undefined {
  const semQuery = caminho.split('?')[0];
  return tabela.find((t) => t.route.method === method.toUpperCase() && t.re.test(semQuery))?.route;
}

/**
 * Checks one answer against the route's documented operation (the declaration hono-openapi
 * generates GET /api/openapi.json from): the status must be documented, a JSON body must pass the valibot
 * schema the document was generated from (strict objects: an undocumented field fails), an error
 * must have the one error shape. Returns the problem, or null. Paths outside the table: null.
 */
export function conferirResposta(
  method: string,
  caminho: string,
  status: number,
  contentType: string | null,
  texto: string,
): string | null {
  const route = rotaDe(method, caminho);
  if (!route) return null;
  const onde = `${method.toUpperCase()} ${route.path} → ${status}`;
  const json = () => {
    try {
      return { ok: true as const, valor: texto ? JSON.parse(texto) : undefined };
    } catch {
      return { ok: false as const };
    }
  };
  if (status >= 400) {
    if (status !== 500 && !errosDaOperacao(route).includes(status))
      return `${onde}: status de erro não documentado`;
    const corpo = json();
    if (!corpo.ok) return `${onde}: erro sem corpo JSON`;
    const r = v.safeParse(erroSchema, corpo.valor);
    return r.success ? null : `${onde}: erro fora do formato documentado: ${texto.slice(0, 300)}`;
  }
  if (!(status in route.respostas)) return `${onde}: status não documentado`;
  const esperado = route.respostas[status];
  if (esperado === null)
    return texto === '' ? null : `${onde}: documentado sem corpo, veio ${texto.slice(0, 100)}`;
  if (ehBinaria(esperado)) {
    const base = esperado.binario.replace('*', '');
    return contentType?.startsWith(base)
      ? null
      : `${onde}: esperava ${esperado.binario}, veio ${contentType}`;
  }
  if (!contentType?.startsWith('application/json')) return `${onde}: esperava JSON, veio ${contentType}`;
  const corpo = json();
  if (!corpo.ok) return `${onde}: corpo não é JSON`;
  const r = v.safeParse(esperado, corpo.valor);
  if (r.success) return null;
  const problemas = r.issues
    .slice(0, 5)
    .map((i) => `${v.getDotPath(i) ?? '(raiz)'}: ${i.message}`)
    .join('; ');
  return `${onde}: resposta fora do schema documentado: ${problemas}`;
}

/** Makes `app.request` check every /api answer against the document (a drift fails the test). */
export function conferindoDocumentacao<
  A extends { request: (...args: never[]) => Response | Promise<Response> },
>(app: A): A {
  const original = app.request.bind(app) as (
    input: string | Request | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const request = async (input: string | Request | URL, init?: RequestInit) => {
    const res = await original(input, init);
    const req =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(req.url);
    const problema = conferirResposta(
      req.method,
      url.pathname,
      res.status,
      res.headers.get('content-type'),
      await res.clone().text(),
    );
    if (problema) throw new Error(`Resposta diverge de /api/openapi.json: ${problema}`);
    return res;
  };
  (app as unknown as { request: typeof request }).request = request;
  return app;
}
