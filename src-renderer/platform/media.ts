import { config } from './config';

/**
 * Media URLs from the server (covers, banners, avatars) are server-relative paths such as /files/covers/book-3.svg:
 * resolve them against the API host (the desktop app is not served by it). Absolute and data URLs pass unchanged.
 */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return new URL(path, config.apiBase || location.origin).toString();
}
