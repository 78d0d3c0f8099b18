/**
 * The content security policy of the web app, sent as a header by the API server (src-server/plugins/transport.ts)
 * and by the desktop app's own scheme (src-main): the directives of the meta tag of src-renderer/index.html, plus
 * what only a header can say (framing). The meta tag is the build's and allows any http(s) API host; the server's
 * header narrows connect-src and frame-src to the origins the deployment uses (a browser enforces both).
 */
/**
 * The one inline script of the web app: the few lines that show the pre-rendered sign-in panel of index.html
 * (src-renderer/features/auth/sign-in-shell-script.js, inlined without its comment lines by vite.config.ts,
 * signInShell). The web build fails when this hash is not the script's, and prints the right one.
 */
export const SIGN_IN_SHELL_SCRIPT_HASH = 'sha256-MR8QjrvVgchL3XOv73bBnP61O+OxmBDhzlmfjg+Rq6Y=';

export interface PolicyOrigins {
  /** Where the page may fetch, stream and upload (connect-src). */
  connect: string[];
  /** What the page may show in a frame (frame-src): the app's own hidden chat frame, an external AI site. */
  frame: string[];
}

export function contentSecurityPolicy({ connect, frame }: PolicyOrigins): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the Python screens (issue 12) compile Pyodide's WebAssembly; it allows no JavaScript eval.
    // Their worker is a same-origin script, which script-src 'self' (worker-src falls back to it) already allows.
    `script-src 'self' 'wasm-unsafe-eval' '${SIGN_IN_SHELL_SCRIPT_HASH}'`,
    "style-src 'self' 'unsafe-inline'",
    // KaTeX's fonts and pdf.js's standard fonts are files of the build (vite.config.ts never inlines a font).
    "font-src 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The teacher pages frame the app itself (the hidden chat frame); no other site may frame it (clickjacking).
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The web app as the API server serves it: it talks to its own origin (API, uploads, event streams; no WebSocket)
 * and to the origins the deployment names (src-server/plugins/transport.ts adds PUBLIC_BASE_URL and TRUSTED_ORIGINS).
 */
export const WEB_CONTENT_SECURITY_POLICY = contentSecurityPolicy({ connect: ["'self'"], frame: ["'self'"] });

/**
 * The desktop app (src-main): its pages come from its own scheme and it talks to an API host named at run time, so
 * it may connect and frame over http(s) (as the meta tag of index.html allows).
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({
  connect: ["'self'", 'http:', 'https:'],
  frame: ["'self'", 'https:'],
});
