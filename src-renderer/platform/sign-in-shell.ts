/**
 * index.html carries the teacher sign-in's brand panel pre-rendered (features/auth/sign-in-shell.tsx, built by
 * vite.config.ts) so the sign-in paints before the app's JavaScript has run; its inline script
 * (features/auth/sign-in-shell-script.js) shows it on a signed-out load of these paths (keep the two rules alike) and removes it otherwise. The app removes
 * it once a sign-in page has drawn itself, or as soon as it shows any other path.
 *
 * Signed out, each of these paths shows a page with the teacher brand panel: the teacher sign-in (`/`, and every
 * `/classpro` path but two, redirect there), registration and password reset.
 */
export const SIGN_IN_SHELL_PATHS: readonly string[] = ['/', '/loginweb', '/jhub-login', '/classpro'];

export const isSignInShellPath = (path: string) => SIGN_IN_SHELL_PATHS.includes(path) || path.startsWith('/classpro/');

export function removeSignInShell() {
  document.getElementById('sign-in-shell')?.remove();
}
