import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies are classified by where they run (issue 28.11): everything the product runs — the server, the web and
 * desktop renderer bundle, the Electron main and preload bundles — is in `dependencies`, so `npm audit --omit=dev`
 * and any licence or SBOM tool that reads production dependencies sees all of it (docx-preview ships in the web
 * bundle but was a dev dependency). Build, test, lint and type tools are dev dependencies.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const RUNTIMES = ['src-renderer', 'src-server', 'src-main', 'src-preload', 'src-shared'];
/** Test code inside the runtimes' folders. */
const TEST_CODE = /(^|\/)(__tests__|test-utils)\/|\.test\.tsx?$|\/test-[\w-]+\.tsx?$/;
/** Provided by the Electron runtime itself; electron-builder requires it among the dev dependencies. */
const RUNTIME_PROVIDED = ['electron'];
/** Production dependencies that no source file names, and why they ship. */
const NOT_IMPORTED: Record<string, string> = {
  '@emotion/styled': "MUI's styling engine (a peer dependency of @mui/material)",
  '@tiptap/core': 'the tiptap editor core the extensions run on (their peer dependency)',
  '@tiptap/pm': 'the ProseMirror build the tiptap packages share (their peer dependency)',
  '@ffmpeg-installer/ffmpeg': 'its ffmpeg binary is resolved by lib/ffmpeg.ts through createRequire',
};

/**
 * Development dependencies the server imports only to make demo content, each loaded dynamically and done without
 * when absent. Production never seeds demo data, so a production install (`npm ci --omit=dev`) never runs them.
 */
const DEMO_ONLY: Record<string, string> = {
  'espeak-ng':
    'the demo clips’ narration (lib/speech.ts; GPL-3.0, kept out of production installs and the desktop app)',
};

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|js|mjs)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(ROOT.length + 1))
    .filter((f) => !TEST_CODE.test(f) && !f.includes('node_modules'));
}

const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)|createRequire\([^)]*\)\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The npm packages each runtime's own code imports, with a file that imports each. */
function runtimeImports(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of RUNTIMES.flatMap(sources)) {
    for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(SPECIFIER)) {
      const spec = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!.replace(/\?.*$/, '');
      if (/^(\.|@shared\/|@renderer\/|node:)/.test(spec)) continue;
      const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
      if (builtinModules.includes(name)) continue;
      if (!found.has(name)) found.set(name, file);
    }
  }
  return found;
}

describe('dependencies', () => {
  const imported = runtimeImports();

  it('finds the runtimes’ imports', () => {
    expect(imported.get('fastify')).toMatch(/^src-server\//);
    expect(imported.get('react')).toMatch(/^src-renderer\//);
    expect(imported.get('electron-updater')).toMatch(/^src-main\//);
  });

  it('declares every package the product runs as a production dependency', () => {
    const misplaced = [...imported]
      .filter(([name]) => !(name in pkg.dependencies) && !RUNTIME_PROVIDED.includes(name))
      .filter(
        ([name, file]) => !(name in DEMO_ONLY && name in pkg.devDependencies && file === 'src-server/lib/speech.ts'),
      )
      .map(
        ([name, file]) =>
          `${name} (imported by ${file}) ${name in pkg.devDependencies ? 'is a dev dependency' : 'is not declared'}`,
      );
    expect(misplaced).toEqual([]);
  });

  it('ships no production dependency that nothing runs', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !imported.has(name) && !(name in NOT_IMPORTED));
    expect(unused).toEqual([]);
    expect(Object.keys(pkg.dependencies).filter((name) => name in pkg.devDependencies)).toEqual([]);
  });
});
