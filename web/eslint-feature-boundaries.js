// The web tree's one direction (web/README.md, bulletproof-react): a feature never imports another
// feature, and shared code (components, lib, config, testing) imports no feature; only src/app (the
// routes) and the prerender entry combine features. Resolved by path, so every relative spelling of
// an import into another feature is caught, whatever the importing file's depth.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const SHARED = new Set(['components', 'lib', 'config', 'testing']);

/** 'features/<name>' for a file in a feature, the top folder for the rest of src, null outside src. */
function areaOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, feature] = relative.split(path.sep);
  return top === 'features' ? `features/${feature}` : top;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import no other feature; shared code imports no feature.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from || !(from.startsWith('features/') || SHARED.has(from))) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = areaOf(path.resolve(path.dirname(file), source));
      if (!target?.startsWith('features/') || target === from) return;
      context.report({
        node,
        message: from.startsWith('features/')
          ? `${from} imports ${target}: features never import each other. Move what both need to components/, lib/ or config/, or combine them in app/routes.`
          : `${from}/ is shared code and imports no feature (${target}): move what it needs out of the feature.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/** Test-only code (src/testing) is for tests: no module the app ships may import it. */
const noTestingInApp = {
  meta: {
    type: 'problem',
    docs: { description: 'Only tests import src/testing.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (isTestFile(file) || areaOf(file) === 'testing' || areaOf(file) === null) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (areaOf(path.resolve(path.dirname(file), source)) !== 'testing') return;
      context.report({ node, message: 'src/testing is test-only code: the app must not import it.' });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export const featureBoundaries = {
  rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-testing-in-app': noTestingInApp },
};
