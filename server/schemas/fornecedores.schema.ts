import * as v from 'valibot';

/** Items per page of the supplier list (spec: 6, 9, 12, 24; default 6). */
export const POR_PAGINA_OPCOES = [6, 9, 12, 24] as const;
export const POR_PAGINA_PADRAO = 6;

const texto = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((s) => s.trim()),
    v.maxLength(max, 'Texto de pesquisa longo demais.'),
  );

/**
 * The public list: search text, selected tags by name (the Localidade choice travels as one of
 * them), page, per-page and the shuffle seed the client keeps while paging.
 */
export const listFornecedoresSchema = v.object({
  pesquisa: v.optional(texto(100), ''),
  tags: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(40)), []),
  pagina: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  porPagina: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.check((n) => (POR_PAGINA_OPCOES as readonly number[]).includes(n), 'Itens por página inválido.'),
    ),
    POR_PAGINA_PADRAO,
  ),
  semente: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1)), 0),
});
export type ListFornecedoresInput = v.InferInput<typeof listFornecedoresSchema>;

export const searchFornecedoresSchema = v.object({
  texto: texto(100),
});

export const detalheFornecedorSchema = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    slug: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
  }),
  v.check((i) => i.id !== undefined || i.slug !== undefined, 'Parâmetros de rota inválidos'),
);
