import * as v from 'valibot';
import { ESTADOS } from '../../shared/estados.js';
import { MSG as AUTH_MSG, emailSchema, formatarTelefone, nomeSchema, somenteDigitos } from './auth.schema.js';
import { comoJson } from './documentar.js';

// A quote request: one contract for the visitor's form, tRPC and REST.

export const ORCAMENTO_LIMITES = { mensagemMin: 20, mensagemMax: 2000, ramo: 100, cidade: 100 } as const;
export const STATUS_ORCAMENTO = ['nova', 'respondida', 'arquivada', 'spam'] as const;
export type StatusOrcamentoValor = (typeof STATUS_ORCAMENTO)[number];

export const MSG_ORCAMENTO = {
  telefoneInvalido: AUTH_MSG.telefoneInvalido,
  ramoLongo: 'O ramo de atividade deve ter no máximo 100 caracteres',
  cidadeLonga: 'A cidade deve ter no máximo 100 caracteres',
  ufInvalida: 'Selecione um estado válido',
  mensagemObrigatoria: 'A mensagem é obrigatória',
  mensagemCurta: 'A mensagem deve ter pelo menos 20 caracteres',
  mensagemLonga: 'A mensagem deve ter no máximo 2000 caracteres',
  contatoPreferido: 'Escolha como prefere ser contatado: e-mail ou WhatsApp',
  whatsappSemTelefone: 'Informe seu WhatsApp para receber a resposta por lá',
  consentimento: 'Para enviar, concorde em compartilhar seus dados com o fornecedor',
  status: 'Situação inválida: use nova, respondida, arquivada ou spam',
} as const;

const texto = (x: unknown) => (typeof x === 'string' ? x : x == null ? '' : String(x));
/** One-line fields never keep a line break (they go into e-mail subjects and headers). */
const umaLinha = (x: unknown) =>
  texto(x)
    .replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ')
    .trim();

const linhaOpcional = (max: number, mensagem: string) =>
  v.pipe(v.unknown(), v.transform(umaLinha), v.string(), v.maxLength(max, mensagem));

const UFS = new Set(ESTADOS.map((e) => e.uf));

const camposObrigatorios = {
  nome: v.pipe(v.unknown(), v.transform(umaLinha), nomeSchema),
  email: emailSchema,
  telefone: v.pipe(
    v.unknown(),
    v.transform(umaLinha),
    v.string(),
    v.maxLength(40, MSG_ORCAMENTO.telefoneInvalido),
    v.check((t) => {
      const n = somenteDigitos(t).length;
      return t === '' || n === 10 || n === 11;
    }, MSG_ORCAMENTO.telefoneInvalido),
    v.transform(formatarTelefone),
    comoJson({ type: 'string', pattern: '^([0-9]{10,11})?$' }),
  ),
  ramo: linhaOpcional(ORCAMENTO_LIMITES.ramo, MSG_ORCAMENTO.ramoLongo),
  cidade: linhaOpcional(ORCAMENTO_LIMITES.cidade, MSG_ORCAMENTO.cidadeLonga),
  uf: v.pipe(
    v.unknown(),
    v.transform((x) => umaLinha(x).toUpperCase()),
    v.string(),
    v.check((uf) => uf === '' || UFS.has(uf), MSG_ORCAMENTO.ufInvalida),
    comoJson({ type: 'string', enum: ['', ...UFS] }),
  ),
  mensagem: v.pipe(
    v.unknown(),
    v.transform((x) => texto(x).trim()),
    v.string(),
    v.nonEmpty(MSG_ORCAMENTO.mensagemObrigatoria),
    v.minLength(ORCAMENTO_LIMITES.mensagemMin, MSG_ORCAMENTO.mensagemCurta),
    v.maxLength(ORCAMENTO_LIMITES.mensagemMax, MSG_ORCAMENTO.mensagemLonga),
  ),
  contato_preferido: v.optional(
    v.picklist(['email', 'whatsapp'] as const, MSG_ORCAMENTO.contatoPreferido),
    'email',
  ),
  consentimento: v.pipe(
    v.unknown(),
    v.check((x) => x === true, MSG_ORCAMENTO.consentimento),
    v.transform(() => true as const),
    comoJson({ type: 'boolean', const: true }),
  ),
};

// A missing key counts as empty, so it gets the field's own message (never valibot's "Invalid key").
const camposForm = {
  ...(Object.fromEntries(
    Object.entries(camposObrigatorios).map(([k, schema]) => [
      k,
      k === 'contato_preferido' ? schema : v.optional(schema, k === 'consentimento' ? false : ''),
    ]),
  ) as typeof camposObrigatorios),
};

/** Preferring WhatsApp needs a number to answer on (the message goes to the phone field). */
function whatsappPedeTelefone<T extends { contato_preferido: string; telefone: string }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (dataset.typed && dataset.value.contato_preferido === 'whatsapp' && dataset.value.telefone === '') {
      addIssue({
        message: MSG_ORCAMENTO.whatsappSemTelefone,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'telefone', value: '' }],
      });
    }
  });
}

/** The visitor's form (the captcha and the honeypot travel beside it). */
export const orcamentoFormSchema = v.pipe(v.object(camposForm), whatsappPedeTelefone());

const camposServidor = {
  ...camposForm,
  recaptchaToken: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20_000))), null),
  /** Honeypot: hidden from people, filled by bots. */
  site_empresa: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(texto),
      comoJson({ type: 'string', maxLength: 0, description: 'Deixe vazio (campo contra robôs).' }),
    ),
    '',
  ),
};

/** What REST receives: the form, the captcha solution (sign-up's field name) and the honeypot. */
export const orcamentoInputSchema = v.pipe(v.object(camposServidor), whatsappPedeTelefone());

/** tRPC: the same input with the showcase's id (REST takes it from the path). */
export const enviarOrcamentoSchema = v.pipe(
  v.object({ fornecedor_id: v.pipe(v.number(), v.integer(), v.minValue(1)), ...camposServidor }),
  whatsappPedeTelefone(),
);

export const listarOrcamentosSchema = v.object({
  fornecedor_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  status: v.optional(v.picklist(STATUS_ORCAMENTO, MSG_ORCAMENTO.status)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'A busca deve ter no máximo 100 caracteres'))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
});

export const marcarOrcamentoSchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(STATUS_ORCAMENTO, MSG_ORCAMENTO.status)),
    lida: v.optional(v.boolean('O campo lida deve ser verdadeiro ou falso')),
  }),
  v.check((d) => d.status !== undefined || d.lida !== undefined, 'Informe a situação (status) do pedido'),
  // status, lida or both: one of the two is required
  comoJson({
    type: undefined,
    anyOf: [
      { type: 'object', required: ['status'] },
      { type: 'object', required: ['lida'] },
    ],
  }),
);

export const excluirOrcamentoSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  token: v.pipe(
    v.string('Link de exclusão inválido.'),
    v.minLength(20, 'Link de exclusão inválido.'),
    v.maxLength(200, 'Link de exclusão inválido.'),
  ),
});

export type OrcamentoInput = v.InferOutput<typeof orcamentoInputSchema>;
export type ListarOrcamentosInput = v.InferOutput<typeof listarOrcamentosSchema>;
export type MarcarOrcamentoInput = v.InferOutput<typeof marcarOrcamentoSchema>;
