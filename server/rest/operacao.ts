import type { Hono, Context as HonoContext, MiddlewareHandler } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { type DescribeRouteOptions, describeRoute, uniqueSymbol } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../errors.js';
import type { HonoEnv } from '../http/hono-env.js';
import { parseOrThrow } from '../schemas/validate.js';
import type { Context } from '../services/contexto.js';
import { exigirAcesso } from '../services/permissoes.js';
import { documentado, type Json, jsonSchema } from './esquema.js';
import { readJson } from './helpers.js';
import type { Access, CampoMultipart, Method, RespostaBinaria } from './types.js';

type Schema = v.GenericSchema;
type Params = Record<string, Schema>;
type Saida<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** What the handler receives: every input already validated by the schema the document shows. */
export interface Entrada<P extends Params, Q, B> {
  ctx: Context;
  params: { [K in keyof P]: v.InferOutput<P[K]> };
  query: Saida<Q>;
  corpo: Saida<B>;
  /** A multipart route's form, once read, validated by the declared `corpo` (the JSON alternative). */
  corpoDe: (dados: unknown) => Saida<B>;
  /** With `corpoNoServico`: the JSON body, read when the handler asks (after the service's checks). */
  lerCorpo: () => Promise<unknown>;
}

/**
 * One REST operation, declared once: Hono registers it (method, path, access, body cap and the
 * validators built from `params`/`query`/`corpo`), hono-openapi documents it from the same objects
 * (GET /api/openapi.json), and the tests walk the app's routes to find it (declaracaoDe).
 */
export interface Operacao<P extends Params = Params, Q = Schema | undefined, B = Schema | undefined> {
  method: Method;
  /** Hono path; literal segments before parameters where paths overlap (the first match answers). */
  path: string;
  /** Enforced before any input is read: 401 anonymous, 403 wrong role; ownership is the service's. */
  access: Access;
  /** Body size cap in bytes (default 1 MiB); multipart upload routes raise it. */
  maxBodyBytes?: number;
  /** Group on /api/docs (e.g. "Contas", "Vitrines"). */
  tag: string;
  /** One line, in Portuguese. */
  resumo: string;
  descricao?: string;
  /** Path parameters: name → schema (idParam / textoParam). The path string is a number for integers. */
  params?: P;
  /** Query string as an object schema: numeric fields arrive as numbers, array fields repeat. */
  query?: Q;
  /** JSON body, validated before the handler runs (unless `multipart` or `corpoNoServico`). */
  corpo?: B;
  /** Message of the 400 when `query`/`corpo` fail (default: parseOrThrow's). */
  mensagem?: string;
  /**
   * The service validates the raw body itself with `corpo` (its own message and field names, or
   * only after its permission check): the handler reads it with `lerCorpo()` and passes it on
   * unvalidated, or validates it with `corpoDe`. The document still shows `corpo`.
   */
  corpoNoServico?: boolean;
  /** Multipart body (then `corpo` is the JSON alternative, validated by the handler's form reader). */
  multipart?: Record<string, CampoMultipart>;
  /** Success answers by status: a JSON schema, a binary answer, or null (no body, e.g. 204). */
  respostas: Record<number, Schema | RespostaBinaria | null>;
  /** Error statuses beyond the ones derived from the operation (400/401/403/404/413/503/507). */
  erros?: number[];
  exemploCorpo?: unknown;
  exemploResposta?: unknown;
  handler: (c: HonoContext<HonoEnv>, e: Entrada<P, Q, B>) => Response | Promise<Response>;
}

/** Infers the handler's input types from the declaration. */
export function operacao<P extends Params = Record<never, Schema>, Q = undefined, B = undefined>(
  op: Operacao<P, Q, B>,
): Operacao {
  return op as unknown as Operacao;
}

/** A positive integer path parameter; the message is the 400's when the segment is not one. */
export const idParam = (descricao: string, mensagem = 'Identificador inválido.') =>
  v.pipe(
    v.number(mensagem),
    v.integer(mensagem),
    v.minValue(1, mensagem),
    v.maxValue(999_999_999_999, mensagem),
    v.description(descricao),
  );

export const textoParam = (descricao: string) => v.pipe(v.string(), v.description(descricao));

export function ehBinaria(r: unknown): r is RespostaBinaria {
  return typeof r === 'object' && r !== null && 'binario' in r;
}

