import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The renderer as the plain web target. The desktop build (electron.vite.config.ts) reuses the same root.
export const rendererAlias = {
  '@shared': resolve(import.meta.dirname, 'src-shared'),
  '@renderer': resolve(import.meta.dirname, 'src-renderer'),
};

/**
 * The shared contracts (`src-shared/api/*.ts`) build zod schemas at module level beside the API paths. The renderer
 * imports the paths and the types, rarely a schema, but a module-level call counts as a side effect, so every
 * schema (and all of zod) would ship to every screen. Building a schema has no side effects: each top-level
 * `const x = <call>` there is wrapped as `/* @__PURE__ *\/ (() => <call>)()`, so an unused schema is dropped, and zod
 * with it when no screen validates with one (about 22 KB gzip off the sign-in route). Semantics are unchanged.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'classpro:pure-schemas',
    transform(code, id) {
      if (!/src-shared[\\/]api[\\/][^\\/]+\.ts$/.test(id)) return null;
      const spans: [number, number][] = [];
      for (const node of this.parse(code).body) {
        const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
        if (decl?.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations)
          if (d.init?.type === 'CallExpression') spans.push([d.init.start, d.init.end]);
      }
      let out = code;
      for (const [from, to] of spans.reverse())
        out = `${out.slice(0, from)}/* @__PURE__ */ (() => ${out.slice(from, to)})()${out.slice(to)}`;
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  root: resolve(import.meta.dirname, 'src-renderer'),
  base: './',
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  plugins: [react(), pureSchemas()],
  resolve: { alias: rendererAlias },
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    // scripts/report-size.mjs reads it to weigh what the sign-in route downloads.
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/aicenter': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' },
  },
});
