import { createHash, getRandomValues, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/sessoes.queries.js';
import type { TipoUsuario } from '../../db/schema.js';
import { classificarFalha } from '../falhas.js';

// Lucia's session guide, implemented with Node's crypto: token `id.secret`, only SHA-256 of the
// secret stored, constant-time comparison, inactivity and absolute expiry.
export const SESSION_INACTIVITY_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  nome: string;
  email: string;
  telefone: string | null;
  tipo: TipoUsuario;
}

export interface Session {
  id: string;
  usuarioId: number;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: Date;
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 24 characters of a 32-letter alphabet: 120 bits from a secure source. */
function randomString(): string {
  const bytes = new Uint8Array(24);
  getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += ALPHABET[b >> 3];
  return out;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sessionExpiry(createdAt: number, lastUsedAt: number): number {
  return Math.min(lastUsedAt + SESSION_INACTIVITY_MS, createdAt + SESSION_ABSOLUTE_MS);
}

export async function createSession(
  db: Db,
  usuarioId: number,
  now = Date.now(),
): Promise<{ token: string; session: Session }> {
  const id = randomString();
  const secret = randomString();
  await q.insertSession(db, {
    id,
    usuario_id: usuarioId,
    secret_hash: hashSecret(secret),
    created_at: now,
    last_used_at: now,
  });
  return {
    token: `${id}.${secret}`,
    session: { id, usuarioId, createdAt: now, lastUsedAt: now, expiresAt: new Date(sessionExpiry(now, now)) },
  };
}

/** Resolves a token to its session and active user, or null. Touches the session at most hourly. */
export async function validateSessionToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ session: Session; user: SessionUser } | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  const row = await q.findSessionWithUser(db, id);
  if (!row) return null;
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(row.secret_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  let expiresAt = sessionExpiry(row.created_at, row.last_used_at);
  if (now >= expiresAt || row.deleted_at !== null) {
    await q.deleteSession(db, id);
    return null;
  }
  let lastUsedAt = row.last_used_at;
  if (now - row.last_used_at >= SESSION_TOUCH_INTERVAL_MS) {
    try {
      await q.touchSession(db, id, now);
      lastUsedAt = now;
      expiresAt = sessionExpiry(row.created_at, now);
    } catch (err) {
      // A full disk refuses this write, not the read it rides on: the session stays as it was.
      if (classificarFalha(err) !== 'espaco') throw err;
    }
  }
  return {
    session: {
      id,
      usuarioId: row.usuario_id,
      createdAt: row.created_at,
      lastUsedAt,
      expiresAt: new Date(expiresAt),
    },
    user: { id: row.usuario_id, nome: row.nome, email: row.email, telefone: row.telefone, tipo: row.tipo },
  };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await q.deleteSession(db, sessionId);
}

/** Ends every session of a user, optionally keeping one (the caller's own). */
export async function invalidateUserSessions(
  db: Db,
  usuarioId: number,
  exceptSessionId?: string,
): Promise<void> {
  await q.deleteUserSessions(db, usuarioId, exceptSessionId);
}
