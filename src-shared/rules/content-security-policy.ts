/**
 * The content security policy of the web app, sent as a header by the API server (src-server/plugins/transport.ts)
 * and by the desktop app's own scheme (src-main): the same policy as the meta tag of src-renderer/index.html, plus
 * what only a header can say (framing). One string, so the two cannot drift.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "connect-src 'self' http: https:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
