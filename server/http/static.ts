import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  immutable: boolean;
}

/**
 * The client build, indexed once at start (a few MB): hashed assets are immutable, with the
 * brotli and gzip files made at build time. Nothing outside the build folder can be named.
 */
export class ClientBuild {
  readonly files = new Map<string, StaticFile>();
  readonly indexHtml: string | null;

  constructor(readonly dir: string) {
    if (existsSync(dir)) this.walk(dir);
    const index = path.join(dir, 'index.html');
    this.indexHtml = existsSync(index) ? readFileSync(index, 'utf8') : null;
  }

  private walk(current: string): void {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) {
        this.walk(full);
        continue;
      }
      if (name.endsWith('.br') || name.endsWith('.gz') || name === 'index.html') continue;
      const rel = `/${path.relative(this.dir, full).split(path.sep).join('/')}`;
      this.files.set(rel, {
        body: readFileSync(full),
        br: existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
        gzip: existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined,
        type: contentType(full),
        immutable: rel.startsWith('/assets/'),
      });
    }
  }

  /** Answers a build file, or null when the path names none. */
  serve(c: Context, pathname: string): Response | null {
    const file = this.files.get(pathname);
    if (!file) return null;
    const accept = c.req.header('accept-encoding') ?? '';
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
    };
    let body = file.body;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers['Content-Encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  }
}
