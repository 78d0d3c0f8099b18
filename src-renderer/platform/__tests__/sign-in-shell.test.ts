import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeSignInShell, SIGN_IN_SHELL_PATHS } from '../sign-in-shell';
import { local, tokens } from '../storage';

// The classic script index.html runs right after the pre-rendered sign-in panel (resources/public/sign-in-shell.js).
const SCRIPT = readFileSync(resolve(import.meta.dirname, '../../../resources/public/sign-in-shell.js'), 'utf8');

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
  it('shows on a signed-out load of the teacher sign-in, and of / and /classpro that lead there', () => {
    for (const hash of ['', '#/', '#/classpro', '#/classpro/login', '#/classpro/login?redirect=%2F', '#/loginweb'])
      expect(load(hash), hash).toBe('shown');
  });

  it('is removed on any other path, for a signed-in teacher, and at / on the textbook channel', () => {
    for (const hash of ['#/parent/login', '#/datacenter/login', '#/classpro/myClass', '#/classproBook/login'])
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
  });

  it('the app removes it', () => {
    expect(load('#/classpro/login')).toBe('shown');
    removeSignInShell();
    expect(document.getElementById('sign-in-shell')).toBeNull();
  });
});
