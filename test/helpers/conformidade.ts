import { generate } from 'json-schema-faker';
import type { Role } from '../security/access-expectations.js';
import { createWorld, type World } from '../security/fixtures.js';
import { ORIGIN } from './http.js';

/**
 * The conformance run's building blocks (test/foundation/conformidade.test.ts): the operations of
 * the served document GET /api/openapi.json, a request for each built from its documented schemas
 * with json-schema-faker (seeded), the caller of its documented role, and real fixture ids where a
 * path needs one. Nothing here imports server/rest: the document is the only source, so the run
 * holds whatever the adapters are built with.
 */

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is free-form JSON
export type Json = any;

const METODOS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operacao {
  /** "POST /api/x/{id}": how every failure names the operation. */
  chave: string;
  metodo: string;
  caminho: string;
  op: Json;
}

export function operacoesDe(doc: Json): Operacao[] {
  const out: Operacao[] = [];
  for (const [caminho, item] of Object.entries<Json>(doc.paths ?? {}))
    for (const metodo of METODOS)
      if (item[metodo])
        out.push({ chave: `${metodo.toUpperCase()} ${caminho}`, metodo, caminho, op: item[metodo] });
  return out;
}

/** Follows a local `$ref` ("#/components/schemas/X") to the object it names. */
export function deref(doc: Json, s: Json): Json {
  let atual = s;
  for (let i = 0; atual && typeof atual.$ref === 'string' && i < 10; i++) {
    atual = atual.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((o: Json, k: string) => o?.[k], doc);
  }
  return atual;
}

export type Mundo = World & { mensagemId: number; emailId: number };

