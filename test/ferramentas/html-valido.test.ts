// Every server-rendered public page passes html-validate's recommended rules:
// 0 errors, as the tools that read the pages (crawlers, share previews, validators) expect.
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { artigos } from '../../shared/blog.js';
import * as entryServer from '../../src/entry-server.js';
import { paginasDeOutros, paginasInstitucionais } from '../e2e/paginas-publicas.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

/** The app's own index.html as the page template (the build keeps its head and body). */
function buildComModeloReal(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-build-html-'));
  mkdirSync(path.join(dir, 'assets'));
  copyFileSync(path.resolve(import.meta.dirname, '../../index.html'), path.join(dir, 'index.html'));
  return dir;
}

/** html-validate's recommended preset; a rule is turned off only with its reason written here. */
const validador = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style rules, not validity: React's renderer writes `<img/>`, camelCase attribute names
    // (fetchPriority; HTML names are case-insensitive), `selected=""`/`hidden=""`, and the build's
    // template has `<!doctype html>`: every one is valid HTML, and none is ours to choose.
    'void-style': 'off',
    'doctype-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId gives ids such as "_R_6t_"; HTML allows any id without spaces (the relaxed check).
    'valid-id': ['error', { relaxed: true }],
    // Per-element values (an illustration's size, a colour) are React style props; the CSP allows
    // style attributes (style-src 'unsafe-inline') and the rule is a preference, not validity.
    'no-inline-style': 'off',
    // The filter chips and page steps of /fornecedores are real links (they work without
    // JavaScript and open in a new tab) that the app follows in place; a <button> would do nothing
    // without JavaScript.
    'prefer-native-element': 'off',
  },
});

let t: TestDb;
let client: ReturnType<typeof httpClient>;
beforeEach(async () => {
  t = await createTestDb();
  client = httpClient(t.deps, buildComModeloReal(), entryServer);
});
afterEach(() => t.cleanup());

describe('HTML of the server-rendered pages (html-validate, recommended)', () => {
  it('every public page has 0 errors', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante', nome: 'Dona' });
    for (let i = 0; i < 13; i++) {
      await createFornecedor(t.deps, dono.id, {
        nome_empresa: `Contábil Aliança ${i}`,
        slug: `contabil-alianca-${i}`,
        telefone: '(31) 3222-4567',
        tags: ['Contador', 'MG'],
      });
    }
    // the first showcase with what a full page shows: a link, a FAQ and a review
    const f = await t.deps.db
      .selectFrom('fornecedores')
      .select('id')
      .where('slug', '=', 'contabil-alianca-0')
      .executeTakeFirstOrThrow();
    const wa = await t.deps.db
      .selectFrom('categorias_link')
      .select('id')
      .where('nome', '=', 'whatsapp')
      .executeTakeFirstOrThrow();
    const agora = new Date().toISOString();
    await t.deps.db
      .insertInto('fornecedor_links')
      .values({
        fornecedor_id: f.id,
        categoria_id: wa.id,
        url: 'https://wa.me/5531991234567',
        texto_tela: null,
        created_at: agora,
      })
      .execute();
    await t.deps.db
      .insertInto('faqs')
      .values({ fornecedor_id: f.id, pergunta: 'Atende online?', resposta: 'Sim.' })
      .execute();
    const cliente = await createUsuario(t.deps, { nome: 'Rita' });
    await (await callerFor(t.deps, cliente)).depoimentos.create({
      fornecedor_id: f.id,
      comentario: 'Ótimo',
      nota: 5,
    });
    // /padroes is left out: it is becoming an admin-only tool (not a public page).
    const caminhos = [
      ...paginasDeOutros.map((p) => p.caminho),
      ...paginasInstitucionais.filter((p) => p.caminho !== '/padroes').map((p) => p.caminho),
      ...artigos.map((a) => `/blog/${a.id}`),
      '/solucao/contabil-alianca-0',
      '/fornecedores?pagina=2',
    ];
    const erros: string[] = [];
    for (const caminho of new Set(caminhos)) {
      const res = await client.request('GET', caminho);
      expect(res.status, caminho).toBe(200);
      const relatorio = await validador.validateString(res.text, caminho);
      for (const r of relatorio.results)
        for (const m of r.messages)
          erros.push(`${caminho} ${m.line}:${m.column} [${m.ruleId}] ${m.message} :: ${m.selector ?? ''}`);
    }
    expect(erros).toEqual([]);
  });
});
