import { linkClickEntradaSchema, pageViewEntradaSchema } from '../schemas/tracking.schema.js';
import * as tracking from '../services/tracking.service.js';
import { adminProcedure, publicProcedure, router } from '../trpc/init.js';

/**
 * The browser's tracking edge (src/lib/tracking.ts posts here); POST /api/access-logs/* is the
 * documented REST adapter over the same service for other clients.
 */
export const accessLogsTrackingRouter = router({
  pageView: publicProcedure
    .input(pageViewEntradaSchema)
    .mutation(({ ctx, input }) => tracking.pageView(ctx, input)),
  linkClick: publicProcedure
    .input(linkClickEntradaSchema)
    .mutation(({ ctx, input }) => tracking.linkClick(ctx, input)),
  /** The /exemplo-tracking demo page (admin only): recorded, never counted. */
  exemploClique: adminProcedure
    .input(linkClickEntradaSchema)
    .mutation(({ ctx, input }) => tracking.cliqueDeExemplo(ctx, input)),
});
