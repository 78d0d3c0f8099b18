import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { pdfjsAssets } from './scripts/pdfjs-assets';
import { precompress } from './scripts/precompress';
import { pyodideAssets } from './scripts/pyodide-assets';
import { serviceWorker } from './scripts/service-worker';
import { SIGN_IN_SHELL_SCRIPT_HASH } from './src-shared/rules/content-security-policy';

// The renderer as the plain web target. The desktop build (electron.vite.config.ts) reuses the same root.
export const rendererAlias = {
  '@shared': resolve(import.meta.dirname, 'src-shared'),
  '@renderer': resolve(import.meta.dirname, 'src-renderer'),
};

/**
 * The shared contracts (`src-shared/api/*.ts`) build zod schemas at module level beside the API paths. The renderer
 * imports the paths and the types, rarely a schema, but a module-level call counts as a side effect, so every
 * schema (and all of zod) would ship to every screen. Building a schema has no side effects: each top-level
 * `const x = <call>` (and descriptor group `const XApi = { ... }`) there is wrapped as `/* @__PURE__ *\/ (() => <call>)()`, so an unused schema is dropped, and zod
 * with it when no screen validates with one (about 22 KB gzip off the sign-in route). Semantics are unchanged.
 */
interface AstProperty {
  type: string;
  key: { name?: string };
  start: number;
  end: number;
}

export function pureSchemas(): Plugin {
  return {
    name: 'classpro:pure-schemas',
    transform(code, id) {
      if (!/src-shared[\\/]api[\\/][^\\/]+\.ts$/.test(id)) return null;
      // The renderer never validates with a descriptor's schemas (`call()` reads method, path and body kind; the
      // server validates): in the client build a descriptor's request/response/headers are left out, so a screen
      // that calls one endpoint does not keep every schema of its area, and zod, alive. Vitest and the server
      // build do not use this plugin and see the full descriptors.
      const edits: [number, number][] = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const n = node as { type?: string; callee?: { type: string; name?: string }; arguments?: unknown[] };
        if (n.type === 'CallExpression' && n.callee?.type === 'Identifier' && /^(get|post)$/.test(n.callee.name!)) {
          const opts = n.arguments?.[1] as { type: string; properties: AstProperty[] } | undefined;
          if (opts?.type === 'ObjectExpression')
            for (const p of opts.properties)
              if (p.type === 'Property' && ['request', 'response', 'headers'].includes(p.key.name ?? ''))
                edits.push([p.start, p.end]);
        }
        for (const v of Object.values(node)) visit(v);
      };
      visit(this.parse(code).body);
      let out = code;
      for (const [from, to] of edits.sort((x, y) => y[0] - x[0])) {
        const key = out.slice(from, to).match(/^\w+/)![0];
        out = `${out.slice(0, from)}${key}: undefined${out.slice(to)}`;
      }
      if (/[\\/]endpoint\.ts$/.test(id)) {
        // define() falls back to the `noInput` schema; the client has no use for it (see above).
        if (!out.includes('opts.request ?? noInput')) this.error('pureSchemas: define() in endpoint.ts changed');
        out = out.replace('opts.request ?? noInput', 'opts.request');
      }
      const spans: [number, number][] = [];
      for (const node of this.parse(out).body) {
        const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
        if (decl?.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations) {
          // `{ ... } as const` descriptor groups (one descriptor per endpoint) are wrapped whole, like schemas.
          if (!d.init) continue;
          const init = d.init.type === 'TSAsExpression' ? d.init.expression : d.init;
          if (init.type === 'CallExpression' || init.type === 'ObjectExpression')
            spans.push([d.init.start, d.init.end]);
        }
      }
      for (const [from, to] of spans.reverse())
        out = `${out.slice(0, from)}/* @__PURE__ */ (() => (${out.slice(from, to)}))()${out.slice(to)}`;
      return { code: out, map: null };
    },
  };
}

/**
 * MUI's `createTheme` and `ThemeProvider` carry the CSS-variables theme builder and provider (about 7 KB gzip on every
 * entry) for themes created with `cssVariables` or `colorSchemes`. Ours is not (src-renderer/config/theme.ts): those two
 * internal imports resolve to stubs that fail loudly if a theme ever asks for CSS variables, so it cannot pass
 * silently unstyled.
 */