/** The error statuses an operation can answer: derived from its inputs and access, plus its own. */
export function errosDaOperacao(op: Operacao): number[] {
  const s = new Set<number>(op.erros ?? []);
  if (op.params || op.query || op.corpo || op.multipart) s.add(400);
  if (op.access !== 'public') {
    s.add(401);
    s.add(403);
  }
  if (op.params) s.add(404);
  if (op.corpo || op.multipart) s.add(413);
  // Any route may meet the database down (and a multipart one the bucket down): 503. A write may
  // meet a full disk: 507 (server/falhas.ts).
  s.add(503);
  if (op.method !== 'GET') s.add(507);
  return [...s].sort((a, b) => a - b);
}

// ---------- validators (hono-openapi reads their schema through uniqueSymbol) ----------

type Alvo = 'param' | 'query' | 'json';

const tipos = (s: Json): string[] => (Array.isArray(s?.type) ? s.type : s?.type ? [s.type] : []);
const numerico = (s: Json) => tipos(s).some((t) => t === 'integer' || t === 'number');

/** The raw value of a target, shaped as the schema expects (numbers and repeated keys from the JSON Schema). */
async function ler(c: HonoContext<HonoEnv>, alvo: Alvo, json: Json): Promise<unknown> {
  if (alvo === 'json') return readJson(c);
  const out: Record<string, unknown> = {};
  for (const [k, prop] of Object.entries<Json>(json.properties ?? {})) {
    if (alvo === 'param') {
      const bruto = c.req.param(k) ?? '';
      out[k] = numerico(prop) && /^\d{1,12}$/.test(bruto) ? Number(bruto) : bruto;
    } else if (tipos(prop).includes('array')) {
      const todos = c.req.queries(k);
      if (todos) out[k] = todos;
    } else {
      const bruto = c.req.query(k);
      if (bruto === undefined || (bruto === '' && numerico(prop))) continue;
      out[k] = numerico(prop) ? Number(bruto) : bruto;
    }
  }
  return out;
}

function validar(alvo: Alvo, schema: Schema, mensagem?: string): MiddlewareHandler<HonoEnv> {
  const json = jsonSchema(schema);
  const middleware: MiddlewareHandler<HonoEnv> = async (c, next) => {
    const valor = await ler(c, alvo, json);
    let saida: unknown;
    if (alvo === 'param') {
      const r = v.safeParse(schema, valor);
      // A bad path segment keeps its own message (no field list), as before.
      if (!r.success) throw new AppError('BAD_REQUEST', r.issues[0].message);
      saida = r.output;
    } else saida = parseOrThrow(schema, valor, mensagem);
    c.req.addValidatedData(alvo, saida as never);
    await next();
  };
  return Object.assign(middleware, { [uniqueSymbol]: { target: alvo, ...documentado(schema) } });
}

// ---------- the declaration in the document ----------

export const PERMISSAO: Record<Access, string> = {
  public: 'Público',
  authed: 'Usuário logado',
  anunciante: 'Anunciante ou admin',
  admin: 'Admin',
};

export const MENSAGEM_ERRO: Record<number, string> = {
  400: 'Dados inválidos (mensagem e, na validação, a lista de campos).',
  401: 'Sem sessão válida: faça login.',
  403: 'Sem permissão para esta ação.',
  404: 'Não encontrado.',
  409: 'Conflito com o estado atual.',
  413: 'Corpo grande demais.',
  415: 'Tipo de arquivo não aceito.',
  429: 'Muitas tentativas: tente de novo depois do tempo em Retry-After.',
  503: 'Serviço indisponível (iniciando, encerrando, sem banco ou sem o armazenamento de arquivos): tente de novo ou outro processo. Sem banco, o código é DATABASE_UNAVAILABLE, repetido em `error`, com Retry-After.',
  507: 'Sem espaço em disco para gravar (código INSUFFICIENT_STORAGE, repetido em `error`): as leituras continuam; tente mais tarde.',
};

const ERRO = { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } };

/** `/api/usuarios/:id{[0-9]+}` → `/api/usuarios/{id}` (OpenAPI path template). */
export function caminhoOpenApi(path: string): string {
  return path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');
}

function operationId(op: Operacao): string {
  const partes = caminhoOpenApi(op.path)
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [op.method.toLowerCase(), ...partes].join('_');
}

