import * as v from 'valibot';
import { tipoUsuario } from './auth.respostas.js';
import { id, instante, instanteOuNulo, texto, textoOuNulo } from './respostas-comuns.js';

export const usuarioResposta = v.strictObject({
  id,
  nome: texto,
  email: texto,
  tipo: tipoUsuario,
  email_verificado: v.boolean(),
  created_at: instante,
  deleted_at: instanteOuNulo,
  /** The business branch given at sign-up or in the profile (empty: not given). */
  ramo_atividade: textoOuNulo,
  /** Only with ?include_telefone=true. */
  telefone: v.optional(textoOuNulo),
});

export const usuarioCurto = v.strictObject({
  id,
  nome: texto,
  email: texto,
  tipo: tipoUsuario,
  telefone: textoOuNulo,
});

export const atualizarUsuarioResposta = v.strictObject({
  message: texto,
  usuario: usuarioCurto,
  email_alterado: v.boolean(),
});