export function muiWithoutCssVars(): Plugin {
  const STUB = '\0classpro:mui-css-vars-stub';
  const fail = `throw new Error('CSS-variables themes are stubbed out (vite.config.ts, muiWithoutCssVars)')`;
  return {
    name: 'classpro:mui-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/@mui[\\/]material[\\/]esm[\\/]styles[\\/]/.test(importer)) return null;
      if (/createTheme\.js$/.test(importer) && source === './createThemeWithVars.js') return STUB;
      if (/ThemeProvider\.js$/.test(importer) && source === './ThemeProviderWithVars.js') return STUB;
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      return `export default function createThemeWithVars() { ${fail} }\nexport function CssVarsProvider() { ${fail} }`;
    },
  };
}

/**
 * `Msg` (src-shared/rules/messages.ts) is one object of every user-facing string, server messages included; a screen
 * that reads one message would keep all of them (5.5 KB gzip on every entry). In the client build each `Msg.<key>`
 * read, in a module that imports `Msg`, reads a module of its own holding that one string: the bundler then puts a
 * message in the chunk of the screens that show it, and the entry carries only the few it shows. `Msg` stays
 * importable whole (a module that iterates it keeps the whole object). Vitest and the server do not use this plugin.
 */
export function messagesByKey(): Plugin {
  const FILE = resolve(import.meta.dirname, 'src-shared/rules/messages.ts');
  const PREFIX = '\0classpro-msg:';
  let values: Map<string, string> | undefined;
  type Node = { type: string; start: number; end: number; [k: string]: unknown };
  const walk = (node: unknown, visit: (n: Node) => void): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
    if (typeof (node as Node).type === 'string') visit(node as Node);
    for (const v of Object.values(node)) walk(v, visit);
  };
  return {
    name: 'classpro:messages-by-key',
    apply: 'build',
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      if (!values) {
        // The one declaration of the file, `export const Msg = { key: 'text', ... } as const;`, read as JavaScript.
        const ts = readFileSync(FILE, 'utf8');
        const js = ts.replace(/\}\s*as const;/, '};').replace(/^export type .*$/gm, '');
        values = new Map();
        walk(this.parse(js).body, (n) => {
          if (n.type !== 'Property') return;
          const value = n.value as Node & { value?: unknown };
          if (value.type !== 'Literal' || typeof value.value !== 'string')
            this.error('messagesByKey: a non-string message');
          values!.set((n.key as { name: string }).name, js.slice(value.start, value.end));
        });
      }
      const key = id.slice(PREFIX.length);
      if (!values.has(key)) this.error(`messagesByKey: no message ${key}`);
      return `export default ${values.get(key)};`;
    },
    async transform(code, id) {
      if (!id.includes('src-') || !code.includes('Msg')) return null;
      const ast = this.parse(code);
      let local: string | undefined;
      for (const n of ast.body as unknown as Node[]) {
        const src = (n.source as { value?: string } | undefined)?.value;
        if (n.type !== 'ImportDeclaration' || !src?.endsWith('messages')) continue;
        if ((await this.resolve(src, id))?.id !== FILE) continue;
        const specifiers = n.specifiers as { type: string; imported?: { name: string }; local: { name: string } }[];
        local = specifiers.find((x) => x.type === 'ImportSpecifier' && x.imported?.name === 'Msg')?.local.name;
      }
      if (!local) return null;
      const reads: [number, number, string][] = [];
      walk(ast.body, (n) => {
        const obj = n.object as Node & { name?: string };
        if (n.type === 'MemberExpression' && !n.computed && obj.type === 'Identifier' && obj.name === local)
          reads.push([n.start, n.end, (n.property as { name: string }).name]);
      });
      if (reads.length === 0) return null;
      let out = code;
      for (const [from, to, key] of reads.sort((a, b) => b[0] - a[0]))
        out = `${out.slice(0, from)}Msg$${key}$${out.slice(to)}`;
      const keys = [...new Set(reads.map((r) => r[2]))];
      const imports = keys.map((k) => `import Msg$${k}$ from ${JSON.stringify(PREFIX + k)};\n`).join('');
      return { code: imports + out, map: null };
    },
  };
}

/**
 * React Router publishes a development and a production build but its package exports name only the development one
 * (no `production` condition), so a plain import ships its dev warnings (`ENABLE_DEV_WARNINGS = true`) to every
 * user. A production build resolves `react-router` to its production build: the same code with the warnings off.
 *
 * Its one module is also not tree-shaken well: `Link`, `NavLink`, `Form` are `React.forwardRef(...)` calls without a
 * pure annotation, followed by `X.displayName = "X"` writes, and both count as side effects, so everything they use
 * (prefetch links, form submission, RSC and framework-mode helpers) ships whether a screen uses them or not; and since
 * a module lives in one chunk, what any lazy screen uses lands in the entry too. Here those calls are marked pure
 * and the display names (read only by React DevTools) left out, so an unused component is dropped.
 */
