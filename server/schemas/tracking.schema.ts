import * as v from 'valibot';
import { comoJson } from './documentar.js';

/** Page types that are tracked (spec 001 §4); others are not tracked. */
export const PAGE_TYPES = ['home', 'lista_fornecedores', 'fornecedor', 'blog', 'artigo_blog'] as const;
export const ORIGEM_PAGE_TYPES = [
  'home',
  'lista_fornecedores',
  'fornecedor',
  'blog',
  'artigo_blog',
  'other',
] as const;

const optText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((x) => String(x).slice(0, max)),
      ),
    ),
  );

const optId = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))]),
      v.integer(),
      v.minValue(1),
    ),
  ),
);

export const pageViewSchema = v.object({
  page_type: v.picklist(PAGE_TYPES, 'Tipo de página inválido.'),
  object_id: optText(200),
  url: v.pipe(v.string('Endereço inválido.'), v.minLength(1, 'Endereço inválido.'), v.maxLength(2000)),
  referrer: optText(2000),
  /** Accepted and not used: the visitor is the day's hash of address and browser (no cookie). */
  session_id: optText(200),
  /** Ignored: the signed-in user comes from the session. */
  usuario_id: v.optional(
    v.pipe(v.unknown(), comoJson({ type: 'integer', description: 'Ignorado: o usuário vem da sessão.' })),
  ),
});
export type PageViewInput = v.InferOutput<typeof pageViewSchema>;
/** The app's edge (tRPC) takes only what the server reads; the REST adapter still accepts the rest. */
export const pageViewEntradaSchema = v.omit(pageViewSchema, ['session_id', 'usuario_id']);

export const linkClickSchema = v.object({
  fornecedor_id: v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))],
      'Fornecedor inválido.',
    ),
    v.integer('Fornecedor inválido.'),
    v.minValue(1, 'Fornecedor inválido.'),
  ),
  link_id: optId,
  link_type: optText(40),
  url: v.pipe(v.string('Endereço inválido.'), v.minLength(1, 'Endereço inválido.'), v.maxLength(2000)),
  link_text: optText(200),
  origem_page_type: v.optional(v.fallback(v.picklist(ORIGEM_PAGE_TYPES), 'other'), 'other'),
  usuario_id: v.optional(
    v.pipe(v.unknown(), comoJson({ type: 'integer', description: 'Ignorado: o usuário vem da sessão.' })),
  ),
});
export type LinkClickInput = v.InferOutput<typeof linkClickSchema>;
export const linkClickEntradaSchema = v.omit(linkClickSchema, ['usuario_id']);
