import * as v from 'valibot';
import {
  type CadastroInput,
  emailRecuperacaoSchema,
  loginSchema,
  redefinirSenhaSchema,
  verificarEmailSchema,
} from '../schemas/auth.schema.js';
import * as auth from '../services/auth.service.js';
import { authedProcedure, mergeRouters, publicProcedure, router } from '../trpc/init.js';
import { authPerfilRouter } from './auth.perfil.router.js';

// The browser authenticates with the httpOnly cookie the service sets: the tRPC answers of
// login and renovarToken leave the token out (REST clients get it in the body).
const semToken = <T extends { token: string }>({ token: _token, ...rest }: T) => rest;

const sessaoRouter = router({
  /** The caller's session, or null when anonymous (the client restores its session from this). */
  session: publicProcedure.query(({ ctx }) => auth.sessao(ctx)),
  cadastrar: publicProcedure
    // validated in the service, which answers the documented VALIDATION_ERROR for sign-up
    .input(v.custom<CadastroInput>((x) => typeof x === 'object' && x !== null))
    .mutation(({ ctx, input }) => auth.cadastrar(ctx, input)),
  login: publicProcedure
    .input(loginSchema)
    .mutation(async ({ ctx, input }) => semToken(await auth.login(ctx, input))),
  renovarToken: authedProcedure.mutation(async ({ ctx }) => semToken(await auth.renovarToken(ctx))),
  logout: authedProcedure.mutation(({ ctx }) => auth.logout(ctx)),
  esqueciSenha: publicProcedure
    .input(emailRecuperacaoSchema)
    .mutation(({ ctx, input }) => auth.esqueciSenha(ctx, input)),
  reenviarVerificacao: publicProcedure
    .input(emailRecuperacaoSchema)
    .mutation(({ ctx, input }) => auth.reenviarVerificacao(ctx, input)),
  verificarEmail: publicProcedure
    .input(verificarEmailSchema)
    .mutation(({ ctx, input }) => auth.verificarEmail(ctx, input)),
  validarLinkRedefinicao: publicProcedure
    .input(verificarEmailSchema)
    .query(({ ctx, input }) => auth.validarLinkRedefinicao(ctx, input)),
  redefinirSenha: publicProcedure
    .input(redefinirSenhaSchema)
    .mutation(({ ctx, input }) => auth.redefinirSenha(ctx, input)),
});

/** Sign-up, login, sessions, recovery (sessaoRouter) and the user's own profile (authPerfilRouter). */
export const authRouter = mergeRouters(sessaoRouter, authPerfilRouter);
