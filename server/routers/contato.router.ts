import { contatoInputSchema } from '../schemas/contato.schema.js';
import * as contato from '../services/contato.service.js';
import { publicProcedure, router } from '../trpc/init.js';

export const contatoRouter = router({
  /** Fale Conosco: stores the message and e-mails it to CONTACT_EMAIL (captcha + rate limit). */
  enviar: publicProcedure
    .input(contatoInputSchema)
    .mutation(({ ctx, input }) => contato.enviarMensagem(ctx, input)),
});
