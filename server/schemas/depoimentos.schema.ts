import * as v from 'valibot';

export const COMENTARIO_MAX = 2000;
export const NOTA_PADRAO = 5;

const comentario = v.pipe(
  v.string('O comentário não pode estar vazio.'),
  v.trim(),
  v.minLength(1, 'O comentário não pode estar vazio.'),
  v.maxLength(COMENTARIO_MAX, `O comentário pode ter no máximo ${COMENTARIO_MAX} caracteres.`),
);

const nota = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d$/), v.transform(Number))],
    'A nota deve ser de 1 a 5.',
  ),
  v.integer('A nota deve ser de 1 a 5.'),
  v.minValue(1, 'A nota deve ser de 1 a 5.'),
  v.maxValue(5, 'A nota deve ser de 1 a 5.'),
);

const id = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))],
    'Fornecedor inválido.',
  ),
  v.integer('Fornecedor inválido.'),
  v.minValue(1, 'Fornecedor inválido.'),
);

export const createDepoimentoSchema = v.object({
  fornecedor_id: id,
  comentario,
  nota: v.optional(nota, NOTA_PADRAO),
});

export const updateDepoimentoSchema = v.object({
  comentario,
  nota: v.optional(nota, NOTA_PADRAO),
});

export const updateDepoimentoComIdSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  comentario,
  nota: v.optional(nota, NOTA_PADRAO),
});

export const depoimentoIdSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });
