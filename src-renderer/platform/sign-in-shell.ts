/**
 * index.html carries the teacher sign-in's brand panel pre-rendered (features/auth/sign-in-shell.tsx, built by
 * vite.config.ts) so the sign-in paints before the app's JavaScript has run; resources/public/sign-in-shell.js
 * shows it on a signed-out load of these paths (keep the two lists alike) and removes it otherwise. The app removes
 * it once a sign-in page has drawn itself, or as soon as it shows any other path.
 */
export const SIGN_IN_SHELL_PATHS: readonly string[] = ['/', '/classpro', '/classpro/login', '/loginweb', '/jhub-login'];

export function removeSignInShell() {
  document.getElementById('sign-in-shell')?.remove();
}
