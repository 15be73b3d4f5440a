import * as v from 'valibot';

/** GET /api/openapi.json: the parts a client relies on (the rest is standard OpenAPI 3.1). */
export const openApiResposta = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.looseObject({ operationId: v.string() }))),
});
