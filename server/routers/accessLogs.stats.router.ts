import { periodReportInput, statsFornecedorInput, topLinksInput } from '../schemas/estatisticas.schema.js';
import * as estatisticas from '../services/estatisticas.service.js';
import { authedProcedure, router } from '../trpc/init.js';

/** Statistics of a supplier (owner or admin, checked in the service) and the period report. */
export const accessLogsStatsRouter = router({
  estatisticasFornecedor: authedProcedure
    .input(statsFornecedorInput)
    .query(({ ctx, input }) => estatisticas.estatisticasFornecedor(ctx, input)),
  relatorioPeriodo: authedProcedure
    .input(periodReportInput)
    .query(({ ctx, input }) => estatisticas.relatorioPeriodo(ctx, input)),
  topLinks: authedProcedure.input(topLinksInput).query(({ ctx, input }) => estatisticas.topLinks(ctx, input)),
  relatorioCliquesLink: authedProcedure
    .input(statsFornecedorInput)
    .query(({ ctx, input }) => estatisticas.relatorioCliquesLink(ctx, input)),
});
