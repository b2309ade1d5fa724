// The web app's layers, enforced on every import (static, re-export and dynamic `import()`):
//   app/ (and main.tsx) -> features/<area>/ -> shared/
// shared/ imports neither features/ nor app/; a feature imports no other feature and not app/;
// app/ composes everything. Aliased ('@/features/x') and relative ('../../x') paths are resolved
// to the file they name first, so neither spelling gets around the rule.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/src');

/** 'app', 'shared', 'feature:<name>' or null (the tests' helpers in src/test, anything outside src/). */
function layerOf(file) {
  const rel = relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(sep);
  if (top === 'app' || rel === 'main.tsx') return 'app';
  if (top === 'shared') return 'shared';
  if (top === 'features' && second) return `feature:${second}`;
  return null;
}

function targetOf(fromFile, spec) {
  if (spec.startsWith('@/')) return resolve(srcDir, spec.slice(2));
  if (spec.startsWith('.')) return resolve(dirname(fromFile), spec);
  return null;
}

/** Why `from` may not import `to`, or null when it may. */
function violation(from, to, allowedFeatures) {
  if (from === 'app' || to === null) return null;
  if (to === 'app') return 'only app/ composes the app: move what is needed down to shared/ or keep the code in app/';
  if (from === null || from === to) return null;
  if (from === 'shared' && to.startsWith('feature:'))
    return 'shared/ code must not depend on a feature: move the piece both need to shared/';
  if (from.startsWith('feature:') && to.startsWith('feature:') && !allowedFeatures.includes(to.slice('feature:'.length)))
    return 'features stay independent: move what both need to shared/ (a server resource to shared/resources/<resource>/), or compose them in app/';
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'app -> features -> shared; no feature imports another' },
    schema: [{ type: 'object', properties: { allowFeatures: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { layer: "'{{spec}}': {{why}}." },
  },
  create(context) {
    const from = layerOf(context.filename);
    const allowedFeatures = context.options[0]?.allowFeatures ?? [];
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = targetOf(context.filename, node.value);
      const why = target && violation(from, layerOf(target), allowedFeatures);
      if (why) context.report({ node, messageId: 'layer', data: { spec: node.value, why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const webLayers = { rules: { layers } };
