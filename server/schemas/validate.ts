import * as v from 'valibot';
import { AppError, type FieldError } from '../errors.js';

/** Turns valibot issues into the documented `[{ campo, mensagem }]` list (first message per field). */
export function issuesToFieldErrors(
  issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<unknown> }>,
): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const campo =
      (issue.path ?? [])
        .map((p) =>
          typeof p === 'object' && p !== null && 'key' in p ? String((p as { key: unknown }).key) : String(p),
        )
        .join('.') || 'geral';
    if (seen.has(campo)) continue;
    seen.add(campo);
    out.push({ campo, mensagem: issue.message });
  }
  return out;
}

/** Validates REST input with the same schema tRPC uses; throws the documented VALIDATION_ERROR. */
export function parseOrThrow<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  message = 'Dados inválidos. Verifique as informações e tente novamente.',
): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    throw new AppError('BAD_REQUEST', message, {
      appCode: 'VALIDATION_ERROR',
      errors: issuesToFieldErrors(result.issues),
    });
  }
  return result.output;
}
