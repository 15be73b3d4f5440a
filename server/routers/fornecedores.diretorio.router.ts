import {
  detalheFornecedorSchema,
  listFornecedoresSchema,
  searchFornecedoresSchema,
} from '../schemas/fornecedores.schema.js';
import * as detalhe from '../services/fornecedores.detalhe.service.js';
import * as fornecedores from '../services/fornecedores.service.js';
import { authedProcedure, publicProcedure, router } from '../trpc/init.js';

export const fornecedoresDiretorioRouter = router({
  minhas: authedProcedure.query(({ ctx }) => fornecedores.listMinhas(ctx)),
  list: publicProcedure
    .input(listFornecedoresSchema)
    .query(({ ctx, input }) => fornecedores.list(ctx, input)),
  search: publicProcedure
    .input(searchFornecedoresSchema)
    .query(({ ctx, input }) => fornecedores.search(ctx, input)),
  home: publicProcedure.query(({ ctx }) => fornecedores.home(ctx)),
  detail: publicProcedure
    .input(detalheFornecedorSchema)
    .query(({ ctx, input }) => detalhe.detail(ctx, input)),
});