/** The authorization matrix's world (five callers, supplier F and its objects) plus a contact message and an e-mail. */
export async function criarMundo(): Promise<Mundo> {
  const w = await createWorld();
  const now = new Date().toISOString();
  const mensagem = await w.deps.db
    .insertInto('mensagens_contato')
    .values({
      nome: 'Maria',
      email: 'maria@exemplo.com.br',
      assunto: 'Dúvida',
      mensagem: 'Olá!',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = await w.deps.db
    .insertInto('emails')
    .values({
      destinatario: 'maria@exemplo.com.br',
      assunto: 'Assunto',
      texto: 'Texto',
      html: '<p>Texto</p>',
      estado: 'falhou',
      proxima_em: now,
      desiste_em: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...w, mensagemId: Number(mensagem.id), emailId: Number(email.id) };
}

/**
 * Which fixture a path's `{id}` names, by path (first match wins), and who owns it: an operation
 * documented as `authed` is called by that owner (the service checks the object's owner, so a
 * session alone would only show its 403). A path not listed here fails the run: classify it.
 */
const RECURSOS: { re: RegExp; id: (w: Mundo) => number; dono?: Role }[] = [
  { re: /^\/api\/usuarios\/\{id\}\/(tipo|senha|delete|restore)$/, id: (w) => w.fx.vitimaId },
  { re: /^\/api\/usuarios\/\{id\}/, id: (w) => w.fx.clienteId, dono: 'cliente' },
  { re: /^\/api\/depoimentos\/\{id\}\/resposta$/, id: (w) => w.fx.depoimentoId, dono: 'anuncianteDono' },
  // the fixture testimonial is the cliente's own: nobody reports their own (service rule)
  { re: /^\/api\/depoimentos\/\{id\}\/denuncias$/, id: (w) => w.fx.depoimentoId, dono: 'anuncianteOutro' },
  { re: /^\/api\/depoimentos\/\{id\}/, id: (w) => w.fx.depoimentoId, dono: 'cliente' },
  { re: /^\/api\/fornecedor-links\/\{id\}/, id: (w) => w.fx.linkId, dono: 'anuncianteDono' },
  { re: /^\/api\/galerias\/\{id\}$/, id: (w) => w.fx.midiaId, dono: 'anuncianteDono' },
  {
    re: /^\/api\/(fornecedores|galerias|access-logs)\//,
    id: (w) => w.fx.fornecedorId,
    dono: 'anuncianteDono',
  },
  { re: /^\/api\/orcamentos\/\{id\}/, id: (w) => w.fx.orcamentoId, dono: 'anuncianteDono' },
  { re: /^\/api\/tags\/\{id\}/, id: (w) => w.fx.tagId },
  { re: /^\/api\/tipos-tag\/\{id\}/, id: (w) => w.fx.tipoTagId },
  { re: /^\/api\/categorias-link\/\{id\}/, id: (w) => w.fx.categoriaLinkId },
  { re: /^\/api\/admin\/mensagens\/\{id\}/, id: (w) => w.mensagemId },
  { re: /^\/api\/admin\/emails\/\{id\}/, id: (w) => w.emailId },
];

function recurso(o: Operacao) {
  return RECURSOS.find((r) => r.re.test(o.caminho));
}

export interface Sobrescrita {
  /** The caller, when the documented level alone does not say which fixture's owner it is. */
  papel?: Role;
  /** Fields set in the generated JSON body (applied after the generic id fields). */
  corpo?: (w: Mundo) => Record<string, unknown>;
  /** Send multipart/form-data with a real image in the documented file field. */
  arquivo?: string;
  /** Run in a world of its own (a rate limit it shares with another operation would answer 429 first). */
  mundoProprio?: boolean;
  motivo: string;
}

/**
 * The one list of per-operation overrides, each with its reason. Anything not here is built from
 * the document alone.
 */
export const SOBRESCRITAS: Record<string, Sobrescrita> = {
  'POST /api/fornecedores/{id}/imagens': {
    arquivo: 'imagem',
    motivo:
      'upload: o campo de arquivo leva uma imagem de verdade (bytes aleatórios dariam 415, pelo conteúdo)',
  },
  'PUT /api/galerias/{fornecedorId}': {
    arquivo: 'midia',
    motivo:
      'upload: o campo de arquivo leva uma imagem de verdade (bytes aleatórios dariam 415, pelo conteúdo)',
  },
  'POST /api/fornecedores/{id}/orcamentos': {
    corpo: () => ({ site_empresa: '' }),
    motivo: 'site_empresa é o honeypot: preenchido, o pedido é descartado em silêncio como de robô',
  },
  'POST /api/usuarios/esqueci-senha': {
    mundoProprio: true,
    motivo:
      'o limite recuperacao:<ip> é o mesmo de reenviar-verificacao: no mundo comum, a chamada documentada já viria 429',
  },
  'PUT /api/fornecedores/{id}/links/ordem': {
    mundoProprio: true,
    motivo:
      'a nova ordem traz cada link da vitrine uma vez: no mundo comum outras operações já criaram links além da fixture',
  },
  'PUT /api/galerias/{fornecedorId}/ordem': {
    mundoProprio: true,
    motivo:
      'a nova ordem traz cada item da galeria uma vez: no mundo comum o envio de imagens já acrescentou itens',
  },
  'POST /api/depoimentos': {
    papel: 'anuncianteOutro',
    motivo:
      'o cliente já avaliou F (a fixture: daria 409) e o dono não avalia a própria vitrine (403): B, que não avaliou',
  },
};

/** The caller of an operation: its documented level (`x-permissao`), or the fixture's owner. */
export function papelDe(o: Operacao): Role {
  const s = SOBRESCRITAS[o.chave];
  if (s?.papel) return s.papel;
  const nivel =
    o.op['x-permissao'] ??
    (Array.isArray(o.op.security) && o.op.security.length === 0 ? 'public' : undefined);
  switch (nivel) {
    case 'public':
      return 'anonimo';
    case 'admin':
      return 'admin';
    case 'anunciante':
      return 'anuncianteDono';
    case 'authed':
      return recurso(o)?.dono ?? 'cliente';
    default:
      throw new Error(`${o.chave}: sem x-permissao no documento (quem pode chamar?)`);
  }
}

/** A value for each path parameter: a real fixture's id, or `desconhecido` for every id. */
function valorDoParametro(o: Operacao, nome: string, w: Mundo, desconhecido: boolean): string {
  if (nome === 'slug') return desconhecido ? 'nao-existe-vitrine' : w.fx.fornecedorSlug;
  if (nome === 'filename') return 'foto.jpg';
  const r = recurso(o);
  if (!r) throw new Error(`${o.chave}: parâmetro {${nome}} sem fixture (classifique em RECURSOS)`);
  return String(desconhecido ? 999_999 : r.id(w));
}

/** Generic id fields of bodies and queries, set to a real fixture (or an unknown id). */
function idsReais(o: Operacao, w: Mundo): Record<string, unknown> {
  const ehTag = o.caminho.startsWith('/api/tags');
  return {
    fornecedor_id: w.fx.fornecedorId,
    categoria_id: ehTag ? w.fx.categoriaTagId : w.fx.categoriaLinkId,
    link_id: w.fx.linkId,
    usuario_id: w.users.anuncianteDono.id,
    object_id: String(w.fx.fornecedorId),
    ids: [o.caminho.startsWith('/api/galerias') ? w.fx.midiaId : w.fx.linkId],
    tags: [w.fx.tagId],
  };
}
const ID_DESCONHECIDO: Record<string, unknown> = {
  fornecedor_id: 999_999,
  categoria_id: 999_999,
  link_id: 999_999,
  object_id: '999999',
};

const OPCOES_FAKER = {
  useDefaultValue: false,
  useExamplesValue: false,
  fixedProbabilities: true,
  maxDefaultItems: 2,
} as const;

/** A stable seed per operation (the run is the same whatever the order of the document). */
function semente(chave: string, extra: number): number {
  let h = 2166136261;
  for (const c of `${chave}#${extra}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

export type Variante = 'completa' | 'minima';

async function gerar(doc: Json, schema: Json, chave: string, variante: Variante): Promise<Json> {
  return generate(
    { ...schema, components: doc.components },
    {
      ...OPCOES_FAKER,
      seed: semente(chave, variante === 'completa' ? 1 : 2),
      ...(variante === 'completa' ? { alwaysFakeOptionals: true } : { optionalsProbability: 0 }),
    },
  );
}

export interface Requisicao {
  url: string;
  metodo: string;
  /** The JSON body (an object), when the operation takes one. */
  json?: Record<string, unknown>;
  form?: () => Promise<FormData>;
}

/** The operation's JSON body schema (dereferenced), if any. */
export function schemaDoCorpo(doc: Json, o: Operacao): Json | undefined {
  const s = deref(doc, o.op.requestBody)?.content?.['application/json']?.schema;
  return s ? deref(doc, s) : undefined;
}

/**
 * A request built from the operation's documented schemas: path parameters (fixtures), query and
 * JSON body generated (all optional fields in `completa`, only the required ones in `minima`).
 */
export async function montar(
  doc: Json,
  o: Operacao,
  w: Mundo,
  variante: Variante,
  opts: { desconhecido?: boolean; imagem?: Buffer } = {},
): Promise<Requisicao> {
  const desconhecido = opts.desconhecido ?? false;
  const params: Json[] = (o.op.parameters ?? []).map((p: Json) => deref(doc, p));
  let caminho = o.caminho;
  for (const p of params.filter((x) => x.in === 'path'))
    caminho = caminho.replace(
      `{${p.name}}`,
      encodeURIComponent(valorDoParametro(o, p.name, w, desconhecido)),
    );
  const ids = desconhecido ? ID_DESCONHECIDO : idsReais(o, w);
  const query = params.filter((x) => x.in === 'query');
  const busca = new URLSearchParams();
  if (query.length) {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
      required: query.filter((p) => p.required).map((p) => p.name),
    };
    const valores = await gerar(doc, schema, `${o.chave}?`, variante);
    for (const [k, v] of Object.entries<Json>(valores ?? {})) {
      const valor = k in ids && typeof ids[k] !== 'object' ? ids[k] : v;
      if (valor === null || valor === undefined || typeof valor === 'object') continue;
      busca.set(k, String(valor));
    }
  }
  const url = `${ORIGIN}${caminho}${busca.size ? `?${busca}` : ''}`;
  const sobrescrita = SOBRESCRITAS[o.chave];
  if (sobrescrita?.arquivo && opts.imagem) {
    const imagem = opts.imagem;
    const campo = sobrescrita.arquivo;
    return {
      url,
      metodo: o.metodo.toUpperCase(),
      form: async () => {
        const form = new FormData();
        form.append(campo, new File([new Uint8Array(imagem)], 'foto.png', { type: 'image/png' }));
        return form;
      },
    };
  }
  const schemaCorpo = schemaDoCorpo(doc, o);
  if (!schemaCorpo) return { url, metodo: o.metodo.toUpperCase() };
  const gerado = await gerar(doc, schemaCorpo, o.chave, variante);
  if (!gerado || typeof gerado !== 'object' || Array.isArray(gerado))
    return { url, metodo: o.metodo.toUpperCase(), json: gerado };
  const json: Record<string, unknown> = { ...gerado };
  for (const k of Object.keys(json)) if (k in ids) json[k] = ids[k];
  Object.assign(json, sobrescrita?.corpo?.(w) ?? {});
  return { url, metodo: o.metodo.toUpperCase(), json };
}

export interface Resposta {
  status: number;
  corpo: Json;
  texto: string;
}

/** Sends a request through the app as `papel` (Bearer token; anonymous: none). */
export async function enviar(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  w: Mundo,
  papel: Role,
  r: Requisicao,
  json = r.json,
): Promise<Resposta> {
  const headers: Record<string, string> = {};
  if (papel !== 'anonimo') headers.Authorization = `Bearer ${w.tokens[papel]}`;
  let body: BodyInit | undefined;
  if (r.form) body = await r.form();
  else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const res = await app.request(r.url, { method: r.metodo, headers, body });
  const texto = await res.text();
  let corpo: Json = null;
  try {
    corpo = texto ? JSON.parse(texto) : null;
  } catch {
    corpo = null;
  }
  return { status: res.status, corpo, texto };
}

/** Whether `status` is one of the operation's documented responses (exact, or "4XX"); `default` does not count. */
export function statusDocumentado(o: Operacao, status: number): boolean {
  const chaves = Object.keys(o.op.responses ?? {});
  return chaves.includes(String(status)) || chaves.includes(`${String(status)[0]}XX`);
}
