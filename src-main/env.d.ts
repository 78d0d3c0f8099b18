/** Set at build time by electron.vite.config.ts from CLASSPRO_API_BASE. */
declare const __CLASSPRO_API_BASE__: string;
