import * as v from 'valibot';
import { alterarTipoSchema, idSchema } from '../schemas/admin.schema.js';
import * as admin from '../services/admin.service.js';
import { adminProcedure, router } from '../trpc/init.js';

export const adminRouter = router({
  alterarTipo: adminProcedure
    .input(v.object({ ...idSchema.entries, ...alterarTipoSchema.entries }))
    .mutation(({ ctx, input }) => admin.alterarTipoUsuario(ctx, input.id, input.tipo)),
});
