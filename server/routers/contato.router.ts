import { router } from '../trpc/init.js';

export const contatoRouter = router({});
