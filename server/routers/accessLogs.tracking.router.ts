import { linkClickSchema, pageViewSchema } from '../schemas/tracking.schema.js';
import * as tracking from '../services/tracking.service.js';
import { publicProcedure, router } from '../trpc/init.js';

export const accessLogsTrackingRouter = router({
  pageView: publicProcedure.input(pageViewSchema).mutation(({ ctx, input }) => tracking.pageView(ctx, input)),
  linkClick: publicProcedure
    .input(linkClickSchema)
    .mutation(({ ctx, input }) => tracking.linkClick(ctx, input)),
});
