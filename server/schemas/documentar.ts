import * as v from 'valibot';

/**
 * What a check without a JSON Schema equivalent (v.check, a transform from `unknown`) accepts, said
 * in JSON Schema for GET /api/openapi.json: a no-op at validation time, merged into the field's
 * documented schema (server/rest/esquema.ts). It must describe a subset of what the check accepts,
 * so a client that follows the document is never refused for the shape.
 */
export const comoJson = <TInput>(jsonSchema: Record<string, unknown>) =>
  v.metadata<TInput, { jsonSchema: Record<string, unknown> }>({ jsonSchema });
