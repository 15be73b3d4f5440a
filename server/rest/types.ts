import type { Context as HonoContext } from 'hono';
import type { GenericSchema } from 'valibot';
import type { Context } from '../services/contexto.js';
import type { NivelDeAcesso } from '../services/permissoes.js';

export type Access = NivelDeAcesso;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HonoEnv {
  Variables: { ctx: Context; requestId: string };
}

/** A non-JSON answer (a ZIP download, an image, an HTML page), documented by media type. */
export interface RespostaBinaria {
  binario: 'application/zip' | 'image/*' | 'text/html';
  descricao: string;
}

/** One multipart field: text (maybe JSON-encoded) or a file. */
export interface CampoMultipart {
  arquivo?: boolean;
  /** Several files under the same name. */
  multiplo?: boolean;
  descricao: string;
}

/**
 * The route's entry in GET /api/openapi.json (server/rest/openapi.ts). Schemas are the valibot
 * schemas the handler parses with (input) and the answer's shape (server/schemas/*.ts); the REST
 * tests validate every answer they receive against them (test/helpers/rest-doc.ts).
 */
export interface RestDoc {
  /** Group on /api/docs (e.g. "Contas", "Vitrines"). */
  tag: string;
  /** One line, in Portuguese. */
  resumo: string;
  descricao?: string;
  /** Path parameters: name → description (the schema is a positive integer unless `texto`). */
  params?: Record<string, { descricao: string; texto?: boolean }>;
  /** Query string, as the object schema the handler parses it with. */
  query?: GenericSchema;
  /** JSON body. */
  corpo?: GenericSchema;
  /** Multipart body (a route may accept both: `corpo` is then the JSON alternative). */
  multipart?: Record<string, CampoMultipart>;
  /** Success answers by status: a JSON schema, a binary answer, or null (no body, e.g. 204). */
  respostas: Record<number, GenericSchema | RespostaBinaria | null>;
  /** Error statuses beyond the ones derived from the route (400/401/403/404/413). */
  erros?: number[];
  /** Examples shown on /api/docs and in the document (request body, success answer). */
  exemploCorpo?: unknown;
  exemploResposta?: unknown;
}

/**
 * One documented REST path. `access` is enforced before the handler runs (401 anonymous,
 * 403 wrong role); ownership is the service's job. Tests enumerate every route from this table.
 *
 * Adding a route is one step: add the object (method, path, access, handler AND doc) to the
 * adapter's array; app.ts registers it and openapi.ts documents it from the same object, and
 * test/foundation/openapi.test.ts fails if a registered /api route has no documented operation.
 */
export interface RestRoute {
  method: Method;
  path: string;
  access: Access;
  /** Body size cap in bytes (default 1 MiB); multipart upload routes raise it. */
  maxBodyBytes?: number;
  doc: RestDoc;
  handler: (c: HonoContext<HonoEnv>, ctx: Context) => Response | Promise<Response>;
}
