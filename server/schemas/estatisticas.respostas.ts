import * as v from 'valibot';
import { id, inteiro, texto, textoOuNulo } from './respostas-comuns.js';

const dia = v.pipe(v.string(), v.description('Dia AAAA-MM-DD.'));
const cliques = { total_clicks: inteiro, unique_clicks: inteiro };

export const estatisticasFornecedorResposta = v.strictObject({
  fornecedor_id: id,
  start_date: dia,
  end_date: dia,
  views: v.strictObject({ total: inteiro, unique: inteiro }),
  link_clicks: v.strictObject({
    total: inteiro,
    unique: inteiro,
    by_link: v.array(
      v.strictObject({
        link_id: v.nullable(id),
        link_texto: textoOuNulo,
        link_url: texto,
        link_type: texto,
        total_clicks: inteiro,
      }),
    ),
  }),
  orcamentos: v.strictObject({ total: inteiro, conversao: v.nullable(v.number()) }),
  excluidos_por_excesso: v.pipe(
    inteiro,
    v.description(
      'Visualizações e cliques não contados por excesso (um visitante ou uma rede além do limite).',
    ),
  ),
  daily_stats: v.array(v.strictObject({ date: dia, total_views: inteiro, orcamentos: inteiro })),
});

export const relatorioPeriodoResposta = v.array(
  v.strictObject({
    data_stats: texto,
    total_views: inteiro,
    /** Only in one showcase's report (page_type fornecedor with object_id). */
    total_orcamentos: v.optional(inteiro),
  }),
);

export const topLinksResposta = v.array(
  v.strictObject({
    link_id: v.nullable(id),
    link_texto: textoOuNulo,
    link_url: texto,
    link_type: texto,
    ...cliques,
  }),
);

export const cliquesPorLinkResposta = v.array(
  v.strictObject({ link_type: texto, link_texto: textoOuNulo, link_url: texto, ...cliques }),
);

/** Tracking writes: whether the event was stored and whether it counts (motivo: why not). */
export const rastreioResposta = v.strictObject({
  registrado: v.boolean(),
  contado: v.boolean(),
  motivo: textoOuNulo,
});
