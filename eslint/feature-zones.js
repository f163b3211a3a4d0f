// The app's zones (DESIGN.md "Boundaries"): a feature, the shared app layer and the shared
// components reach another feature only through its index.ts, the flow's public face.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FEATURES = 'src/features/';

/** The feature a repository-relative path belongs to, or null. */
const featureOf = (file) =>
  file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : null;

/** The path from the project's root that a relative import in `file` names. */
const importedPath = (file, source) =>
  path.posix.normalize(path.posix.join(path.posix.dirname(file), source));

/** This file's path from the project's root, with forward slashes. */
const fileOf = (context) => path.relative(context.cwd, context.filename).split(path.sep).join('/');

/**
 * Runs `check(node, source)` on every relative import, re-export and literal dynamic import of a
 * file (packages are not features).
 */
const relativeImports = (check) => importsWhere((source) => source.startsWith('.'), check);

/** Runs `check(node, source)` on every import, re-export and literal dynamic import `wanted`. */
const importsWhere = (wanted, check) => {
  const visit = (node, source) => {
    if (typeof source === 'string' && wanted(source)) check(node, source);
  };
  return {
    ImportDeclaration: (node) => visit(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && visit(node.source, node.source.value),
    ExportAllDeclaration: (node) => visit(node.source, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && visit(node, node.source.value),
  };
};

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
    const file = fileOf(context);
    const own = featureOf(file);
    return relativeImports((node, source) => {
      const target = importedPath(file, source);
      const feature = featureOf(`${target}/`);
      if (feature === null || feature === own) return;
      const root = `${FEATURES}${feature}`;
      if (target === root || target === `${root}/index`) return;
      const index = path.posix.relative(path.posix.dirname(file), root);
      context.report({ node, messageId: 'pastIndex', data: { feature, index } });
    });
  },
};

/** The relative imports of a source file: static, re-exported and literal dynamic ones. */
const RELATIVE_IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The feature a relative import in `file` reaches, or null (the file's own, or no feature). */
const importedFeature = (file, source) => {
  const target = importedPath(file, source);
  const feature = featureOf(`${target}/`);
  return feature === featureOf(file) ? null : feature;
};

/** Which features each feature imports, read from the files once per lint run. */
let featureGraph = null;
const readFeatureGraph = (cwd) => {
  if (featureGraph !== null) return featureGraph;
  featureGraph = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(path.join(cwd, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const own = featureOf(file);
        const edges = featureGraph.get(own) ?? new Set();
        featureGraph.set(own, edges);
        for (const [, from, dynamic] of readFileSync(path.join(cwd, file), 'utf8').matchAll(
          RELATIVE_IMPORT,
        )) {
          const feature = importedFeature(file, from ?? dynamic);
          if (feature !== null) edges.add(feature);
        }
      }
    }
  };
  visit(FEATURES.slice(0, -1));
  return featureGraph;
};

/** The features from `start` to `goal` through the graph, or null when `goal` is out of reach. */
const pathBetween = (graph, start, goal) => {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const feature = queue.shift();
    if (feature === goal) {
      const steps = [];
      for (let at = goal; at !== null; at = cameFrom.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of graph.get(feature) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, feature);
        queue.push(next);
      }
    }
  }
  return null;
};

const featureAcyclic = {
  meta: {
    type: 'problem',
    docs: { description: 'features import each other in one direction: no cycle' },
    messages: {
      cycle:
        "'{{own}}' imports '{{feature}}', which already leads back to it ({{path}}): features import each other in one direction (DESIGN.md \"Boundaries\"); move what both need to a shared layer",
    },
    schema: [],
  },
  create(context) {
    const file = fileOf(context);
    const own = featureOf(file);
    if (own === null) return {};
    return relativeImports((node, source) => {
      const feature = importedFeature(file, source);
      if (feature === null) return;
      const back = pathBetween(readFeatureGraph(context.cwd), feature, own);
      if (back === null) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { own, feature, path: [own, ...back].join(' -> ') },
      });
    });
  },
};

/** The files above `src/app`: the entries that start it in the browser and on the server. */
const ENTRIES = new Set(['src/main.tsx', 'src/entry-server.tsx']);

const appOnTop = {
  meta: {
    type: 'problem',
    docs: { description: 'nothing below src/app imports it' },
    messages: {
      below:
        "'{{file}}' imports src/app, which composes everything on top: move what it needs to src/shared, src/api or the flow's feature (DESIGN.md \"Boundaries\")",
    },
    schema: [],
  },
  create(context) {
    const file = fileOf(context);
    if (!file.startsWith('src/') || file.startsWith('src/app/') || ENTRIES.has(file)) return {};
    return relativeImports((node, source) => {
      const target = importedPath(file, source);
      if (target === 'src/app' || target.startsWith('src/app/')) {
        context.report({ node, messageId: 'below', data: { file } });
      }
    });
  },
};

/** Capacitor's packages and its community plugins. */
const isNativePackage = (source) =>
  source.startsWith('@capacitor/') || source.startsWith('capacitor-plugin-');

const nativeAdapter = {
  meta: {
    type: 'problem',
    docs: { description: 'only src/native talks to Capacitor' },
    messages: {
      outside:
        "'{{file}}' imports {{source}}: only the native adapter (src/native/) imports Capacitor, so the web's pages never carry it; use the port of src/native/native-app.ts (DESIGN.md \"The mobile app\")",
    },
    schema: [],
  },
  create(context) {
    const file = fileOf(context);
    if (file.startsWith('src/native/')) return {};
    return importsWhere(isNativePackage, (node, source) =>
      context.report({ node, messageId: 'outside', data: { file, source } }),
    );
  },
};

export const zonesPlugin = {
  rules: {
    'feature-index': featureIndex,
    'feature-acyclic': featureAcyclic,
    'app-on-top': appOnTop,
    'native-adapter': nativeAdapter,
  },
};

/** Features, the app layer and shared components; routes render a feature's containers. */
export const featureZones = {
  files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
  plugins: { zones: zonesPlugin },
  rules: { 'zones/feature-index': 'error' },
};

/** Everything in src/ but the app and the entries: nothing imports the app. */
export const appOnTopZone = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { zones: zonesPlugin },
  rules: { 'zones/app-on-top': 'error' },
};

/** Features only: the graph of which imports which has no cycle. */
export const featureDirection = {
  files: ['src/features/**/*.{ts,tsx}'],
  plugins: { zones: zonesPlugin },
  rules: { 'zones/feature-acyclic': 'error' },
};

/** The app, its machines and the server: Capacitor only through the native adapter. */
export const nativeAdapterZone = {
  files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts'],
  plugins: { zones: zonesPlugin },
  rules: { 'zones/native-adapter': 'error' },
};
