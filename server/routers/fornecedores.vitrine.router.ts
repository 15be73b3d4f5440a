import { router } from '../trpc/init.js';

export const fornecedoresVitrineRouter = router({});
