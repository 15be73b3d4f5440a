import { readFileSync } from 'node:fs';
import { escapeHtml as e } from '../seo/html.js';
import { MENSAGEM_ERRO, PERMISSAO } from './operacao.js';
import type { Access } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: walks the free-form OpenAPI document
type Json = any;

/** The site's design tokens (read once; the server runs from the sources, so they are there). */
function tokens(): string {
  try {
    return readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8');
  } catch {
    return '';
  }
}

// No script: the page is plain HTML under the strict CSP (<details> opens without JS). The one
// <style> block is allowed by the existing style-src; no other origin is contacted.
const ESTILO = `
*{box-sizing:border-box}
body{margin:0;background:var(--cor-fundo);color:var(--cor-texto);font-family:var(--fonte-texto);font-size:var(--texto-base);line-height:1.5}
main{max-width:72rem;margin:0 auto;padding:1.5rem 1rem 4rem}
h1,h2{font-family:var(--fonte-titulo);color:var(--cor-primaria);line-height:1.2}
h1{font-size:var(--texto-4xl);margin:0 0 .5rem}
h2{font-size:var(--texto-2xl);margin:2.5rem 0 1rem;padding-bottom:.5rem;border-bottom:1px solid var(--cor-borda)}
h3{font-size:var(--texto-base);margin:1rem 0 .5rem}
a{color:var(--cor-primaria)}
:focus-visible{outline:3px solid var(--cor-foco);outline-offset:2px}
.intro{color:var(--cor-texto-suave);max-width:48rem}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
nav a{display:inline-block;padding:.375rem .75rem;border:1px solid var(--cor-borda);border-radius:999px;background:var(--cor-superficie);text-decoration:none}
details.op{background:var(--cor-superficie);border:1px solid var(--cor-borda);border-radius:10px;margin:0 0 .75rem}
details.op>summary{cursor:pointer;padding:.75rem 1rem;display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem .75rem;list-style-position:outside}
details.op[open]>summary{border-bottom:1px solid var(--cor-borda)}
.corpo{padding:.25rem 1rem 1rem}
.metodo{display:inline-block;min-width:4.25rem;text-align:center;font-weight:var(--peso-medio);font-size:var(--texto-sm);padding:.125rem .5rem;border-radius:6px;color:#fff;background:var(--cor-info)}
.metodo-post{background:var(--cor-sucesso)}.metodo-put{background:var(--cor-aviso)}.metodo-delete{background:var(--cor-erro)}
.caminho{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:var(--texto-sm);overflow-wrap:anywhere;font-weight:var(--peso-medio)}
.resumo{flex-basis:100%;color:var(--cor-texto-suave);font-size:var(--texto-sm)}
.permissao{display:inline-block;font-size:var(--texto-xs);padding:.125rem .5rem;border-radius:999px;background:var(--cor-champanhe-100);color:var(--cor-champanhe-700);font-weight:var(--peso-medio)}
.permissao-public{background:var(--cor-sucesso-fundo);color:var(--cor-sucesso)}
ul.campos{list-style:none;margin:0;padding:0 0 0 .75rem;border-left:2px solid var(--cor-marca-100)}
ul.campos li{margin:.25rem 0;overflow-wrap:anywhere}
code,.tipo{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:var(--texto-sm)}
.tipo{color:var(--cor-marca-600)}
.nota{color:var(--cor-texto-suave);font-size:var(--texto-sm)}
.obrig{color:var(--cor-erro);font-size:var(--texto-xs)}
pre{background:var(--cor-cinza-100);border-radius:8px;padding:.75rem;overflow-x:auto;font-size:var(--texto-sm);max-width:100%}
table{border-collapse:collapse;width:100%;font-size:var(--texto-sm)}
td,th{text-align:left;vertical-align:top;padding:.375rem .5rem;border-bottom:1px solid var(--cor-borda)}
`;

function tipoDe(s: Json): string {
  if (!s || typeof s !== 'object') return 'qualquer';
  if (s.$ref) return String(s.$ref).split('/').pop() ?? 'objeto';
  if (s.enum) return s.enum.map((x: unknown) => JSON.stringify(x)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const alternativas = s.anyOf ?? s.oneOf;
  if (alternativas) return alternativas.map(tipoDe).join(' | ');
  if (s.type === 'array') return `lista de ${tipoDe(s.items)}`;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return s.type ?? 'qualquer';
}

function restricoes(s: Json): string {
  const r: string[] = [];
  if (s.minLength !== undefined) r.push(`mín. ${s.minLength} caracteres`);
  if (s.maxLength !== undefined) r.push(`máx. ${s.maxLength} caracteres`);
  if (s.minimum !== undefined) r.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) r.push(`≤ ${s.maximum}`);
  if (s.maxItems !== undefined) r.push(`até ${s.maxItems} itens`);
  if (s.format) r.push(s.format);
  if (s.pattern) r.push(`formato ${s.pattern}`);
  if (s.default !== undefined) r.push(`padrão ${JSON.stringify(s.default)}`);
  return r.join(', ');
}

/** The object (or list of objects) whose fields are listed below a line. */
function filhos(s: Json): Json | null {
  if (!s || typeof s !== 'object') return null;
  if (s.properties) return s;
  if (s.type === 'array') return filhos(s.items);
  for (const alt of s.anyOf ?? s.oneOf ?? []) {
    const f = filhos(alt);
    if (f) return f;
  }
  return null;
}

