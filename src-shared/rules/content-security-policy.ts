/**
 * The content security policy of the web app, sent as a header by the API server (src-server/plugins/transport.ts)
 * and by the desktop app's own scheme (src-main): the same policy as the meta tag of src-renderer/index.html, plus
 * what only a header can say (framing). One string, so the two cannot drift.
 */
/**
 * The one inline script of the web app: the few lines that show the pre-rendered sign-in panel of index.html
 * (src-renderer/features/auth/sign-in-shell-script.js, inlined without its comment lines by vite.config.ts,
 * signInShell). The web build fails when this hash is not the script's, and prints the right one.
 */
export const SIGN_IN_SHELL_SCRIPT_HASH = 'sha256-MR8QjrvVgchL3XOv73bBnP61O+OxmBDhzlmfjg+Rq6Y=';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the Python screens (issue 12) compile Pyodide's WebAssembly; it allows no JavaScript eval.
  // Their worker is a same-origin script, which script-src 'self' (worker-src falls back to it) already allows.
  `script-src 'self' 'wasm-unsafe-eval' '${SIGN_IN_SHELL_SCRIPT_HASH}'`,
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
