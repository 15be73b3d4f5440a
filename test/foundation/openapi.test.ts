import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderizarDocs } from '../../server/rest/docs-html.js';
import { jsonSchema } from '../../server/rest/esquema.js';
import { caminhoOpenApi, operacoesDe } from '../../server/rest/operacao.js';
import { comoJson } from '../../server/schemas/documentar.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { fakeBuild, httpClient } from '../helpers/http.js';
import { conferirResposta } from '../helpers/rest-doc.js';
import { operacoesRest } from '../helpers/rest-operacoes.js';

const METODOS = ['get', 'post', 'put', 'patch', 'delete'];
const chaveDe = (o: { method: string; path: string }) => `${o.method} ${o.path}`;

/** "GET /api/x/{id}" for every operation of the document. */
function operacoesDoDocumento(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  const out: string[] = [];
  for (const [caminho, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
    for (const metodo of Object.keys(ops))
      if (METODOS.includes(metodo)) out.push(`${metodo.toUpperCase()} ${caminho}`);
  }
  return out.sort();
}

describe('GET /api/openapi.json and /api/docs', () => {
  let t: TestDb;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    client = httpClient(t.deps, fakeBuild());
  });
  afterEach(() => t.cleanup());

  it('documents exactly the /api routes Hono has registered (walks app.routes both ways)', async () => {
    const registradas = new Set<string>();
    for (const r of client.app.routes) {
      if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue; // middleware
      registradas.add(`${r.method} ${caminhoOpenApi(r.path)}`);
    }
    expect(registradas.size).toBeGreaterThan(70);
    const res = await client.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const documentadas = operacoesDoDocumento(res.json);
    expect(
      [...registradas].filter((k) => !documentadas.includes(k)),
      'rotas registradas sem operação no documento',
    ).toEqual([]);
    expect(
      documentadas.filter((k) => !registradas.has(k)),
      'operações do documento sem rota registrada',
    ).toEqual([]);
  });

  it('is OpenAPI 3.1 with, for every operation, who may call it, its inputs, answers and the error shape', async () => {
    const doc = (await client.request('GET', '/api/openapi.json')).json;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.sessao).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.components.schemas.Erro.required).toEqual(['message']);
    const ids = new Set<string>();
    for (const route of operacoesRest) {
      const op = doc.paths[caminhoOpenApi(route.path)][route.method.toLowerCase()];
      ids.add(op.operationId);
      expect(op['x-permissao'], route.path).toBe(route.access);
      // public: no security; otherwise the document-wide cookie/bearer requirement applies
      expect(op.security, route.path).toEqual(route.access === 'public' ? [] : undefined);
      expect(op.summary.length, route.path).toBeGreaterThan(5);
      const sucesso = Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s));
      // an operation that declares no success (the id-less statistics paths) documents its 400
      if (Object.keys(route.respostas).length === 0) expect(sucesso, route.path).toEqual([]);
      else
        expect(sucesso.length, `${route.method} ${route.path}: sem resposta de sucesso`).toBeGreaterThan(0);
      expect(op.responses.default.content['application/json'].schema.$ref).toBe('#/components/schemas/Erro');
      if (route.access !== 'public')
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403']));
      for (const [nome] of route.path.matchAll(/:([A-Za-z_]+)/g)) {
        const p = op.parameters.find(
          (x: { name: string; in: string }) => x.in === 'path' && `:${x.name}` === nome,
        );
        expect(p, `${route.method} ${route.path}: parâmetro ${nome} sem documentação`).toBeTruthy();
      }
    }
    expect(ids.size, 'operationId repetido').toBe(operacoesRest.length);
    // a multipart upload and a query documented as such
    const criar = doc.paths['/api/fornecedores'].post.requestBody.content;
    expect(criar['multipart/form-data'].schema.properties.foto_perfil.contentMediaType).toBe(
      'application/octet-stream',
    );
    expect(criar['application/json'].schema.properties.nome_empresa.type).toBe('string');
    const busca = doc.paths['/api/fornecedores/busca'].get.parameters.map((p: { name: string }) => p.name);
    expect(busca).toEqual(expect.arrayContaining(['q', 'tag', 'uf', 'page', 'per_page']));
  });

  it('serves a readable HTML reference with no script, under the same strict CSP', async () => {
    const res = await client.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(res.text).not.toMatch(/<script|https?:\/\/(?!json-schema)/i);
    expect(res.text).toContain('<html lang="pt-BR">');
    for (const route of operacoesRest) expect(res.text).toContain(`>${caminhoOpenApi(route.path)}<`);
    expect(res.text).toContain('Anunciante ou admin');
  });

  it('escapes every text of the document it renders', () => {
    const html = renderizarDocs({
      info: { title: 'T <b>', description: '"x" & y' },
      tags: [{ name: 'A<script>' }],
      paths: {
        '/api/<x>': {
          get: {
            operationId: 'o"x',
            tags: ['A<script>'],
            summary: '<img src=x onerror=alert(1)>',
            'x-permissao': 'public',
            parameters: [],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('id="o&quot;x"');
  });

  it('the answer check fails on an undocumented field, status or error shape (a drift fails the REST tests)', () => {
    const json = 'application/json';
    expect(conferirResposta('GET', '/api/health', 200, json, '{"status":"ok","uptime":1}')).toBeNull();
    expect(conferirResposta('GET', '/api/health', 200, json, '{"status":"ok","uptime":1,"novo":1}')).toMatch(
      /novo/,
    );
    expect(conferirResposta('GET', '/api/health', 201, json, '{}')).toMatch(/status não documentado/);
    expect(conferirResposta('GET', '/api/admin/resumo', 401, json, '{"message":"Faça login."}')).toBeNull();
    expect(conferirResposta('GET', '/api/health', 401, json, '{"message":"x"}')).toMatch(/não documentado/);
    expect(conferirResposta('GET', '/api/usuarios/7', 404, json, '{"erro":"x"}')).toMatch(/formato/);
    // the first table route that matches answers, as in Hono: /todos is not an id
    expect(conferirResposta('GET', '/api/usuarios/todos', 200, json, '{"rows":[]}')).toMatch(/total/);
  });
});

describe('one declaration per operation: what validates is what the document says', () => {
  let t: TestDb;
  let client: ReturnType<typeof httpClient>;
  // biome-ignore lint/suspicious/noExplicitAny: the generated document is free-form JSON
  let doc: any;
  beforeEach(async () => {
    t = await createTestDb();
    client = httpClient(t.deps, fakeBuild());
    doc = (await client.request('GET', '/api/openapi.json')).json;
  });
  afterEach(() => t.cleanup());

  it('the mounted app registers exactly the declared operations, in order', () => {
    expect(operacoesDe(client.app).map(chaveDe)).toEqual(operacoesRest.map(chaveDe));
  });

  it('a literal path is never shadowed by a parameter route registered before it', () => {
    const sombras: string[] = [];
    operacoesRest.forEach((op, i) => {
      const concreto = op.path.replace(/:(\w+)(\{[^}]*\})?/g, '1');
      for (const antes of operacoesRest.slice(0, i)) {
        if (antes.method !== op.method || antes.path === op.path) continue;
        const fonte = antes.path
          .split(/(:\w+(?:\{[^}]*\})?)/)
          .map((p) => (p.startsWith(':') ? (p.match(/\{([^}]*)\}/)?.[1] ?? '[^/]+') : p))
          .join('');
        if (new RegExp(`^${fonte}$`).test(concreto)) sombras.push(`${chaveDe(op)} ⟵ ${chaveDe(antes)}`);
      }
    });
    expect(sombras).toEqual([]);
  });

  it('a quote request documents as required exactly the fields whose absence is a 400', async () => {
    const op = doc.paths['/api/fornecedores/{id}/orcamentos'].post;
    const schema = op.requestBody.content['application/json'].schema;
    expect([...schema.required].sort()).toEqual(['consentimento', 'email', 'mensagem', 'nome']);
    for (const campo of schema.required) expect(schema.properties[campo].default, campo).toBeUndefined();
    const res = await client.request('POST', '/api/fornecedores/1/orcamentos', { body: {} });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_ERROR');
    expect(res.json.errors.map((e: { campo: string }) => e.campo)).toEqual(
      expect.arrayContaining(schema.required),
    );
  });

  it('documents every id as an integer: no anyOf beside a type, path ids are integers', () => {
    const problemas: string[] = [];
    const andar = (no: unknown, onde: string) => {
      if (!no || typeof no !== 'object') return;
      const o = no as Record<string, unknown>;
      if (o.anyOf && o.type) problemas.push(`${onde}: anyOf com type`);
      for (const [k, filho] of Object.entries(o)) andar(filho, `${onde}/${k}`);
    };
    andar(doc.paths, '');
    for (const [caminho, item] of Object.entries<Record<string, { parameters?: unknown[] }>>(doc.paths))
      for (const [metodo, op] of Object.entries(item))
        for (const p of (op.parameters ?? []) as { in: string; name: string; schema: { type: string } }[])
          if (p.in === 'path' && /id$/i.test(p.name) && p.schema.type !== 'integer')
            problemas.push(`${metodo} ${caminho}: ${p.name} é ${p.schema.type}`);
    expect(problemas).toEqual([]);
  });

  it('a path id that is not a positive integer is refused with the route message, not passed on', async () => {
    for (const id of ['abc', '0', '1.5', '9999999999999']) {
      const res = await client.request('DELETE', `/api/orcamentos/${id}?token=${'x'.repeat(30)}`);
      expect([res.status, res.json?.message], id).toEqual([400, 'Identificador inválido.']);
    }
  });

  it('sign-up documents the status it answers for an e-mail already taken (400, no 409)', () => {
    const respostas = Object.keys(doc.paths['/api/usuarios'].post.responses);
    expect(respostas).toContain('400');
    expect(respostas).not.toContain('409');
  });

  it('a check without a JSON Schema equivalent is documented by the comoJson beside it', () => {
    const s = v.object({
      fone: v.pipe(
        v.string(),
        v.check((x) => /^\d{10,11}$/.test(x)),
        comoJson({ pattern: '^[0-9]{10,11}$' }),
      ),
      periodo: v.optional(v.nullable(v.pipe(v.string(), comoJson({ enum: ['day', 'week'] })))),
    });
    const j = jsonSchema(s);
    expect(j.properties.fone).toEqual({ type: 'string', pattern: '^[0-9]{10,11}$' });
    expect(j.properties.periodo.anyOf[0]).toEqual({ type: 'string', enum: ['day', 'week'] });
    expect(JSON.stringify(j)).not.toContain('jsonSchema');
  });

  it('the JSON Schema of a body: required when the schema refuses absence, without a refused default', () => {
    const s = v.object({
      livre: v.optional(v.string(), ''),
      obrigatorio: v.optional(v.pipe(v.string(), v.nonEmpty('x')), ''),
      id: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer()),
    });
    const j = jsonSchema(s);
    expect(j.required.sort()).toEqual(['id', 'obrigatorio']);
    expect(j.properties.livre.default).toBe('');
    expect(j.properties.obrigatorio.default).toBeUndefined();
    expect(j.properties.id).toEqual({ type: 'integer' });
  });
});
