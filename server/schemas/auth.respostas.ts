import * as v from 'valibot';
import { id, instante, texto, textoOuNulo } from './respostas-comuns.js';

export const tipoUsuario = v.picklist(['cliente', 'anunciante', 'admin']);

/** The signed-in user as the login and session answers show it. */
export const usuarioSessao = v.strictObject({
  id,
  nome: texto,
  email: texto,
  telefone: textoOuNulo,
  tipo: tipoUsuario,
});

export const cadastroResposta = v.strictObject({ message: texto, user: usuarioSessao });

/** Login and renewal: the token (also set as the session cookie) and when it expires. */
export const sessaoResposta = v.strictObject({ token: texto, user: usuarioSessao, expiresAt: instante });

export const checkTokenResposta = v.strictObject({ user: usuarioSessao, expiresAt: instante });
