// The one route table (src/rotas.ts): the browser's router and the server render read it, so a page
// is either rendered on the server with exactly the data its first render asks for, or left to the
// browser; never a public page the server forgot, nor a prefetch that drifted from the page's query.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../../server/services/contexto.js';
import { appRouter } from '../../server/trpc/root.js';
import * as entryServer from '../../src/entry-server.js';
import { acharRota, compilar, NAO_ENCONTRADA, ROTAS, type Rota } from '../../src/rotas.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Addresses for each server-rendered route (by its pattern): a public page added to the table
 * needs its sample here, and the render of every sample is checked below. `{id}` and `{slug}` are
 * a real supplier's.
 */
const EXEMPLOS: Record<string, string[]> = {
  '/': ['/'],
  '/login': ['/login'],
  '/cadastro': ['/cadastro'],
  '/fornecedores': [
    '/fornecedores',
    '/fornecedores/',
    '/fornecedores?tag=Contador&ordem=nota&nota_min=4&por_pagina=12&pagina=2',
    '/fornecedores?pesquisa=contab',
  ],
  [String(/^\/fornecedores\/(?<id>[1-9]\d{0,11})\/?$/)]: ['/fornecedores/{id}', '/fornecedores/999999'],
  [String(/^\/solucao\/(?<slug>[^/]+)\/?$/)]: ['/solucao/{slug}', '/solucao/nao-existe', '/solucao/%E0%A4%A'],
  '/blog': ['/blog'],
  [String(/^\/blog\/(?<id>[1-9]\d{0,5})\/?$/)]: ['/blog/1'],
  '/sobre': ['/sobre'],
  '/termos-de-uso': ['/termos-de-uso'],
  '/politica-de-privacidade': ['/politica-de-privacidade'],
  '/contato': ['/contato'],
  '/seja-anunciante': ['/seja-anunciante'],
  '/anuncie': ['/anuncie'],
  '/anunciante': ['/anunciante'],
  '/anunciante/*': ['/anunciante/qualquer/coisa'],
  '/seja-anunciante/:categoria': ['/seja-anunciante/advogado'],
};

/** The visitor's session: the navbar asks for it after hydrating (the server renders as anyone). */
const SESSAO = JSON.stringify([['auth', 'session'], { type: 'query' }]);

const noServidor = (r: Rota) => r.servidor.render === 'servidor';

let t: TestDb;
let fornecedor: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestDb();
  const dono = await createUsuario(t.deps, { tipo: 'anunciante', nome: 'Dona da Vitrine' });
  const f = await createFornecedor(t.deps, dono.id, {
    nome_empresa: 'Contábil Aliança',
    slug: 'contabil-alianca',
    tags: ['Contador'],
  });
  fornecedor = { id: f.id, slug: 'contabil-alianca' };
});
afterAll(() => t?.cleanup());

function enderecos(r: Rota): string[] {
  return (EXEMPLOS[String(r.caminho)] ?? []).map((e) =>
    e.replace('{id}', String(fornecedor.id)).replace('{slug}', fornecedor.slug),
  );
}

async function renderizar(endereco: string) {
  const url = new URL(endereco, 'http://localhost');
  const decisao = entryServer.decidir(url.pathname);
  if (decisao.tipo !== 'ssr') throw new Error(`${endereco}: o servidor não renderiza`);
  const ctx = createContextInner(t.deps);
  return entryServer.renderizar({
    caminho: url.pathname,
    busca: url.search,
    decisao,
    criarTrpc: (queryClient: QueryClient) => createTRPCOptionsProxy({ router: appRouter, ctx, queryClient }),
    siteName: 'Vitrine do Sim',
    semente: 12345,
  });
}