export function reactRouterProduction(): Plugin {
  const file = resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs');
  return {
    name: 'classpro:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? file : null;
    },
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      const out = code
        .replace(/\b(React\d*\.(?:forwardRef|createContext|memo))\(/g, '/* @__PURE__ */ $1(')
        .replace(/^\w+\.displayName = "\w+";$/gm, '');
      if (code.includes('var NavLink = ') && !out.includes('/* @__PURE__ */ React10.forwardRef('))
        this.error('reactRouterProduction: NavLink is not marked pure; react-router changed');
      return { code: out, map: null };
    },
  };
}

/**
 * `@emotion/react` imports `hoist-non-react-statics` bare (`import 'hoist-non-react-statics'`) beside the helper that
 * uses it for `withTheme`, and the package (CommonJS, with its own copy of react-is 16) does not declare itself free of
 * side effects, so it ran in every entry though nothing uses `withTheme` (about 1.1 KB gzip of the shared chunk). It
 * has none (it only defines functions): declared so here, a bare import of it is dropped; a real use keeps it.
 */
export function sideEffectFree(packages: string[]): Plugin {
  return {
    name: 'classpro:side-effect-free',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!packages.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}

/**
 * Pre-renders the teacher sign-in's frame and brand panel (src-renderer/features/auth/sign-in-shell.tsx) into
 * index.html at `<!--sign-in-shell-->`, from the page's own components, so the sign-in's largest content paints
 * before the app's JavaScript has loaded and run (an inline script, sign-in-shell-script.js, shows it only on a
 * signed-out load of the teacher sign-in; the app swaps in the real page). The desktop build does not use it.
 */
const SHELL_SCRIPT = 'src-renderer/features/auth/sign-in-shell-script.js';

export function signInShell(): Plugin {
  return {
    name: 'classpro:sign-in-shell',
    apply: 'build',
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        root: resolve(import.meta.dirname, 'src-renderer'),
        resolve: { alias: rendererAlias },
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderSignInShell } = (await server.ssrLoadModule('/features/auth/sign-in-shell.tsx')) as {
          renderSignInShell(): string;
        };
        if (!html.includes('<!--sign-in-shell-->'))
          throw new Error('signInShell: index.html has no <!--sign-in-shell-->');
        // The script that shows or removes it runs inline, right after it: no request before the first paint. The
        // page's CSP allows that one script by its hash.
        const script = readFileSync(resolve(import.meta.dirname, SHELL_SCRIPT), 'utf8').replace(/^\s*\/\/.*\n/gm, '');
        const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
        // The server's CSP header (src-shared/rules/content-security-policy.ts) must allow it too.
        if (hash !== SIGN_IN_SHELL_SCRIPT_HASH)
          throw new Error(`signInShell: set SIGN_IN_SHELL_SCRIPT_HASH (content-security-policy.ts) to '${hash}'`);
        if (!html.includes("script-src 'self'")) throw new Error("signInShell: the CSP has no script-src 'self'");
        return html
          .replace("script-src 'self'", `script-src 'self' '${hash}'`)
          .replace('<!--sign-in-shell-->', `${renderSignInShell()}\n    <script>${script}</script>`);
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Vite inlines small assets as data: URLs; one of KaTeX's fonts (KaTeX_Size3) is small enough, and the CSP allows
 * fonts from the app's own origin only (font-src 'self'), so a formula's large delimiters fell back to another font.
 * Fonts always stay files.
 */
export const assetsInlineLimit = (file: string) => (/\.(woff2?|ttf|otf|eot)$/i.test(file) ? false : undefined);

export default defineConfig({
  root: resolve(import.meta.dirname, 'src-renderer'),
  base: './',
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  plugins: [
    react(),
    pureSchemas(),
    muiWithoutCssVars(),
    reactRouterProduction(),
    messagesByKey(),
    sideEffectFree(['hoist-non-react-statics']),
    signInShell(),
    pdfjsAssets(),
    pyodideAssets(),
    serviceWorker(),
    precompress(),
  ],
  resolve: { alias: rendererAlias },
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    // scripts/budgets/static-walk.mjs reads it to weigh what each entry downloads.
    manifest: true,
    assetsInlineLimit,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // What every entry runs before its first screen (React, the router, MUI's core, the guard) as one file rather
        // than ~30: a browser opens 6 connections to a host, so the file count, more than the bytes, set how soon
        // the sign-in page paints. Page chunks stay split as Rolldown chooses.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/aicenter': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' },
  },
});
