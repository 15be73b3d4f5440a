import { router } from '../trpc/init.js';

export const accessLogsTrackingRouter = router({});
