import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = join(ROOT, 'out/main/index.js');
const PRELOAD = join(ROOT, 'out/preload/index.cjs');
const SOURCES = ['src-main', 'src-preload', 'src-shared', 'electron.vite.config.ts'].map((p) => join(ROOT, p));

const newest = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = 0;
  for (const entry of readdirSync(path)) if (entry !== '__tests__') t = Math.max(t, newest(join(path, entry)));
  return t;
};
const stale = () =>
  ![MAIN, PRELOAD].every(existsSync) ||
  Math.min(statSync(MAIN).mtimeMs, statSync(PRELOAD).mtimeMs) < Math.max(...SOURCES.map(newest));

let main: string;
let preload: string;
beforeAll(() => {
  // Self-sufficient: build (about 3 s, no Electron binary needed) when the bundle is missing or older than its code.
  if (stale()) execFileSync('npx', ['electron-vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'pipe' });
  main = readFileSync(MAIN, 'utf8');
  preload = readFileSync(PRELOAD, 'utf8');
}, 120_000);

describe('the built desktop bundle (out/main, out/preload)', () => {
  it('creates windows with the secure web preferences', () => {
    const prefs = /function secureWebPreferences\(preload\)\s*\{\s*return\s*\{([^}]*)\}/.exec(main)?.[1] ?? '';
    // Every window (main, help popup) takes its preferences from that one function.
    expect(main).toMatch(/new BrowserWindow\(mainWindowOptions\(/);
    expect(main.match(/webPreferences: secureWebPreferences\(/g)).toHaveLength(2);
    expect(main).toMatch(/overrideBrowserWindowOptions: helpWindowOptions\(/);
    expect(prefs).toMatch(/contextIsolation:\s*true/);
    expect(prefs).toMatch(/sandbox:\s*true/);
    expect(prefs).toMatch(/nodeIntegration:\s*false/);
    expect(prefs).toMatch(/webSecurity:\s*true/);
    expect(main).not.toMatch(/contextIsolation:\s*false|sandbox:\s*false|nodeIntegration:\s*true|webSecurity:\s*false/);
  });

  it('is self-contained: it loads only Electron and Node built-ins (the package ships no node_modules)', () => {
    const imports = [...main.matchAll(/^import [^;]*?from "([^"]+)"/gm), ...main.matchAll(/__require\("([^"]+)"\)/g)];
    const builtins = new Set(builtinModules);
    const foreign = imports.map((m) => m[1]!).filter((m) => m !== 'electron' && !builtins.has(m.replace(/^node:/, '')));
    expect(imports.length).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
  });

  it('has a CommonJS preload (sandboxed preloads cannot load ES modules) that exposes only window.desktop', () => {
    expect(preload).toMatch(/require\("electron"\)/);
    expect(preload).not.toMatch(/^import /m);
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(preload).toMatch(/exposeInMainWorld\("desktop",/);
    expect([...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);
  });
});
