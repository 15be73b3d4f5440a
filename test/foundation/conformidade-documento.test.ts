import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { deref, type Json, operacoesDe, schemaDoCorpo } from '../helpers/conformidade.js';
import { createTestDb } from '../helpers/db.js';
import { ORIGIN } from '../helpers/http.js';

/**
 * Issue 30 §1, the document itself (GET /api/openapi.json): `@redocly/cli lint` with the
 * recommended rules (redocly.yaml) finds no error, and what a client generated from it (e.g. by
 * openapi-typescript) would get wrong is measured here without the generator: a field without a
 * type becomes `unknown`, a required field left out of `required` becomes optional, a `default`
 * its own schema refuses says the field may be left empty when the server says otherwise, and an id
 * typed `anyOf[number, string]` beside `type: integer` is neither.
 */

const raiz = path.resolve(import.meta.dirname, '../..');

/**
 * `redocly lint` of one file, one spawn (~4 s), its JSON report on stdout. It exits 1 when it finds
 * errors, so the report is read either way.
 */
function redoclyLint(arquivo: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['--no-install', 'redocly', 'lint', arquivo, '--format=json', '--config=redocly.yaml'],
      {
        cwd: raiz,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
        maxBuffer: 32 * 1024 * 1024,
      },
      (_err, stdout, stderr) => resolve({ stdout: String(stdout), stderr: String(stderr) }),
    );
  });
}

let doc: Json;
let dir: string;

