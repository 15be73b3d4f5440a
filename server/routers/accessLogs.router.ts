import { mergeRouters } from '../trpc/init.js';
import { accessLogsStatsRouter } from './accessLogs.stats.router.js';
import { accessLogsTrackingRouter } from './accessLogs.tracking.router.js';

/** Tracking writes (public) and statistics (owners and admins). */
export const accessLogsRouter = mergeRouters(accessLogsTrackingRouter, accessLogsStatsRouter);
