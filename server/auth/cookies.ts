import type { Env } from '../env.js';

/** `__Host-` prefix and Secure only over https (browsers refuse them on plain http). */
export function sessionCookieName(env: Env): string {
  return isHttps(env) ? '__Host-sessao' : 'sessao';
}

export function isHttps(env: Env): boolean {
  return env.publicUrl.startsWith('https://');
}

export function serializeSessionCookie(env: Env, token: string, expiresAt: Date): string {
  const parts = [
    `${sessionCookieName(env)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Expires=${expiresAt.toUTCString()}`,
  ];
  if (isHttps(env)) parts.push('Secure');
  return parts.join('; ');
}

export function serializeClearedSessionCookie(env: Env): string {
  const parts = [`${sessionCookieName(env)}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (isHttps(env)) parts.push('Secure');
  return parts.join('; ');
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || name in out) continue;
    const raw = part.slice(i + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}
