import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSignInShellPath, removeSignInShell, SIGN_IN_SHELL_PATHS } from '../sign-in-shell';
import { local, tokens } from '../storage';

// The script the web build inlines in index.html right after the pre-rendered sign-in panel.
const SCRIPT = readFileSync(resolve(import.meta.dirname, '../../features/auth/sign-in-shell-script.js'), 'utf8');

/** Loads "index.html" at `hash` and runs the script: 'shown', 'hidden' (still there) or 'removed'. */
function load(hash: string) {
  document.body.innerHTML = '<div id="sign-in-shell" hidden></div>';
  location.hash = hash;
  new Function(SCRIPT)();
  const shell = document.getElementById('sign-in-shell');
  return shell ? (shell.hidden ? 'hidden' : 'shown') : 'removed';
}

afterEach(() => {
  tokens.clear('teacher');
  local.remove('channel');
  document.body.innerHTML = '';
});

describe('the pre-rendered sign-in panel', () => {
  it('shows on a signed-out load of the teacher sign-in, of the paths that lead there, and of register and reset', () => {
    const hashes = ['', '#/', '#/classpro', '#/classpro/login', '#/classpro/login?redirect=%2F', '#/loginweb'];
    hashes.push('#/classpro/myClass', '#/classpro/register', '#/classpro/forgot', '#/jhub-login');
    for (const hash of hashes) expect(load(hash), hash).toBe('shown');
  });

  it('is removed on any other path, for a signed-in teacher, and at / on the textbook channel', () => {
    for (const hash of ['#/parent/login', '#/datacenter/login', '#/classproBook/login', '#/classproBook', '#/help'])
      expect(load(hash), hash).toBe('removed');
    tokens.set('teacher', 't', 3600);
    expect(load('#/classpro/login')).toBe('removed');
    tokens.clear('teacher');
    local.set('channel', 'digitalbook');
    expect(load('#/')).toBe('removed');
    expect(load('#/classpro/login')).toBe('shown');
  });

  it('the script and the app name the same paths', () => {
    const listed = SCRIPT.match(/var paths = (\[[^\]]*\]);/)![1]!.replace(/'/g, '"');
    expect(JSON.parse(listed)).toEqual(SIGN_IN_SHELL_PATHS);
    expect(SCRIPT).toContain("path.indexOf('/classpro/') === 0");
    for (const path of ['/classpro/myClass', '/classpro', '/']) expect(isSignInShellPath(path), path).toBe(true);
    for (const path of ['/classproBook', '/classproBook/login', '/parent/login'])
      expect(isSignInShellPath(path)).toBe(false);
  });

  it('the app removes it', () => {
    expect(load('#/classpro/login')).toBe('shown');
    removeSignInShell();
    expect(document.getElementById('sign-in-shell')).toBeNull();
  });
});
