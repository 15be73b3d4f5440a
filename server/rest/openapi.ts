import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { erroSchema } from '../schemas/erro.schema.js';
import type { Access, RespostaBinaria, RestDoc, RestRoute } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema / OpenAPI object is free-form JSON
type Json = any;

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

export function ehBinaria(r: unknown): r is RespostaBinaria {
  return typeof r === 'object' && r !== null && 'binario' in r;
}

/** `/api/usuarios/:id{[0-9]+}` → `/api/usuarios/{id}` (OpenAPI path template). */
export function caminhoOpenApi(path: string): string {
  return path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');
}

/** The error statuses an operation can answer: derived from its inputs and access, plus its own. */
export function errosDaRota(route: RestRoute): number[] {
  const { doc } = route;
  const s = new Set<number>(doc.erros ?? []);
  if (doc.params || doc.query || doc.corpo || doc.multipart) s.add(400);
  if (route.access !== 'public') {
    s.add(401);
    s.add(403);
  }
  if (doc.params) s.add(404);
  if (doc.corpo || doc.multipart) s.add(413);
  // Any route may meet the database down (and a multipart one the bucket down): 503. A write may
  // meet a full disk: 507 (server/falhas.ts).
  s.add(503);
  if (route.method !== 'GET') s.add(507);
  return [...s].sort((a, b) => a - b);
}

/**
 * valibot → JSON Schema 2020-12 (OpenAPI 3.1). Input schemas coerce first (`unknown` → trim →
 * string with limits): typeMode 'ignore' documents the limits the value must meet, where 'input'
 * would stop at `unknown`. Checks without a JSON equivalent (v.check, transforms) are left out.
 */
export function jsonSchema(schema: GenericSchema): Json {
  const { $schema: _, ...resto } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'ignore',
    errorMode: 'ignore',
  }) as Json;
  return resto;
}

function parametros(route: RestRoute): Json[] {
  const out: Json[] = [];
  for (const [nome, p] of Object.entries(route.doc.params ?? {})) {
    const padrao = route.path.match(new RegExp(`:${nome}\\{([^}]*)\\}`))?.[1];
    out.push({
      name: nome,
      in: 'path',
      required: true,
      description: p.descricao,
      schema: p.texto
        ? { type: 'string', ...(padrao ? { pattern: `^${padrao}$` } : {}) }
        : { type: 'integer', minimum: 1 },
    });
  }
  if (route.doc.query) {
    const q = jsonSchema(route.doc.query);
    const obrigatorios = new Set<string>(q.required ?? []);
    for (const [nome, s] of Object.entries<Json>(q.properties ?? {})) {
      const { description, ...schema } = s;
      out.push({
        name: nome,
        in: 'query',
        required: obrigatorios.has(nome),
        ...(description ? { description } : {}),
        schema,
      });
    }
  }
  return out;
}

function corpoDaRequisicao(doc: RestDoc): Json | undefined {
  const content: Json = {};
  if (doc.corpo) {
    content['application/json'] = {
      schema: jsonSchema(doc.corpo),
      ...(doc.exemploCorpo !== undefined ? { example: doc.exemploCorpo } : {}),
    };
  }
  if (doc.multipart) {
    const properties: Json = {};
    for (const [nome, campo] of Object.entries(doc.multipart)) {
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

function respostas(route: RestRoute): Json {
  const out: Json = {};
  for (const [status, r] of Object.entries(route.doc.respostas)) {
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
            schema: jsonSchema(r),
            ...(route.doc.exemploResposta !== undefined ? { example: route.doc.exemploResposta } : {}),
          },
        },
      };
  }
  for (const status of errosDaRota(route)) {
    out[status] = {
      description: MENSAGEM_ERRO[status] ?? 'Erro.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } },
    };
  }
  out.default = {
    description: 'Erro inesperado (500), no mesmo formato.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } },
  };
  return out;
}

function operationId(route: RestRoute): string {
  const partes = caminhoOpenApi(route.path)
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [route.method.toLowerCase(), ...partes].join('_');
}

/** The OpenAPI 3.1 document of the REST table: one operation per route, in table order. */
export function gerarOpenApi(rotas: RestRoute[], versao = '1.0.0'): Json {
  const paths: Json = {};
  const tags: string[] = [];
  for (const route of rotas) {
    if (!route.doc) continue; // the walk test names the route
    const { doc } = route;
    if (!tags.includes(doc.tag)) tags.push(doc.tag);
    const caminho = caminhoOpenApi(route.path);
    paths[caminho] ??= {};
    const corpo = corpoDaRequisicao(doc);
    paths[caminho][route.method.toLowerCase()] = {
      operationId: operationId(route),
      tags: [doc.tag],
      summary: doc.resumo,
      ...(doc.descricao ? { description: doc.descricao } : {}),
      'x-permissao': route.access,
      ...(route.access === 'public' ? { security: [] } : {}),
      parameters: parametros(route),
      ...(corpo ? { requestBody: corpo } : {}),
      responses: respostas(route),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine do Sim: API REST',
      version: versao,
      description:
        'API REST da Vitrine do Sim. Autenticação pelo cookie de sessão (definido no login) ou pelo ' +
        'cabeçalho Authorization: Bearer com o token devolvido no login. O campo x-permissao diz quem pode ' +
        'chamar cada operação: public (qualquer um), authed (usuário logado), anunciante (anunciante ou ' +
        'admin) ou admin. Escritas com cookie exigem o cabeçalho Origin do próprio site. Todo erro ' +
        'responde o mesmo JSON: { message, code?, errors? }, com a mensagem em português.',
    },
    servers: [{ url: '/' }],
    security: [{ sessao: [] }, { bearer: [] }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        sessao: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sessao',
          description: 'Cookie de sessão httpOnly (sob https, __Host-sessao).',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'O token devolvido por POST /api/usuarios/login.',
        },
      },
      schemas: { Erro: jsonSchema(erroSchema) },
    },
  };
}
