import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { createTestApp } from '../test-helpers';
import { sharedDescriptors } from './contract-check';

/**
 * One area, one name (issue 26, docs/architecture.md rule 12): each contract file `src-shared/api/<area>.ts` is served
 * by exactly one server module, `src-server/modules/<area>/`. The route table records the module that registered each
 * route. `KNOWN` lists today's exceptions, to be renamed or moved away: it may only shrink — a new exception fails,
 * and so does one that no longer exists (take it off the list).
 */
const KNOWN: Record<string, string[]> = {};

/**
 * Renderer features (`src-renderer/features/<f>/`) that are not named after a contract, and why. May only shrink.
 */
const FEATURES_WITHOUT_AREA: Record<string, string> = {
  auth: 'the sign-in screens of every role: they call user, account, verify and staff',
  catalog: 'the public lists of books, courses and activities: served by home',
  desktop: 'the desktop app around the screens (updates, watermark): it talks to Electron, not the server',
  help: 'the help centre: static pages',
  'mobile-tip': 'the "open the app" banner of the phone areas: no server call',
  'teacher-shell': "the teacher area's frame (menu, header, dialogs): a role shell",
};

const t = await createTestApp();
afterAll(() => t.close());
const descriptors = await sharedDescriptors();

/** Contract file (without .ts) → the modules that register its descriptors. */
function servingModules(): Map<string, Set<string>> {
  const fileOf = new Map(descriptors.map((d) => [d.endpoint, d.name.split('.ts:')[0]!]));
  const out = new Map<string, Set<string>>();
  for (const route of t.app.routeTable) {
    const file = route.endpoint && fileOf.get(route.endpoint);
    if (!file || !route.module) continue;
    out.set(file, (out.get(file) ?? new Set()).add(route.module));
  }
  return out;
}

describe('one area, one name', () => {
  it('names each module after its folder', () => {
    const folders = readdirSync(resolve(import.meta.dirname, '../modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(modules.map(([name]) => name).sort()).toEqual(folders);
  });

  it('serves each contract from the module of its name, but for the known exceptions', () => {
    const serving = servingModules();
    expect(serving.size).toBeGreaterThan(30);
    const mismatched = Object.fromEntries(
      [...serving]
        .filter(([file, mods]) => mods.size !== 1 || !mods.has(file))
        .map(([file, mods]) => [file, [...mods].sort()]),
    );
    expect(mismatched).toEqual(KNOWN);
  });

  it('lets no module serve another area’s contract but for the known exceptions', () => {
    const serving = servingModules();
    const foreign = [...serving].flatMap(([file, mods]) =>
      [...mods].filter((m) => m !== file && !KNOWN[file]?.includes(m)).map((m) => `${m} serves ${file}.ts`),
    );
    expect(foreign).toEqual([]);
  });
});

describe('renderer features', () => {
  it('are named after a contract area, but for the known exceptions', () => {
    const dirs = (rel: string, ext?: string) =>
      readdirSync(resolve(import.meta.dirname, rel), { withFileTypes: true })
        .filter((e) => (ext ? e.isFile() && e.name.endsWith(ext) : e.isDirectory()))
        .map((e) => (ext ? e.name.slice(0, -ext.length) : e.name));
    const areas = new Set(dirs('../../src-shared/api', '.ts'));
    const unnamed = dirs('../../src-renderer/features').filter((f) => !areas.has(f));
    expect(unnamed.sort()).toEqual(Object.keys(FEATURES_WITHOUT_AREA).sort());
  });
});
