import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the web build, so the API server sends
 * them (@fastify/static `preCompressed`) without compressing on every request: the app's JavaScript shrinks to about
 * a third. Source maps are left alone (only developers fetch them), and so is a file a copy would not make at least
 * a tenth smaller. The desktop build does not use it (its files are read from disk).
 */
export const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|ico)$/;
/** Smaller files are not worth a second request's worth of headers. */
const MIN_BYTES = 1024;
/**
 * Brotli's best level (11) is slow on large files; from 512 KB (pdf.js's worker, Pyodide) level 9, several times
 * faster: every `vite build` (and each e2e run's build) pays for it. Measured on the whole build: 21.5 s instead of
 * 37.7 s for 6.30 MB instead of 6.19 MB of brotli (a busy 2-core machine).
 */
const BIG_BYTES = 512 * 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (PRECOMPRESSED.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

/** Compresses every text file under `dir`; returns the bytes before and after (brotli) for the build log. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const total = { files: 0, bytes: 0, brotli: 0 };
  const one = async (path: string) => {
    const data = readFileSync(path);
    const quality = data.length > BIG_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
    const [b, g] = await Promise.all([
      br(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_MODE]: path.endsWith('.wasm')
            ? constants.BROTLI_MODE_GENERIC
            : constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    total.files++;
    total.bytes += data.length;
    total.brotli += Math.min(b.length, data.length);
    if (b.length < data.length * 0.9) writeFileSync(`${path}.br`, b);
    if (g.length < data.length * 0.9) writeFileSync(`${path}.gz`, g);
  };
  // A few at a time: zlib's work runs on libuv's thread pool.
  const queue = [...textFiles(dir)];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) await one(path);
    }),
  );
  return total;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'classpro:precompress',
    apply: 'build',
    configResolved(c) {
      outDir = resolve(c.root, c.build.outDir);
    },
    // After every plugin's writeBundle (pdf.js and Pyodide copy their files there).
    closeBundle: {
      order: 'post',
      async handler() {
        const t = Date.now();
        const { files, bytes, brotli } = await precompressDir(outDir);
        const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
        console.log(`precompressed ${files} files: ${mb(bytes)} → ${mb(brotli)} brotli in ${Date.now() - t} ms`);
      },
    },
  };
}
