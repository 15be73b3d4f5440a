import { router } from '../trpc/init.js';

export const accessLogsStatsRouter = router({});
