import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * pdf.js needs its CMaps (Chinese text does not render without `cMapUrl`), its standard fonts and its wasm
 * decoders at run time. Nothing may be fetched from a CDN, so they are self-hosted: served from node_modules in
 * development and copied into the build output under `pdfjs/` (the reader points pdf.js at `./pdfjs/...`).
 */
const DIRS = ['cmaps', 'standard_fonts', 'wasm'];
// Resolved like an import, not by a path relative to this file: electron-vite bundles the config (and this module)
// into a file beside the config, so `import.meta.dirname` is not this folder there.
const SRC = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export function pdfjsAssets(): Plugin {
  let outDir = '';
  return {
    name: 'classpro:pdfjs-assets',
    configResolved(c) {
      outDir = resolve(c.root, c.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const rel = normalize(decodeURIComponent((req.url ?? '').split('?')[0] ?? '')).replace(/^([/\\])+/, '');
        const [dir] = rel.split(/[/\\]/);
        const file = join(SRC, rel);
        if (!dir || !DIRS.includes(dir) || !file.startsWith(SRC) || !existsSync(file) || !statSync(file).isFile())
          return next();
        createReadStream(file).pipe(res);
      });
    },
    writeBundle() {
      for (const d of DIRS) cpSync(join(SRC, d), join(outDir, 'pdfjs', d), { recursive: true });
    },
  };
}
