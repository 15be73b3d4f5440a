import { atualizarPerfilInput, perfilQueryInput, tornarAnuncianteSchema } from '../schemas/perfil.schema.js';
import * as perfil from '../services/perfil.service.js';
import { authedProcedure, router } from '../trpc/init.js';

/** Minha Conta: the user's personal data (admins may read and change anyone's). */
export const authPerfilRouter = router({
  perfil: authedProcedure.input(perfilQueryInput).query(({ ctx, input }) => perfil.perfil(ctx, input)),
  atualizarPerfil: authedProcedure
    .input(atualizarPerfilInput)
    .mutation(({ ctx, input }) => perfil.atualizarPerfil(ctx, input)),
  tornarAnunciante: authedProcedure
    .input(tornarAnuncianteSchema)
    .mutation(({ ctx, input }) => perfil.tornarAnunciante(ctx, input)),
});
