import * as v from 'valibot';

/** The one REST error body (toRestError in server/errors.ts): a Portuguese message, maybe a code and field errors. */
export const erroSchema = v.strictObject({
  error: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Nas falhas da máquina, o mesmo código: DATABASE_UNAVAILABLE (503), INSUFFICIENT_STORAGE (507).',
      ),
    ),
  ),
  message: v.pipe(v.string(), v.description('Mensagem em português, pronta para mostrar.')),
  code: v.optional(
    v.pipe(v.string(), v.description('Código da aplicação, ex.: VALIDATION_ERROR, EMAIL_ALREADY_EXISTS.')),
  ),
  errors: v.optional(v.array(v.strictObject({ campo: v.string(), mensagem: v.string() }))),
});
