// The app's zones (DESIGN.md "Boundaries"): a feature, the shared app layer and the shared
// components reach another feature only through its index.ts, the flow's public face.
import path from 'node:path';

const FEATURES = 'src/features/';

/** The feature a repository-relative path belongs to, or null. */
const featureOf = (file) =>
  file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : null;

const featureIndex = {
  meta: {
    type: 'problem',
    docs: { description: 'another feature is imported only through its index.ts' },
    messages: {
      pastIndex:
        "Import '{{feature}}' through its index ('{{index}}'): a feature reaches another only through that feature's index.ts (DESIGN.md \"Boundaries\")",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const own = featureOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      const feature = featureOf(`${target}/`);
      if (feature === null || feature === own) return;
      const root = `${FEATURES}${feature}`;
      if (target === root || target === `${root}/index`) return;
      const index = path.posix.relative(path.posix.dirname(file), root);
      context.report({ node, messageId: 'pastIndex', data: { feature, index } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const zonesPlugin = { rules: { 'feature-index': featureIndex } };

/** Features, the app layer and shared components; routes render a feature's containers. */
export const featureZones = {
  files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
  plugins: { zones: zonesPlugin },
  rules: { 'zones/feature-index': 'error' },
};
