// The domain's folders form a tree: a feature imports the market kernel and the shared services
// below it, and another feature only in the few directions named here, so no two features ever
// reach each other (no loop of folders). Resolved by path, so every spelling of an import is caught:
// relative at any depth, or through the @tender/functions alias.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FUNCTIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOMAIN = path.join(FUNCTIONS, 'domain');
const ALIAS = '@tender/functions/';

/**
 * The kernel: the market's own rules (a bid's states, tender access, sealed covers, receipts, the
 * opening's states, settling bid security) and the services every feature may use. Each names the
 * kernel folders it may import itself; none imports a feature.
 */
export const KERNEL = {
  market: ['mail'],
  mail: [],
  limits: [],
  audit: ['market'],
  uploads: ['market'],
  documents: [],
};

/** The only imports from one feature into another: the first uses a part of the second. */
export const FEATURE_DIRECTIONS = {
  accounts: ['account-data'],
  award: ['tenders'],
  bids: ['evaluation', 'follows', 'payments'],
  corrigenda: ['tenders'],
  dashboard: ['registrants'],
  follows: ['clarifications'],
  invoices: ['payments'],
  opening: ['bids', 'evaluation'],
  profile: ['accounts', 'registrants'],
  registrants: ['erasure'],
  registration: ['account-data', 'accounts', 'invoices', 'payments', 'profile'],
};

/** The domain folder a file is in, or null outside functions/domain's folders. */
function folderOf(file) {
  const relative = path.relative(DOMAIN, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

function targetOf(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith(ALIAS)) return path.join(FUNCTIONS, source.slice(ALIAS.length));
  return null;
}

/** Why `from` may not import `to`, or null when it may. */
export function refusal(from, to) {
  if (from === to) return null;
  if (from in KERNEL) {
    return KERNEL[from].includes(to)
      ? null
      : `domain/${from} is the kernel and imports ${to in KERNEL ? `domain/${to} only if KERNEL says so` : `no feature (domain/${to})`}: move what it needs into the kernel.`;
  }
  if (to in KERNEL || (FEATURE_DIRECTIONS[from] ?? []).includes(to)) return null;
  return `domain/${from} imports domain/${to}: features never import each other. Move what both need into domain/market (or another kernel folder), or name the direction in functions/lint/domain-tree.js if ${to} never needs ${from}.`;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Domain features import the kernel, and each other only in the named directions.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = folderOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = targetOf(file, source);
      const to = target && folderOf(target);
      const message = to && refusal(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export const domainTree = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
