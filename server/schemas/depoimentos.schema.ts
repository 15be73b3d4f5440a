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

export const RESPOSTA_MAX = 1000;

/** The advertiser's public reply: plain text, trimmed, 1 to 1,000 characters. */
export const respostaSchema = v.object({
  resposta: v.pipe(
    v.string('A resposta não pode estar vazia.'),
    v.trim(),
    v.minLength(1, 'A resposta não pode estar vazia.'),
    v.maxLength(RESPOSTA_MAX, `A resposta pode ter no máximo ${RESPOSTA_MAX} caracteres.`),
  ),
});

export const respostaComIdSchema = v.object({ ...depoimentoIdSchema.entries, ...respostaSchema.entries });

/** Report reasons, with the labels the form shows. */
export const MOTIVOS_DENUNCIA = {
  ofensivo: 'Ofensivo',
  falso: 'Falso',
  spam: 'Spam',
  dados_pessoais: 'Dados pessoais',
  outro: 'Outro',
} as const;
export type MotivoDenuncia = keyof typeof MOTIVOS_DENUNCIA;
export const OBSERVACAO_MAX = 500;

export const denunciaSchema = v.object({
  motivo: v.pipe(
    v.string('Escolha o motivo da denúncia.'),
    v.trim(),
    // "dados pessoais" as written in the form's label is the same reason.
    v.transform((m) => m.toLowerCase().replace(/\s+/g, '_')),
    v.picklist(
      Object.keys(MOTIVOS_DENUNCIA) as MotivoDenuncia[],
      'Motivo inválido: use ofensivo, falso, spam, dados pessoais ou outro.',
    ),
  ),
  observacao: v.optional(
    v.nullable(
      v.pipe(
        v.string('A observação deve ser um texto.'),
        v.trim(),
        v.maxLength(OBSERVACAO_MAX, `A observação pode ter no máximo ${OBSERVACAO_MAX} caracteres.`),
      ),
    ),
  ),
});

export const denunciaComIdSchema = v.object({ ...depoimentoIdSchema.entries, ...denunciaSchema.entries });

export const fornecedorIdSchema = v.object({ fornecedor_id: v.pipe(v.number(), v.integer(), v.minValue(1)) });
