import * as fornecedores from '../services/fornecedores.service.js';
import { authedProcedure, router } from '../trpc/init.js';

export const fornecedoresDiretorioRouter = router({
  minhas: authedProcedure.query(({ ctx }) => fornecedores.listMinhas(ctx)),
});
