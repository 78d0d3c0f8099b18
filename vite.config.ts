import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer as the plain web target. The desktop build (electron.vite.config.ts) reuses the same root.
export const rendererAlias = {
  '@shared': resolve(import.meta.dirname, 'src-shared'),
  '@renderer': resolve(import.meta.dirname, 'src-renderer'),
};

export default defineConfig({
  root: resolve(import.meta.dirname, 'src-renderer'),
  base: './',
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  plugins: [react()],
  resolve: { alias: rendererAlias },
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/aicenter': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' },
  },
});
