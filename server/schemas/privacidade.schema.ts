import * as v from 'valibot';
import { comoJson } from './documentar.js';

/** The account deletion's input: the person confirms with their password; an admin acting for someone else sends none. */
export const excluirContaSchema = v.object({
  /** Absent: the caller's own account. */
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  senha: v.optional(v.pipe(v.string(), v.maxLength(128, 'A senha deve ter no máximo 128 caracteres'))),
});

export const usuarioAlvoSchema = v.optional(
  v.object({ id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
);

/** REST DELETE /api/usuarios/{id}: the body carries only the password. */
export const excluirContaRestSchema = v.pipe(
  v.object({
    senha: v.optional(v.pipe(v.string(), v.maxLength(128, 'A senha deve ter no máximo 128 caracteres'))),
  }),
  // The person confirms with the password (the service asks for it); an admin deletes without one.
  comoJson({ required: ['senha'] }),
);

export type ExcluirContaInput = v.InferOutput<typeof excluirContaSchema>;

/** An erased account keeps only its id: this placeholder name and an e-mail on a reserved domain. */
export const NOME_CONTA_EXCLUIDA = 'Conta excluída';
const DOMINIO_CONTA_EXCLUIDA = 'conta-excluida.invalid';
export const emailContaExcluida = (id: number) => `excluida-${id}@${DOMINIO_CONTA_EXCLUIDA}`;
export const ehContaExcluida = (email: string) => email.endsWith(`@${DOMINIO_CONTA_EXCLUIDA}`);
