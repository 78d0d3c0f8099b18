import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The server's layers, checked on every import (docs/architecture.md, rules 2-7):
 *   modules/<m>/routes.ts -> modules/<m>/<service> -> domain/ -> db/repositories/ -> db/
 * A module never imports another module; domain never imports a module; repositories import only db/ and lib/;
 * route files hold no SQL (no drizzle-orm, nothing under db/); only db/repositories/users.ts reads `users`.
 * Tests (`__tests__`), seeds and migrations are exempt.
 */
const ROOT = resolve(import.meta.dirname, '..', 'src-server');
const DOC = 'see docs/architecture.md';

/** Where a path sits in src-server: its layer and, inside modules/, the module's name. */
function place(abs) {
  const rel = relative(ROOT, abs).split(sep).join('/');
  if (rel.startsWith('..')) return null;
  const mod = /^modules\/([^/]+)\/(.+)$/.exec(rel);
  if (mod) return { rel, layer: mod[2] === 'routes.ts' || mod[2] === 'routes' ? 'routes' : 'module', module: mod[1] };
  if (rel.startsWith('domain/')) return { rel, layer: 'domain' };
  if (rel.startsWith('db/repositories/')) return { rel, layer: 'repositories' };
  if (rel.startsWith('db/')) return { rel, layer: 'db' };
  if (rel.startsWith('plugins/')) return { rel, layer: 'plugins' };
  if (rel.startsWith('lib/')) return { rel, layer: 'lib' };
  return { rel, layer: 'app' };
}

const exempt = (rel) => /(^|\/)__tests__\//.test(rel) || /^db\/(seeds|migrations)\//.test(rel);

function problem(from, to, source, names) {
  if (from.layer === 'routes' && (source === 'drizzle-orm' || source.startsWith('drizzle-orm/')))
    return `Route handlers hold no SQL: move the query into the module's service or a repository (${DOC}, rule 5).`;
  if (!to) return null;
  if ((from.layer === 'routes' || from.layer === 'module') && to.module && to.module !== from.module)
    return `Module '${from.module}' must not import module '${to.module}': move what both need to src-server/domain/ or db/repositories/ (${DOC}, rule 2).`;
  if (from.layer === 'routes' && (to.layer === 'db' || to.layer === 'repositories'))
    return `Route handlers hold no SQL: routes call their service, the service calls repositories (${DOC}, rule 5).`;
  if (from.layer === 'domain' && (to.layer === 'routes' || to.layer === 'module' || to.layer === 'plugins'))
    return `Domain rules are used by modules, never the other way round (${DOC}, rule 3).`;
  if (from.layer === 'repositories' && !['repositories', 'db', 'lib'].includes(to.layer))
    return `Repositories depend only on db/ and lib/ (${DOC}, rule 4).`;
  if (from.layer === 'lib' && ['routes', 'module', 'domain', 'repositories', 'plugins'].includes(to.layer))
    return `lib/ is the bottom layer: it imports no module, domain, repository or plugin (${DOC}, rule 4).`;
  if (
    to.rel.replace(/\.ts$/, '').match(/^db\/schema(\/index)?$/) &&
    names.includes('users') &&
    from.rel !== 'db/repositories/users.ts'
  )
    return `Only db/repositories/users.ts touches the users table (${DOC}, rule 7).`;
  return null;
}

const layers = {
  meta: { type: 'problem', schema: [], docs: { description: 'Server layer and module boundaries' } },
  create(context) {
    const from = place(context.filename);
    if (!from || exempt(from.rel)) return {};
    const check = (node, names) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const to = source.startsWith('.') ? place(resolve(dirname(context.filename), source)) : null;
      const message = problem(from, to, source, names);
      if (message) context.report({ node: node.source, message });
    };
    const named = (node) =>
      (node.specifiers ?? []).map((s) => (s.imported ?? s.local)?.name ?? (s.exported ?? {}).name).filter(Boolean);
    return {
      ImportDeclaration: (node) => check(node, named(node)),
      ExportNamedDeclaration: (node) => check(node, named(node)),
      ExportAllDeclaration: (node) => check(node, []),
    };
  },
};

export const serverLayers = { rules: { layers } };