/** A schema as a nested list: name, type, required, constraints, description. */
function campos(s: Json, profundidade = 0): string {
  const obj = filhos(s);
  if (!obj || profundidade > 6) return '';
  const obrig = new Set<string>(obj.required ?? []);
  const itens = Object.entries<Json>(obj.properties).map(([nome, p]) => {
    const extra = restricoes(p);
    return (
      `<li><code>${e(nome)}</code> <span class="tipo">${e(tipoDe(p))}</span>` +
      (obrig.has(nome) ? ' <span class="obrig">obrigatório</span>' : '') +
      (extra ? ` <span class="nota">(${e(extra)})</span>` : '') +
      (p.description ? ` <span class="nota">${e(p.description)}</span>` : '') +
      campos(p, profundidade + 1) +
      '</li>'
    );
  });
  return `<ul class="campos">${itens.join('')}</ul>`;
}

function esquema(s: Json): string {
  const lista = campos(s);
  return `<p><span class="tipo">${e(tipoDe(s))}</span></p>${lista}`;
}

function exemplo(valor: unknown): string {
  return valor === undefined
    ? ''
    : `<h3>Exemplo</h3><pre><code>${e(JSON.stringify(valor, null, 2))}</code></pre>`;
}

function operacao(metodo: string, caminho: string, op: Json): string {
  const permissao = op['x-permissao'] as Access;
  const partes: string[] = [];
  if (op.description) partes.push(`<p>${e(op.description)}</p>`);
  if (op.parameters?.length) {
    const linhas = op.parameters.map(
      (p: Json) =>
        `<tr><td><code>${e(p.name)}</code></td><td>${p.in === 'path' ? 'caminho' : 'query'}${p.required ? ', obrigatório' : ''}</td>` +
        `<td><span class="tipo">${e(tipoDe(p.schema))}</span>${restricoes(p.schema) ? ` <span class="nota">(${e(restricoes(p.schema))})</span>` : ''}` +
        `${p.description ? ` <span class="nota">${e(p.description)}</span>` : ''}</td></tr>`,
    );
    partes.push(`<h3>Parâmetros</h3><table><tbody>${linhas.join('')}</tbody></table>`);
  }
  const corpo = op.requestBody?.content ?? {};
  for (const [tipo, c] of Object.entries<Json>(corpo)) {
    partes.push(`<h3>Corpo (<code>${e(tipo)}</code>)</h3>${esquema(c.schema)}${exemplo(c.example)}`);
  }
  for (const [status, r] of Object.entries<Json>(op.responses)) {
    if (status !== 'default' && Number(status) >= 400) continue;
    if (status === 'default') continue;
    const conteudo = Object.entries<Json>(r.content ?? {});
    if (!conteudo.length)
      partes.push(`<h3>Resposta ${e(status)}</h3><p class="nota">${e(r.description)}</p>`);
    for (const [tipo, c] of conteudo) {
      const binario = !tipo.includes('json');
      partes.push(
        `<h3>Resposta ${e(status)} (<code>${e(tipo)}</code>)</h3>` +
          (binario ? `<p class="nota">${e(r.description)}</p>` : esquema(c.schema) + exemplo(c.example)),
      );
    }
  }
  const erros = Object.keys(op.responses).filter((s) => s !== 'default' && Number(s) >= 400);
  partes.push(
    `<h3>Erros</h3><ul class="campos">${erros
      .map(
        (s) =>
          `<li><code>${e(s)}</code> <span class="nota">${e(MENSAGEM_ERRO[Number(s)] ?? 'Erro.')}</span></li>`,
      )
      .join(
        '',
      )}<li><span class="nota">Formato: <code>{ message, code?, errors?: [{ campo, mensagem }] }</code></span></li></ul>`,
  );
  return (
    `<details class="op" id="${e(op.operationId)}"><summary>` +
    `<span class="metodo metodo-${e(metodo)}">${e(metodo.toUpperCase())}</span>` +
    `<span class="caminho">${e(caminho)}</span>` +
    `<span class="permissao permissao-${e(permissao)}">${e(PERMISSAO[permissao] ?? permissao)}</span>` +
    `<span class="resumo">${e(op.summary ?? '')}</span></summary><div class="corpo">${partes.join('')}</div></details>`
  );
}

const ancora = (tag: string) =>
  `tag-${tag
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()}`;

/** The reference page of /api/docs, rendered from the OpenAPI document (grouped by tag). */
export function renderizarDocs(doc: Json): string {
  const porTag = new Map<string, string[]>();
  for (const { name } of doc.tags ?? []) porTag.set(name, []);
  for (const [caminho, metodos] of Object.entries<Json>(doc.paths)) {
    for (const [metodo, op] of Object.entries<Json>(metodos)) {
      const tag = op.tags?.[0] ?? 'Outros';
      if (!porTag.has(tag)) porTag.set(tag, []);
      porTag.get(tag)?.push(operacao(metodo, caminho, op));
    }
  }
  const nav = [...porTag.keys()].map((t) => `<li><a href="#${ancora(t)}">${e(t)}</a></li>`).join('');
  const secoes = [...porTag.entries()]
    .map(
      ([t, ops]) =>
        `<section aria-labelledby="${ancora(t)}"><h2 id="${ancora(t)}">${e(t)}</h2>${ops.join('')}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(doc.info.title)}</title><style>${tokens()}${ESTILO}</style></head><body><main><h1>${e(doc.info.title)}</h1><p class="intro">${e(doc.info.description)}</p><p class="intro">Documento OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>. Toque numa operação para ver parâmetros, corpo e respostas.</p><nav aria-label="Grupos"><ul>${nav}</ul></nav>${secoes}</main></body></html>`;
}
