import * as catalogo from '../services/catalogo.service.js';
import { mergeRouters, publicProcedure, router } from '../trpc/init.js';
import { fornecedoresDiretorioRouter } from './fornecedores.diretorio.router.js';
import { fornecedoresVitrineRouter } from './fornecedores.vitrine.router.js';

const catalogoRouter = router({
  tags: publicProcedure.query(({ ctx }) => catalogo.listTags(ctx)),
  categoriasTag: publicProcedure.query(({ ctx }) => catalogo.listCategoriasTag(ctx)),
  categoriasLink: publicProcedure.query(({ ctx }) => catalogo.listCategoriasLink(ctx)),
  tiposFornecedor: publicProcedure.query(({ ctx }) => catalogo.listTiposFornecedor(ctx)),
});

/** Catalogue reads, the public directory, and the showcase editor (links and media included). */
export const fornecedoresRouter = mergeRouters(
  catalogoRouter,
  fornecedoresDiretorioRouter,
  fornecedoresVitrineRouter,
);
