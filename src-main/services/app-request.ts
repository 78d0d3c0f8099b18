import { extname, join, normalize, relative, isAbsolute } from 'node:path';

/**
 * What a request to the app scheme resolves to. The built renderer is served from disk; the API paths are passed
 * to the API host, so the renderer calls `/api/...` on its own origin exactly as in the browser build (no CORS,
 * and the CSP can stay 'self').
 */
export type AppRequest =
  | { kind: 'file'; path: string; mime: string; html: boolean }
  | { kind: 'proxy'; target: string }
  | { kind: 'not-found' };

const API_PREFIXES = ['/api/', '/aicenter/', '/files/'];

const MIME: Record<string, string> = {
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
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export function resolveAppRequest(
  url: string,
  opts: { host: string; rendererDir: string; apiBase: string },
): AppRequest {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { kind: 'not-found' };
  }
  if (u.host !== opts.host) return { kind: 'not-found' };
  if (API_PREFIXES.some((p) => u.pathname.startsWith(p))) {
    return { kind: 'proxy', target: `${opts.apiBase.replace(/\/+$/, '')}${u.pathname}${u.search}` };
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(u.pathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (pathname === '/' || pathname === '') pathname = '/index.html';
  if (pathname.includes('\0')) return { kind: 'not-found' };
  const path = normalize(join(opts.rendererDir, pathname));
  const rel = relative(opts.rendererDir, path);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return { kind: 'not-found' };
  const ext = extname(path).toLowerCase();
  return { kind: 'file', path, mime: MIME[ext] ?? 'application/octet-stream', html: ext === '.html' };
}
