import type { MiddlewareHandler } from 'hono';
import { parseCookies, sessionCookieName } from '../auth/cookies.js';
import { validateSessionToken } from '../auth/session.js';
import type { AppDeps } from '../deps.js';
import { clientAddress, type TrustProxy } from './client-ip.js';
import type { HonoEnv } from './hono-env.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The client address: the socket's, or what the trusted proxies (TRUST_PROXY) say it is. */
export function clientIp(c: Parameters<MiddlewareHandler<HonoEnv>>[0], trust: TrustProxy): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return clientAddress(
    incoming?.socket?.remoteAddress ?? '127.0.0.1',
    c.req.header('x-forwarded-for'),
    trust,
  );
}

/**
 * Resolves the caller once per request (cookie or `Authorization: Bearer`) and builds the shared
 * context. A state-changing request authenticated by cookie must come from our own origin.
 */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<HonoEnv> {
  const cookieName = sessionCookieName(deps.env);
  const ownOrigin = new URL(deps.env.publicUrl).origin;
  return async (c, next) => {
    const cookies = parseCookies(c.req.header('cookie'));
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
    const cookieToken = cookies[cookieName] ?? null;
    const token = bearer ?? cookieToken;
    const via = bearer ? 'bearer' : cookieToken ? 'cookie' : null;

    if (via !== 'bearer' && !SAFE_METHODS.has(c.req.method)) {
      // A cookie-authenticated write must name our origin. Without a cookie, a browser request from
      // another site (it always sends Origin) is refused too: no login or sign-up CSRF (a text/plain
      // form posting JSON would otherwise sign the victim into the attacker's account).
      const origin = c.req.header('origin');
      const requestOrigin = new URL(c.req.url).origin;
      const foreign = origin !== undefined && origin !== ownOrigin && origin !== requestOrigin;
      if (foreign || (via === 'cookie' && !origin)) {
        return c.json({ message: 'Requisição de origem não permitida.', code: 'FORBIDDEN_ORIGIN' }, 403);
      }
    }

    const resolved = token ? await validateSessionToken(deps.db, token) : null;
    const pendingCookies: string[] = [];
    c.set('ctx', {
      deps,
      user: resolved?.user ?? null,
      session: resolved?.session ?? null,
      req: {
        ip: clientIp(c, deps.env.trustProxy),
        userAgent: c.req.header('user-agent') ?? null,
        via: resolved ? via : null,
      },
      cookies: { append: (value) => pendingCookies.push(value) },
    });
    await next();
    for (const value of pendingCookies) c.res.headers.append('Set-Cookie', value);
  };
}
