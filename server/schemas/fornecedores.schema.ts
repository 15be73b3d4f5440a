import * as v from 'valibot';
import { ESTADOS } from '../../shared/estados.js';
import { comoJson } from './documentar.js';

/** Items per page of the supplier list (spec: 6, 9, 12, 24; default 6). */
export const POR_PAGINA_OPCOES = [6, 9, 12, 24] as const;
export const POR_PAGINA_PADRAO = 6;

/** Longest search text (list, live search, REST). */
export const BUSCA_TEXTO_MAX = 100;

const texto = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((s) => s.trim()),
    v.maxLength(max, 'Texto de pesquisa longo demais.'),
  );

/** List orders: the fair shuffle (or search relevance with a text), best rated, most rated. */
export const ORDENS = ['relevancia', 'nota', 'total'] as const;
export type Ordem = (typeof ORDENS)[number];
const msgOrdem = 'Ordem inválida: use relevancia, nota ou total.';
const msgNotaMin = 'A nota mínima deve ser um número inteiro de 1 a 5.';
const ordem = v.optional(v.picklist(ORDENS, msgOrdem), 'relevancia');
const notaMin = v.optional(
  v.pipe(v.number(msgNotaMin), v.integer(msgNotaMin), v.minValue(1, msgNotaMin), v.maxValue(5, msgNotaMin)),
);

/**
 * The public list: search text, selected tags by name (the Localidade choice travels as one of
 * them), page, per-page and the shuffle seed the client keeps while paging.
 */
export const listFornecedoresSchema = v.object({
  pesquisa: v.optional(texto(BUSCA_TEXTO_MAX), ''),
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
  ordem,
  notaMin,
});

export const searchFornecedoresSchema = v.object({
  texto: texto(BUSCA_TEXTO_MAX),
});

export const detalheFornecedorSchema = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    slug: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
  }),
  v.check((i) => i.id !== undefined || i.slug !== undefined, 'Parâmetros de rota inválidos'),
);

export const BUSCA_POR_PAGINA_PADRAO = 20;
export const BUSCA_POR_PAGINA_MAX = 100;
const UFS = new Set(ESTADOS.map((e) => e.uf));
const pagina = 'A página deve ser um número inteiro a partir de 1.';
const porPagina = `Itens por página: um número inteiro de 1 a ${BUSCA_POR_PAGINA_MAX}.`;

/** GET /api/fornecedores/busca?q=&tag=&uf=&page=&per_page=&ordem=&nota_min= (tag may repeat: tag names). */
export const buscaFornecedoresSchema = v.object({
  ordem,
  nota_min: notaMin,
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(BUSCA_TEXTO_MAX, `A busca deve ter no máximo ${BUSCA_TEXTO_MAX} caracteres.`),
    ),
    '',
  ),
  tag: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('Tag vazia.'), v.maxLength(60, 'Tag longa demais.'))),
      v.maxLength(40, 'No máximo 40 tags.'),
    ),
    [],
  ),
  uf: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.check((uf) => UFS.has(uf), 'UF inválida: use a sigla de um estado brasileiro, como SP.'),
      comoJson({ enum: [...UFS] }),
    ),
  ),
  page: v.optional(
    v.pipe(v.number(pagina), v.integer(pagina), v.minValue(1, pagina), v.maxValue(1e6, pagina)),
    1,
  ),
  per_page: v.optional(
    v.pipe(
      v.number(porPagina),
      v.integer(porPagina),
      v.minValue(1, porPagina),
      v.maxValue(BUSCA_POR_PAGINA_MAX, porPagina),
    ),
    BUSCA_POR_PAGINA_PADRAO,
  ),
});
