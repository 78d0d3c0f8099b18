// Shows the pre-rendered teacher sign-in panel of index.html (src-renderer/features/auth/sign-in-shell.tsx) when this
// load will land on the teacher sign-in: one of these paths, signed out as a teacher, not on the textbook channel.
// Removes it otherwise. Runs before the app (a classic script, right after the panel); the app removes the panel once
// its own sign-in page has drawn (src-renderer/platform/sign-in-shell.ts, whose path list this one matches).
/* global document, location */
(function () {
  var shell = document.getElementById('sign-in-shell');
  if (!shell) return;
  var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  var paths = ['/', '/classpro', '/classpro/login', '/loginweb', '/jhub-login'];
  var signedIn = /(?:^|; )Admin-Token=[^;]/.test(document.cookie);
  var textbooks = false;
  try {
    textbooks = localStorage.getItem('channel') === 'digitalbook';
  } catch {
    // No storage: the default channel.
  }
  if (paths.indexOf(path) >= 0 && !signedIn && !(textbooks && path === '/')) shell.hidden = false;
  else shell.remove();
})();
