import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The renderer's layers, checked on every import (docs/architecture.md, "Renderer layers", rules R1-R3):
 *   app/ -> features/<f>/ -> api/, state/, components/ -> config/, platform/ -> src-shared/
 * A feature never imports another feature or app/; the layers below features never import app/ or a feature.
 */
const ROOT = resolve(import.meta.dirname, '..', 'src-renderer');
const DOC = 'see docs/architecture.md, Renderer layers';
const LOW = ['api', 'state', 'config', 'components', 'platform'];

function place(abs) {
  const rel = relative(ROOT, abs).split(sep).join('/');
  if (rel.startsWith('..')) return null;
  const [top, sub] = rel.split('/');
  if (top === 'features') return { rel, layer: 'features', feature: sub };
  return { rel, layer: top.replace(/\.tsx?$/, '') };
}

function target(filename, source) {
  if (source.startsWith('.')) return place(resolve(dirname(filename), source));
  if (source.startsWith('@renderer/')) return place(resolve(ROOT, source.slice('@renderer/'.length)));
  return null;
}

function problem(from, to) {
  if (!to) return null;
  if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature)
    return `Feature '${from.feature}' must not import feature '${to.feature}': move what both need to src-renderer/api/, state/ or components/ (${DOC}, rule R1).`;
  if (from.layer === 'features' && to.layer === 'app')
    return `Features never import app/: route paths live in config/paths.ts, session and store hooks in state/ (${DOC}, rule R2).`;
  if (LOW.includes(from.layer) && (to.layer === 'app' || to.layer === 'features'))
    return `${from.layer}/ sits below features and app/ and must not import ${to.layer}/ (${DOC}, rule R3).`;
  return null;
}

export const rendererLayers = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [], docs: { description: 'Renderer layer and feature boundaries' } },
      create(context) {
        const from = place(context.filename);
        if (!from) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const message = problem(from, target(context.filename, source));
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