beforeAll(async () => {
  const t = await createTestDb();
  try {
    const res = await createApp(t.deps, { clientDir: '/nonexistent' }).request(`${ORIGIN}/api/openapi.json`);
    expect(res.status).toBe(200);
    doc = await res.json();
  } finally {
    await t.cleanup();
  }
  dir = mkdtempSync(path.join(os.tmpdir(), 'vs-openapi-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every schema object under `no`, with its JSON pointer (properties, items, compositions, $defs). */
function* schemas(no: Json, ponteiro: string): Generator<[Json, string]> {
  if (!no || typeof no !== 'object') return;
  yield [no, ponteiro];
  for (const [k, filho] of Object.entries<Json>(no.properties ?? {}))
    yield* schemas(filho, `${ponteiro}/properties/${k}`);
  if (no.items) yield* schemas(no.items, `${ponteiro}/items`);
  for (const chave of ['anyOf', 'oneOf', 'allOf'])
    for (const [i, filho] of (no[chave] ?? []).entries()) yield* schemas(filho, `${ponteiro}/${chave}/${i}`);
  if (no.additionalProperties && typeof no.additionalProperties === 'object')
    yield* schemas(no.additionalProperties, `${ponteiro}/additionalProperties`);
}

/** Every schema of the document's operations: parameters, request bodies (all media types), responses. */
function* todosOsSchemas(): Generator<[Json, string]> {
  for (const o of operacoesDe(doc)) {
    for (const [i, p] of (o.op.parameters ?? []).entries())
      yield* schemas(deref(doc, p).schema, `${o.chave} parameters/${i}(${deref(doc, p).name})`);
    for (const [tipo, m] of Object.entries<Json>(deref(doc, o.op.requestBody)?.content ?? {}))
      yield* schemas(deref(doc, m.schema), `${o.chave} requestBody ${tipo}`);
    for (const [status, r] of Object.entries<Json>(o.op.responses ?? {}))
      for (const [tipo, m] of Object.entries<Json>(deref(doc, r).content ?? {}))
        yield* schemas(deref(doc, m.schema), `${o.chave} ${status} ${tipo}`);
  }
  for (const [nome, s] of Object.entries<Json>(doc.components?.schemas ?? {}))
    yield* schemas(s, `#/components/schemas/${nome}`);
}

const TIPOS: Record<string, (x: unknown) => boolean> = {
  string: (x) => typeof x === 'string',
  integer: (x) => Number.isInteger(x),
  number: (x) => typeof x === 'number',
  boolean: (x) => typeof x === 'boolean',
  null: (x) => x === null,
  array: Array.isArray,
  object: (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
};

/** Why `valor` breaks the keywords of `s` that a client checks (type, enum, const, lengths, pattern, range), or null. */
function violacao(s: Json, valor: unknown): string | null {
  if (s.type) {
    const tipos: string[] = Array.isArray(s.type) ? s.type : [s.type];
    if (!tipos.some((t) => TIPOS[t]?.(valor))) return `não é ${tipos.join('|')}`;
  }
  if (s.enum && !s.enum.some((e: unknown) => JSON.stringify(e) === JSON.stringify(valor)))
    return 'fora do enum';
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(valor))
    return `diferente de const ${JSON.stringify(s.const)}`;
  if (typeof valor === 'string') {
    if (s.minLength !== undefined && valor.length < s.minLength) return `menor que minLength ${s.minLength}`;
    if (s.maxLength !== undefined && valor.length > s.maxLength) return `maior que maxLength ${s.maxLength}`;
    if (s.pattern && !new RegExp(s.pattern, 'u').test(valor)) return `fora do pattern ${s.pattern}`;
  }
  if (typeof valor === 'number') {
    if (s.minimum !== undefined && valor < s.minimum) return `menor que minimum ${s.minimum}`;
    if (s.maximum !== undefined && valor > s.maximum) return `maior que maximum ${s.maximum}`;
  }
  return null;
}

const TEM_TIPO = ['type', 'const', 'enum', '$ref', 'anyOf', 'oneOf', 'allOf'];

describe('conformidade do documento /api/openapi.json', () => {
  it('@redocly/cli lint (regras recomendadas, redocly.yaml) não acha nenhum erro', async () => {
    const arquivo = path.join(dir, 'openapi.json');
    writeFileSync(arquivo, JSON.stringify(doc));
    const saida = await redoclyLint(arquivo);
    let relatorio: Json;
    try {
      relatorio = JSON.parse(saida.stdout);
    } catch {
      throw new Error(
        `redocly não respondeu JSON: ${saida.stdout.slice(0, 300)} ${saida.stderr.slice(0, 600)}`,
      );
    }
    const erros = (relatorio.problems ?? [])
      .filter((p: Json) => p.severity === 'error')
      .map((p: Json) => `${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer})`);
    expect(erros, erros.join('\n')).toEqual([]);
    expect(relatorio.totals.errors).toBe(0);
  }, 30_000);

  it('o pedido de orçamento documenta os campos obrigatórios e consentimento com tipo', () => {
    const pedido = operacoesDe(doc).find((o) => o.metodo === 'post' && /\/orcamentos$/.test(o.caminho));
    expect(pedido, 'POST …/orcamentos no documento').toBeTruthy();
    const schema = pedido && schemaDoCorpo(doc, pedido);
    const obrigatorios: string[] = schema?.required ?? [];
    // what the server refuses without (orcamentoInputSchema): a generated client must not make them optional
    const faltando = ['nome', 'email', 'mensagem', 'consentimento'].filter((c) => !obrigatorios.includes(c));
    expect(faltando, `${pedido?.chave}: fora de required (${JSON.stringify(obrigatorios)})`).toEqual([]);
    const consentimento = deref(doc, schema?.properties?.consentimento ?? {});
    expect(
      consentimento.type === 'boolean' || consentimento.const === true,
      `${pedido?.chave}: consentimento sem tipo concreto (${JSON.stringify(consentimento)})`,
    ).toBe(true);
  });

  it('os ids do caminho são type: integer, sem anyOf', () => {
    const errados: string[] = [];
    let vistos = 0;
    for (const o of operacoesDe(doc))
      for (const p of (o.op.parameters ?? []).map((x: Json) => deref(doc, x)))
        if (p.in === 'path' && /^id$|Id$|_id$/.test(p.name)) {
          vistos++;
          const s = deref(doc, p.schema ?? {});
          if (s.type !== 'integer' || s.anyOf || s.oneOf)
            errados.push(`${o.chave} {${p.name}}: ${JSON.stringify(s)}`);
        }
    expect(vistos).toBeGreaterThan(40);
    expect(errados, errados.join('\n')).toEqual([]);
  });

  it('nenhum schema junta anyOf/oneOf com um type ao lado (o id "anyOf[number, string]" com type: integer)', () => {
    const errados: string[] = [];
    for (const [s, onde] of todosOsSchemas())
      if (s.type && (s.anyOf || s.oneOf)) errados.push(`${onde}: ${JSON.stringify(s).slice(0, 160)}`);
    expect(errados, `${errados.length}:\n${errados.join('\n')}`).toEqual([]);
  });

  it('todo default cabe no próprio schema (nada de default "" num campo com minLength)', () => {
    const errados: string[] = [];
    for (const [s, onde] of todosOsSchemas()) {
      if (!('default' in s)) continue;
      const motivo = violacao(s, s.default);
      if (motivo) errados.push(`${onde}: default ${JSON.stringify(s.default)} ${motivo}`);
    }
    expect(errados, `${errados.length}:\n${errados.join('\n')}`).toEqual([]);
  });

  it('todo campo de um corpo JSON de requisição tem tipo (sem tipo, o cliente gerado o tem como unknown)', () => {
    const errados: string[] = [];
    for (const o of operacoesDe(doc)) {
      const corpo = schemaDoCorpo(doc, o);
      if (!corpo) continue;
      for (const [s, onde] of schemas(corpo, `${o.chave} requestBody`))
        for (const [nome, p] of Object.entries<Json>(s.properties ?? {}))
          if (!TEM_TIPO.some((k) => k in p)) errados.push(`${onde}/properties/${nome}: ${JSON.stringify(p)}`);
    }
    expect(errados, `${errados.length}:\n${errados.join('\n')}`).toEqual([]);
  });
});
