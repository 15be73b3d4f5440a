import { router } from '../trpc/init.js';

export const authPerfilRouter = router({});
