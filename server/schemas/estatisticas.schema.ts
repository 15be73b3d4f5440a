import * as v from 'valibot';
import { comoJson } from './documentar.js';

/** Section 9: statistics window 30 days, period report 7 days, top links 100. */
export const JANELA_ESTATISTICAS_DIAS = 30;
export const JANELA_PERIODO_DIAS = 7;
export const TOP_LINKS_LIMITE = 100;
/** A longer range is shortened to this many days ending at end_date (zero-filled rows stay bounded). */
export const JANELA_MAXIMA_DIAS = 731;

export const MSG_ESTATISTICAS = {
  idObrigatorio: 'ID do fornecedor é obrigatório',
  periodoInvalido: 'Período inválido. Use day, week ou month.',
  semPermissao: 'Você não tem permissão para visualizar estas estatísticas.',
  erroCarregar: 'Não foi possível carregar as estatísticas. Tente novamente mais tarde.',
  /** A clicked link logged without a text ('Botão sem texto' is the button's, src/lib/link-buttons.ts). */
  linkSemNome: 'Link sem nome',
} as const;

export const PERIODOS = ['day', 'week', 'month'] as const;
export type Periodo = (typeof PERIODOS)[number];

/**
 * Dates arrive as free text: anything that is not a parseable YYYY-MM-DD falls back to the
 * default (section 5), so the schema accepts any short string and the service decides.
 */
const data = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40))));

export const statsFornecedorInput = v.object({
  fornecedorId: v.optional(v.nullable(v.unknown())),
  start_date: data,
  end_date: data,
});
export type StatsFornecedorInput = v.InferOutput<typeof statsFornecedorInput>;

export const topLinksInput = v.object({
  fornecedorId: v.optional(v.nullable(v.unknown())),
  start_date: data,
  end_date: data,
  limit: v.optional(v.nullable(v.unknown())),
});
export type TopLinksInput = v.InferOutput<typeof topLinksInput>;

export const periodReportInput = v.pipe(
  v.object({
    period: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20), comoJson({ enum: [...PERIODOS] })))),
    page_type: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40)))),
    object_id: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200)))),
    start_date: data,
    end_date: data,
  }),
  // Without the supplier's id (object_id) the service answers 400: documented as required.
  comoJson({ required: ['object_id'] }),
);
export type PeriodReportInput = v.InferOutput<typeof periodReportInput>;

/**
 * How many new "unique" visitors one network (IPv4 /24, IPv6 /48) may add to one showcase per
 * São Paulo day, in views and in clicks (server/services/tracking.prefixo.ts;
 * docs/decisions/cliques-conferidos-e-visitantes-por-rede.md).
 */
export const VISITANTES_POR_PREFIXO = 10;
