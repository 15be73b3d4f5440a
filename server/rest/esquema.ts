import { toJsonSchema } from '@valibot/to-json-schema';
import type { ResolverReturnType } from 'hono-openapi';
import * as v from 'valibot';

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema / OpenAPI object is free-form JSON
export type Json = any;

interface Valibot {
  type?: string;
  pipe?: { kind?: string; type?: string; metadata?: { jsonSchema?: Json } }[];
  entries?: Record<string, v.GenericSchema>;
  item?: v.GenericSchema;
  wrapped?: v.GenericSchema;
}

/**
 * What the document says must agree with what the server accepts, field by field: a field is
 * required exactly when the schema refuses its absence (`v.optional(s, '')` whose `s` refuses '' is
 * required, and its default, which the server would refuse, is not shown); an id coerced from
 * `number | string` to an integer is documented as the integer it becomes.
 */
function ajustar(schema: v.GenericSchema, json: Json): void {
  if (!json || typeof json !== 'object') return;
  const s = schema as unknown as Valibot;
  if (s.wrapped) {
    // nullable: the JSON is anyOf [the wrapped, null]; optional: the same node
    const alvo =
      (s.type === 'nullable' || s.type === 'nullish') && Array.isArray(json.anyOf)
        ? json.anyOf.find((x: Json) => x?.type !== 'null')
        : json;
    ajustar(s.wrapped, alvo);
  }
  if (s.entries && json.properties) {
    const obrigatorios = new Set<string>(json.required ?? []);
    for (const [k, entrada] of Object.entries(s.entries)) {
      if (!(k in json.properties)) continue;
      if (!v.safeParse(entrada, undefined).success && !obrigatorios.has(k)) {
        obrigatorios.add(k);
        delete json.properties[k].default;
      }
      ajustar(entrada, json.properties[k]);
    }
    json.required = [...obrigatorios];
    if (!json.required.length) delete json.required;
  }
  if (s.item && json.items) ajustar(s.item, json.items);
  // What a check says in JSON Schema (server/schemas/documentar.ts), on this node.
  for (const acao of s.pipe ?? []) {
    const extra = acao.type === 'metadata' ? acao.metadata?.jsonSchema : undefined;
    if (!extra) continue;
    const { required, ...resto } = extra;
    Object.assign(json, resto);
    if (required) json.required = [...new Set([...(json.required ?? []), ...required])];
  }
}

/** `anyOf` beside a `type` (a union coerced by the pipe that follows it): the type it becomes wins. */
function semUniaoComTipo(json: Json): void {
  if (!json || typeof json !== 'object') return;
  if (!Array.isArray(json) && json.anyOf && json.type) delete json.anyOf;
  // the metadata of comoJson, copied as is by the converter: merged by ajustar, not a keyword
  if (!Array.isArray(json)) delete json.jsonSchema;
  for (const filho of Object.values(json)) semUniaoComTipo(filho);
}

/**
 * valibot → JSON Schema 2020-12 (OpenAPI 3.1). Input schemas coerce first (`unknown` → trim →
 * string with limits): typeMode 'ignore' documents the limits the value must meet, where 'input'
 * would stop at `unknown`. Checks without a JSON equivalent (v.check, transforms) are left out.
 */
export function jsonSchema(schema: v.GenericSchema): Json {
  const { $schema: _, ...resto } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'ignore',
    errorMode: 'ignore',
  }) as Json;
  ajustar(schema, resto);
  semUniaoComTipo(resto);
  return resto;
}

/**
 * The schema as hono-openapi's document generator reads it (the shape `resolver()` returns), from
 * the same valibot object the request is validated with: nothing to keep in step by hand.
 */
export function documentado(schema: v.GenericSchema): ResolverReturnType {
  return {
    vendor: 'valibot',
    validate: (valor) => schema['~standard'].validate(valor),
    toJSONSchema: () => jsonSchema(schema),
    toOpenAPISchema: async () => ({ schema: jsonSchema(schema), components: undefined }),
  };
}