function corpoDaRequisicao(op: Operacao): DescribeRouteOptions['requestBody'] {
  const content: Json = {};
  if (op.corpo) {
    content['application/json'] = {
      schema: documentado(op.corpo as Schema),
      ...(op.exemploCorpo !== undefined ? { example: op.exemploCorpo } : {}),
    };
  }
  if (op.multipart) {
    const properties: Json = {};
    for (const [nome, campo] of Object.entries(op.multipart)) {
      const base = campo.arquivo
        ? { type: 'string', contentMediaType: 'application/octet-stream' }
        : { type: 'string' };
      properties[nome] = campo.multiplo
        ? { type: 'array', items: base, description: campo.descricao }
        : { ...base, description: campo.descricao };
    }
    content['multipart/form-data'] = { schema: { type: 'object', properties } };
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

function respostas(op: Operacao): Json {
  const out: Json = {};
  for (const [status, r] of Object.entries(op.respostas)) {
    if (r === null) out[status] = { description: 'Sem corpo.' };
    else if (ehBinaria(r))
      out[status] = {
        description: r.descricao,
        content: { [r.binario]: { schema: { type: 'string', contentMediaType: r.binario } } },
      };
    else
      out[status] = {
        description: 'Sucesso.',
        content: {
          'application/json': {
            schema: documentado(r),
            ...(op.exemploResposta !== undefined ? { example: op.exemploResposta } : {}),
          },
        },
      };
  }
  for (const status of errosDaOperacao(op))
    out[status] = { description: MENSAGEM_ERRO[status] ?? 'Erro.', content: ERRO };
  out.default = { description: 'Erro inesperado (500), no mesmo formato.', content: ERRO };
  return out;
}

function descrever(op: Operacao): DescribeRouteOptions {
  const corpo = corpoDaRequisicao(op);
  return {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.resumo,
    ...(op.descricao ? { description: op.descricao } : {}),
    'x-permissao': op.access,
    ...(op.access === 'public' ? { security: [] } : {}),
    ...(corpo ? { requestBody: corpo } : {}),
    responses: respostas(op),
  } as DescribeRouteOptions;
}

// ---------- registration ----------

const DECLARACAO = Symbol('operacao');

/** The declaration behind a route of `app.routes` (undefined for middleware and non-REST routes). */
export function declaracaoDe(handler: unknown): Operacao | undefined {
  return (findTargetHandler(handler as never) as unknown as { [DECLARACAO]?: Operacao })[DECLARACAO];
}

export type LimiteDeCorpo = (maxBytes: number) => MiddlewareHandler<HonoEnv>;

/**
 * Registers the operation on Hono: its description for hono-openapi (describeRoute), the body cap
 * and the access check (this middleware also carries the declaration, for the tests), the
 * validators, then the handler with the validated inputs.
 */
export function registrar(app: Hono<HonoEnv>, op: Operacao, limite: LimiteDeCorpo): void {
  const cap = limite(op.maxBodyBytes ?? 1024 * 1024);
  const porta: MiddlewareHandler<HonoEnv> = (c, next) =>
    cap(c, async () => {
      exigirAcesso(c.get('ctx').user, op.access);
      await next();
    });
  Object.assign(porta, { [DECLARACAO]: op });
  const validadores: MiddlewareHandler<HonoEnv>[] = [];
  if (op.params) validadores.push(validar('param', v.object(op.params)));
  if (op.query) validadores.push(validar('query', op.query as Schema, op.mensagem));
  const corpoValidado = op.corpo && !op.multipart && !op.corpoNoServico;
  if (corpoValidado) validadores.push(validar('json', op.corpo as Schema, op.mensagem));
  const valido = (c: HonoContext<HonoEnv>, alvo: Alvo) => (c.req.valid as (a: string) => unknown)(alvo);
  app.on(op.method, op.path, describeRoute(descrever(op)), porta, ...validadores, (c) =>
    op.handler(c, {
      ctx: c.get('ctx'),
      params: (op.params ? valido(c, 'param') : {}) as never,
      query: (op.query ? valido(c, 'query') : undefined) as never,
      corpo: (corpoValidado ? valido(c, 'json') : undefined) as never,
      corpoDe: (dados) => parseOrThrow(op.corpo as Schema, dados, op.mensagem) as never,
      lerCorpo: () => readJson(c),
    }),
  );
}

/** The operations a Hono app has registered, in registration order (walks `app.routes`). */
export function operacoesDe(app: { routes: { handler: unknown }[] }): Operacao[] {
  const out = new Set<Operacao>();
  for (const r of app.routes) {
    const op = declaracaoDe(r.handler);
    if (op) out.add(op);
  }
  return [...out];
}
