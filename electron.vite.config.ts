import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { pdfjsAssets } from './scripts/pdfjs-assets';
import { pyodideAssets } from './scripts/pyodide-assets';
import { assetsInlineLimit, pureSchemas, rendererAlias } from './vite.config';

/**
 * The desktop build: main (ESM, out/main/index.js), preload (CommonJS, out/preload/index.cjs: sandboxed preloads
 * cannot load ES modules) and the same renderer as the web build (src-renderer, out/renderer).
 * Main and preload bundle their dependencies, so the package ships no node_modules.
 */
const alias = { '@shared': resolve(import.meta.dirname, 'src-shared') };

export default defineConfig({
  main: {
    resolve: { alias },
    define: {
      __CLASSPRO_API_BASE__: JSON.stringify(process.env.CLASSPRO_API_BASE ?? 'https://www.classpro.cn'),
    },
    build: {
      outDir: 'out/main',
      externalizeDeps: false,
      lib: { entry: resolve(import.meta.dirname, 'src-main/index.ts'), formats: ['es'], fileName: () => 'index.js' },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      lib: {
        entry: resolve(import.meta.dirname, 'src-preload/index.ts'),
        formats: ['cjs'],
        fileName: () => 'index.cjs',
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src-renderer'),
    base: './',
    publicDir: resolve(import.meta.dirname, 'resources/public'),
    plugins: [react(), pureSchemas(), pdfjsAssets(), pyodideAssets()],
    resolve: { alias: rendererAlias },
    build: {
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      emptyOutDir: true,
      assetsInlineLimit,
      chunkSizeWarningLimit: 1200,
      rollupOptions: { input: resolve(import.meta.dirname, 'src-renderer/index.html') },
    },
  },
});
