// Shows the pre-rendered teacher sign-in panel of index.html (src-renderer/features/auth/sign-in-shell.tsx) when this
// load will land on a page with that panel: one of these paths or any /classpro path, signed out as a teacher, not at
// / on the textbook channel. Removes it otherwise. Runs before the app (a classic script, right after the panel); the app removes the panel once
// its own sign-in page has drawn (src-renderer/platform/sign-in-shell.ts, whose path list this one matches).
/* global document, location */
(function () {
  var shell = document.getElementById('sign-in-shell');
  if (!shell) return;
  var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  var paths = ['/', '/loginweb', '/jhub-login', '/classpro'];
  var signedIn = /(?:^|; )Admin-Token=[^;]/.test(document.cookie);
  var textbooks = false;
  try {
    textbooks = localStorage.getItem('channel') === 'digitalbook';
  } catch {
    // No storage: the default channel.
  }
  var teacherPage = paths.indexOf(path) >= 0 || path.indexOf('/classpro/') === 0;
  if (teacherPage && !signedIn && !(textbooks && path === '/')) shell.hidden = false;
  else shell.remove();
})();
