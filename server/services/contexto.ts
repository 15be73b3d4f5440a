import type { Session, SessionUser } from '../auth/session.js';
import type { AppDeps } from '../deps.js';

export interface RequestInfo {
  ip: string;
  userAgent: string | null;
  /** How the caller authenticated: the browser cookie or an Authorization header. */
  via: 'cookie' | 'bearer' | null;
}

/** Lets services set or clear cookies without knowing whether tRPC or REST answers. */
export interface CookieWriter {
  append(setCookie: string): void;
}

/**
 * What a service knows of the call: the app's dependencies, the caller and the request. The
 * session middleware builds it for REST adapters, and the tRPC context is this same value.
 */
export interface Context {
  deps: AppDeps;
  user: SessionUser | null;
  session: Session | null;
  req: RequestInfo;
  cookies: CookieWriter;
}

export type AuthedContext = Context & { user: SessionUser; session: Session };

/** Builds a context without an HTTP request: used by tests (createCaller) and scripts. */
export function createContextInner(
  deps: AppDeps,
  opts: {
    user?: SessionUser | null;
    session?: Session | null;
    req?: Partial<RequestInfo>;
    cookies?: CookieWriter;
  } = {},
): Context {
  return {
    deps,
    user: opts.user ?? null,
    session: opts.session ?? null,
    req: { ip: '127.0.0.1', userAgent: null, via: null, ...opts.req },
    cookies: opts.cookies ?? { append() {} },
  };
}