describe('the route table drives the router and the server render', () => {
  it('every page module under src/features is a route of the table (or the not-found page), and exists', () => {
    const modulos = new Set([...ROTAS.map((r) => r.modulo), NAO_ENCONTRADA.modulo]);
    for (const m of modulos) expect(existsSync(path.join(ROOT, m)), m).toBe(true);
    const features = path.join(ROOT, 'src/features');
    const paginas = readdirSync(features, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(path.join(features, d.name))
          .filter((f) => f.endsWith('-page.tsx'))
          .map((f) => `src/features/${d.name}/${f}`),
      );
    expect(paginas.filter((p) => !modulos.has(p))).toEqual([]);
  });

  it('each server-rendered route has sample addresses, and each falls on that route', () => {
    const semExemplo = ROTAS.filter(noServidor)
      .filter((r) => enderecos(r).length === 0)
      .map((r) => String(r.caminho));
    expect(semExemplo, 'rotas renderizadas no servidor sem exemplo em EXEMPLOS').toEqual([]);
    const usados = new Set(ROTAS.filter(noServidor).map((r) => String(r.caminho)));
    expect(Object.keys(EXEMPLOS).filter((k) => !usados.has(k))).toEqual([]);
    for (const r of ROTAS.filter(noServidor)) {
      for (const e of enderecos(r)) {
        const caminho = new URL(e, 'http://localhost').pathname;
        expect(acharRota(caminho)?.rota, e).toBe(r);
        const decisao = entryServer.decidir(caminho);
        expect(decisao.tipo === 'ssr' && decisao.modulo, e).toBe(r.modulo);
      }
    }
  });

  it('signed-in areas and token pages (and anything below them) are left to the browser; other addresses are the not-found page', () => {
    for (const e of [
      '/perfil',
      '/perfil/editar',
      '/perfil/outra',
      '/admin',
      '/admin/x',
      '/teste-upload',
      '/exemplo-tracking',
      '/verificar-email',
      '/redefinir-senha',
      '/padroes',
      '/edita-vitrine-fornecedor',
      '/edita-vitrine-fornecedor/3',
      '/editar-fornecedor/3',
      '/editar-vitrine/3',
      '/fornecedores/novo',
      '/fornecedores/editar/3',
    ]) {
      expect(entryServer.decidir(e).tipo, e).toBe('cliente');
    }
    for (const r of ROTAS.filter((x) => x.servidor.render === 'navegador')) {
      const exemplo = String(r.caminho)
        .replace(/:\w+\??/g, '7')
        .replace('*', 'x');
      expect(acharRota(exemplo)?.rota, exemplo).toBe(r);
      expect(entryServer.decidir(exemplo).tipo, exemplo).toBe('cliente');
    }
    for (const e of ['/nao-existe', '/perfilx', '/fornecedores/abc', '/fornecedores/nome/x', '/SOBRE']) {
      const d = entryServer.decidir(e);
      expect(d.tipo === 'ssr' && d.rota === null && d.modulo, e).toBe(NAO_ENCONTRADA.modulo);
    }
  });

  it('patterns match as wouter reads them: parameters, an optional one, a wildcard and a trailing slash', () => {
    expect(compilar('/seja-anunciante/:categoria').exec('/seja-anunciante/advogado/')?.groups).toEqual({
      categoria: 'advogado',
    });
    expect(compilar('/seja-anunciante/:categoria').test('/seja-anunciante/a/b')).toBe(false);
    expect(compilar('/x/:id?').test('/x')).toBe(true);
    expect(compilar('/x/:id?').exec('/x/5')?.groups?.id).toBe('5');
    expect(compilar('/anunciante/*').test('/anunciante/a/b')).toBe(true);
    expect(compilar('/').test('/')).toBe(true);
    expect(compilar('/sobre').test('/sobre/')).toBe(true);
    expect(compilar('/sobre').test('/sobrex')).toBe(false);
  });

  it("the server render prefetches what each page's first render asks for: after hydrating, the browser asks only for the session", async () => {
    for (const r of ROTAS.filter(noServidor)) {
      for (const e of enderecos(r)) {
        const pagina = await renderizar(e);
        expect(
          pagina.semDados.filter((k) => k !== SESSAO),
          `${e}: consultas da página sem dados no HTML`,
        ).toEqual([]);
      }
    }
    // the check sees what a render asks for: the navbar's session query is there, without data
    expect((await renderizar('/')).semDados).toContain(SESSAO);
    // the page's data is in the page, under the keys it asks for
    const lista = await renderizar('/fornecedores?tag=Contador');
    expect(lista.html).toContain('Contábil Aliança');
    expect(lista.naoEncontrado).toBe(false);
    expect((await renderizar('/solucao/nao-existe')).naoEncontrado).toBe(true);
  });
});
