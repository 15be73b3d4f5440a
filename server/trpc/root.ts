import { accessLogsRouter } from '../routers/accessLogs.router.js';
import { adminRouter } from '../routers/admin.router.js';
import { authRouter } from '../routers/auth.router.js';
import { contatoRouter } from '../routers/contato.router.js';
import { depoimentosRouter } from '../routers/depoimentos.router.js';
import { fornecedoresRouter } from '../routers/fornecedores.router.js';
import { orcamentosRouter } from '../routers/orcamentos.router.js';
import { privacidadeRouter } from '../routers/privacidade.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  auth: authRouter,
  fornecedores: fornecedoresRouter,
  depoimentos: depoimentosRouter,
  accessLogs: accessLogsRouter,
  admin: adminRouter,
  contato: contatoRouter,
  orcamentos: orcamentosRouter,
  privacidade: privacidadeRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
