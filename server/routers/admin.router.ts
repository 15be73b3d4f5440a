import { router } from '../trpc/init.js';

export const adminRouter = router({});
