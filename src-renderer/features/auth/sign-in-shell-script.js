// Shows the pre-rendered teacher sign-in panel of index.html (sign-in-shell.tsx) when this load will land on a page
// with that panel: one of these paths or any /classpro path, signed out as a teacher, not at / on the textbook
// channel. Removes it otherwise. Inlined by the web build right after the panel (vite.config.ts, signInShell, which
// adds its hash to the page's CSP), so it runs before the app and costs no request; the app removes the panel once
// its own page has drawn (src-renderer/platform/sign-in-shell.ts, whose path rule this one matches).
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
