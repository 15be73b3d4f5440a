import { router } from '../trpc/init.js';

export const depoimentosRouter = router({});
