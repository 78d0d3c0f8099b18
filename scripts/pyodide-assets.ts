import { copyFileSync, createReadStream, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Pyodide (the in-browser Python of the AI lab, src-renderer/components/python/) loads its runtime at run time: the
 * loader, the Emscripten module, the wasm binary, the standard library and the package lock. Nothing may come from
 * a CDN, so these files are served from node_modules in development and copied into the build under `pyodide/`.
 * Only the screens that run Python ask for them (about 13 MB, fetched once and then kept by the browser's cache).
 */
const FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];
const SRC = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
const TYPES: Record<string, string> = { mjs: 'text/javascript', wasm: 'application/wasm', zip: 'application/zip' };

export function pyodideAssets(): Plugin {
  let outDir = '';
  return {
    name: 'classpro:pyodide-assets',
    configResolved(c) {
      outDir = resolve(c.root, c.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/pyodide', (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.replace(/^\/+/, '');
        if (!FILES.includes(name) || !existsSync(join(SRC, name))) return next();
        res.setHeader('content-type', TYPES[name.split('.').pop()!] ?? 'application/json');
        createReadStream(join(SRC, name)).pipe(res);
      });
    },
    writeBundle() {
      mkdirSync(join(outDir, 'pyodide'), { recursive: true });
      for (const f of FILES) copyFileSync(join(SRC, f), join(outDir, 'pyodide', f));
    },
  };
}
