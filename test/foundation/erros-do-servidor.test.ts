// The client's one decoder (src/lib/erros.ts, decodificarErro) read against errors the server really
// produces: tRPC over fetch (httpBatchLink), the editor's upload link (tRPC's httpLink over XHR or
// keepalive fetch), a REST error body carried by an upload, and no answer at all.
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../server/trpc/root.js';
import { ErroEnvio } from '../../src/lib/erro-envio.js';
import { decodificarErro, descreverFalha, ERRO_CONEXAO, errosPorCampo } from '../../src/lib/erros.js';
import { clienteDeEnvio } from '../../src/lib/upload.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { fakeBuild, httpClient, ORIGIN } from '../helpers/http.js';

let t: TestDb;
let app: ReturnType<typeof httpClient>;

const pedir = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const headers = new Headers(init?.headers);
  headers.set('origin', ORIGIN);
  return app.app.request(new URL(String(url), ORIGIN).href, { ...init, headers });
};

/** The browser's XMLHttpRequest, answered by the app in process (what the upload link sends). */
class XhrDoApp {
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  static resposta: ((r: Response) => Response) | null = null;
  private metodo = 'GET';
  private url = '';
  private cabecalhos: Record<string, string> = {};
  private recebidos = new Headers();
  open(metodo: string, url: string) {
    this.metodo = metodo;
    this.url = url;
  }
  setRequestHeader(nome: string, valor: string) {
    this.cabecalhos[nome] = valor;
  }
  getResponseHeader(nome: string) {
    return this.recebidos.get(nome);
  }
  abort() {
    this.onabort?.();
  }
  send(body: BodyInit | null) {
    pedir(this.url, { method: this.metodo, headers: this.cabecalhos, body }).then(async (r) => {
      const res = XhrDoApp.resposta ? XhrDoApp.resposta(r) : r;
      this.status = res.status;
      this.recebidos = res.headers;
      this.responseText = await res.text();
      this.onload?.();
    });
  }
}

beforeAll(async () => {
  t = await createTestDb();
  app = httpClient(t.deps, fakeBuild());
});
afterAll(() => t.cleanup());
afterEach(() => {
  vi.unstubAllGlobals();
  XhrDoApp.resposta = null;
});

const cliente = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${ORIGIN}/trpc`, fetch: pedir })],
});

async function falhaDe(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('esperava uma falha');
}

describe('decodificador de erros do servidor (respostas reais)', () => {
  it('tRPC: a domain error keeps its code, status and Portuguese message', async () => {
    const naoAchou = await falhaDe(cliente.fornecedores.detail.query({ id: 999_999 }));
    expect(naoAchou).toBeInstanceOf(TRPCClientError);
    expect(decodificarErro(naoAchou)).toMatchObject({ status: 404, codigo: 'NOT_FOUND', campos: {} });
    expect(decodificarErro(naoAchou).mensagem).toMatch(/não encontrad/i);

    const anonimo = await falhaDe(cliente.fornecedores.minhas.query());
    expect(decodificarErro(anonimo)).toEqual({
      status: 401,
      mensagem: 'Sessão expirada. Faça login novamente.',
      codigo: 'UNAUTHORIZED',
      campos: {},
    });
  });

  it('tRPC: an input the schema refuses gives VALIDATION_ERROR with the field errors', async () => {
    const err = await falhaDe(cliente.auth.login.mutate({ email: 'nao-e-email', senha: '' }));
    const d = decodificarErro(err);
    expect(d).toMatchObject({ status: 400, codigo: 'VALIDATION_ERROR' });
    expect(Object.keys(d.campos).sort()).toEqual(['email', 'senha']);
    expect(d.mensagem).toBe(Object.values(d.campos)[0]);
    expect(errosPorCampo(err)).toEqual(d.campos);
  });

  it('the upload link (XHR and keepalive) reads the same answer through tRPC’s httpLink', async () => {
    const pelaApi = decodificarErro(await falhaDe(cliente.fornecedores.minhas.query()));
    vi.stubGlobal('XMLHttpRequest', XhrDoApp);
    const form = new FormData();
    form.set('id', '1');
    const porXhr = await falhaDe(
      clienteDeEnvio.fornecedores.adicionarMidia.mutate(form, { context: { envio: {} } }),
    );
    expect(porXhr).toBeInstanceOf(TRPCClientError);
    expect(decodificarErro(porXhr)).toEqual(pelaApi);

    vi.stubGlobal('fetch', pedir);
    const porFetch = await falhaDe(
      clienteDeEnvio.fornecedores.atualizarParcial.mutate({ id: 1 } as never, {
        context: { envio: { keepalive: true } },
      }),
    );
    expect(decodificarErro(porFetch)).toEqual(pelaApi);
  });

  it('the upload link: an answer that is not JSON (a proxy’s page) keeps its status', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrDoApp);
    XhrDoApp.resposta = () => new Response('<html>413 Request Entity Too Large</html>', { status: 413 });
    const err = await falhaDe(
      clienteDeEnvio.fornecedores.adicionarMidia.mutate(new FormData(), { context: { envio: {} } }),
    );
    expect((err as TRPCClientError<AppRouter>).cause).toBeInstanceOf(ErroEnvio);
    expect(decodificarErro(err)).toEqual({ status: 413, mensagem: null, codigo: null, campos: {} });
    expect(descreverFalha(err, 'Falhou o envio.')).toBe('Falhou o envio.');
  });

  it('REST: the documented error body, as an upload carries it', async () => {
    const r = await app.request('POST', '/api/usuarios/login', { body: { email: 'x' } });
    expect(r.status).toBe(400);
    const d = decodificarErro(new ErroEnvio(`Erro ${r.status}`, 'http', r.status, r.json));
    expect(d).toMatchObject({ status: 400, codigo: 'VALIDATION_ERROR', mensagem: r.json.message });
    expect(Object.keys(d.campos)).toContain('email');

    const naoAchou = await app.request('GET', '/api/fornecedores/999999');
    expect(decodificarErro(new ErroEnvio('Erro 404', 'http', 404, naoAchou.json))).toMatchObject({
      status: 404,
      codigo: 'NOT_FOUND',
      mensagem: naoAchou.json.message,
    });
  });

  it('no answer: no status, no server message, the connection sentence', async () => {
    const semRede = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${ORIGIN}/trpc`,
          fetch: () => Promise.reject(new TypeError('Failed to fetch')),
        }),
      ],
    });
    const err = await falhaDe(semRede.fornecedores.home.query());
    expect(decodificarErro(err)).toEqual({ status: null, mensagem: null, codigo: null, campos: {} });
    expect(descreverFalha(err, 'x')).toBe(ERRO_CONEXAO);
    const tempo = decodificarErro(new ErroEnvio('Tempo esgotado ao enviar o arquivo.', 'timeout'));
    expect(tempo).toMatchObject({ status: null, mensagem: 'Tempo esgotado ao enviar o arquivo.' });
  });
});
