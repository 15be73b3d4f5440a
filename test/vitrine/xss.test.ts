import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeRichText, TAGS_PERMITIDAS } from '../../server/sanitize.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';
import { multipart, type Pessoas, pessoas } from './setup.js';

/** Script tags, event handlers, javascript:/data: URLs in every URL attribute, SVG, style, mXSS. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<p>ok<script src="https://mal.example/x.js"></script></p>',
  '<img src=x onerror=alert(1)>',
  '<img src="/uploads/fornecedores/1/a.png" onload="alert(1)" alt="x">',
  '<p onclick="alert(1)" onmouseover="alert(2)">texto</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="  javascript:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="&#106;avascript:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="//mal.example">relativo ao protocolo</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="/uploads/../../etc/passwd">',
  '<img srcset="javascript:alert(1) 1x">',
  '<a href="https://ok.example" formaction="javascript:alert(1)">x</a>',
  '<form action="javascript:alert(1)"><button>enviar</button></form>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<style>body{background:url(javascript:alert(1))}</style><p>t</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="text-align: center; background-image: url(x)">x</p>',
  '<p style="text-align:center">centro</p>',
  '<h1 style="expression(alert(1))">t</h1>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<body onload=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  '<a href="https://ok.example" target="_self" data-x="1" id="y" class="z">ok</a>',
  '<template><script>alert(1)</script></template>',
  '<div><p>dentro de div</p></div><span onclick="x">span</span>',
  '<a href="https://ok.example/?q=&quot;onmouseover=alert(1)">aspas</a>',
  '<img src="https://ok.example/a.png" alt="x" width="100" height="100" style="width:1px">',
];

const ATRIBUTOS = new Set(['href', 'target', 'rel', 'src', 'alt', 'style']);

/** What may be stored: only the editor's tags and attributes, safe URLs and text-align. */
function assertSeguro(html: string) {
  const lower = html.toLowerCase();
  for (const proibido of [
    '<script',
    'javascript:',
    'vbscript:',
    'data:',
    '<svg',
    '<style',
    '<math',
    '<iframe',
    'srcdoc',
    'xlink',
    'onerror',
    'onload',
    'onclick',
    '<form',
    '<base',
    '<meta',
    '<link',
    '<object',
    '<embed',
    '<input',
    '<template',
  ])
    expect(lower, `${proibido} em ${html}`).not.toContain(proibido);
  for (const m of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g))
    expect(TAGS_PERMITIDAS, html).toContain(m[1]!.toLowerCase());
  for (const tag of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const a of tag[0].matchAll(/\s([^\s="'>/]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)) {
      const nome = a[1]!.toLowerCase();
      const valor = a[2]!.replace(/^["']|["']$/g, '');
      expect(ATRIBUTOS, `${nome} em ${html}`).toContain(nome);
      if (nome === 'href') expect(valor).toMatch(/^https?:\/\//);
      if (nome === 'src') expect(valor).toMatch(/^(https?:\/\/|\/uploads\/)/);
      if (nome === 'style') expect(valor).toMatch(/^text-align: (left|center|right|justify);?$/);
    }
  }
}

describe('stored HTML sanitization', () => {
  it('keeps the editor schema: headings, marks, lists, quote, alignment, http links and images', () => {
    const entrada =
      '<h1>T1</h1><h2>T2</h2><h3>T3</h3><p style="text-align: center"><strong>b</strong><em>i</em><u>u</u><s>s</s><br></p>' +
      '<ul><li><p>um</p></li></ul><ol><li><p>dois</p></li></ol><blockquote><p>citação</p></blockquote>' +
      '<p><a href="https://exemplo.com.br" target="_blank">site</a></p><img src="/uploads/fornecedores/1/abc.webp" alt="foto">';
    const saida = sanitizeHtml(entrada);
    for (const parte of [
      '<h1>T1</h1>',
      '<h3>T3</h3>',
      'style="text-align: center"',
      '<strong>b</strong>',
      '<u>u</u>',
      '<s>s</s>',
      '<blockquote>',
      '<ol>',
      'href="https://exemplo.com.br"',
      'rel="noopener noreferrer nofollow"',
      'src="/uploads/fornecedores/1/abc.webp"',
    ])
      expect(saida).toContain(parte);
    expect(sanitizeHtml('<h4>quatro</h4>')).toBe('quatro');
    expect(sanitizeRichText('<p></p><p><br></p>')).toBeNull();
  });

  it.each(CORPUS)('neutralises %s', (amostra) => {
    assertSeguro(sanitizeHtml(amostra));
    // sanitizing twice changes nothing (no mutation on re-parse)
    expect(sanitizeHtml(sanitizeHtml(amostra))).toBe(sanitizeHtml(amostra));
  });
});

describe('XSS corpus through every HTML field and every write path', () => {
  let t: TestDb;
  let p: Pessoas;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
  });
  afterEach(() => t.cleanup());

  it('nothing of the corpus survives in storage (tRPC, REST JSON and multipart)', async () => {
    const caller = await callerFor(t.deps, p.dono);
    const client = httpClient(t.deps);
    const linha = async (id: number) =>
      t.deps.db
        .selectFrom('fornecedores')
        .select(['descricao_longa', 'conteudo'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const corpo = CORPUS.join('\n');
    // create (tRPC), full update (tRPC), partial (REST JSON), partial (multipart), create (multipart)
    const criado = await caller.fornecedores.criar({
      nome_empresa: 'XSS',
      descricao_curta: '.',
      descricao_longa: corpo.slice(0, 4000),
      conteudo: corpo,
    });
    const ids = [criado.id];
    const checar = async (id: number) => {
      const r = await linha(id);
      assertSeguro(r.descricao_longa ?? '');
      assertSeguro(r.conteudo ?? '');
    };
    await checar(criado.id);
    for (const amostra of CORPUS) {
      await caller.fornecedores.atualizar({
        id: p.fornecedorId,
        dados: { nome_empresa: 'A', descricao_curta: 'B', descricao_longa: amostra, conteudo: amostra },
      });
      await checar(p.fornecedorId);
      const rest = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/partial`, {
        token: p.tokens.dono,
        body: { descricao_longa: `<p>a</p>${amostra}`, conteudo: `${amostra}<p>b</p>` },
      });
      expect(rest.status).toBe(200);
      await checar(p.fornecedorId);
      const form = new FormData();
      form.append('descricao_longa', amostra);
      form.append('conteudo', amostra);
      const mp = await multipart(
        client,
        'PUT',
        `/api/fornecedores/${p.fornecedorId}/partial`,
        form,
        p.tokens.dono,
      );
      expect(mp.status).toBe(200);
      await checar(p.fornecedorId);
    }
    const form = new FormData();
    form.append('nome_empresa', 'Multipart');
    form.append('descricao_curta', '.');
    form.append('descricao_longa', CORPUS.slice(0, 20).join(''));
    form.append('conteudo', CORPUS.slice(20).join(''));
    const mp = await multipart(client, 'POST', '/api/fornecedores', form, p.tokens.dono);
    expect(mp.status).toBe(201);
    ids.push(mp.json.id);
    for (const id of ids) await checar(id);
  });

  it('the editor answer carries the sanitized HTML', async () => {
    const caller = await callerFor(t.deps, p.dono);
    const res = await caller.fornecedores.atualizarParcial({
      id: p.fornecedorId,
      dados: { conteudo: '<p onclick="x">Olá <a href="javascript:alert(1)">clique</a></p>' },
    });
    expect(res.fornecedor.conteudo).toBe('<p>Olá <a>clique</a></p>');
  });
});
