// Lint rules that keep the architecture honest: a package never reaches into another UI package,
// a feature never imports another feature, and nobody imports the antd barrel (see shared-ui/build).
import path from 'node:path';

const UI_PACKAGES = ['shell', 'mfe-learning', 'mfe-teaching', 'mfe-deans-office', 'mfe-department', 'mfe-admin'];
const root = path.resolve(import.meta.dirname, '../..');

/** "shell" for /repo/shell/src/x.ts; "services/auth" for /repo/services/auth/src/y.ts. */
function packageOf(file) {
  const [first, second] = path.relative(root, file).split(path.sep);
  return first === 'services' ? `services/${second}` : first;
}

/** The feature folder a file sits in ("login" for …/src/features/login/…), or undefined. */
function featureOf(file) {
  const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
  return match?.[1];
}

function checkImport(context, node, source) {
  const file = context.filename;
  if (source === 'antd') {
    context.report({ node, messageId: 'antdBarrel' });
    return;
  }
  const remote = UI_PACKAGES.find((name) => source === `@campus/${name}` || source.startsWith(`@campus/${name}/`));
  if (remote) {
    context.report({ node, messageId: 'acrossPackages', data: { target: remote } });
    return;
  }
  if (!source.startsWith('.')) return;
  const target = path.resolve(path.dirname(file), source);
  // Only source code is held to package boundaries; repo-wide tests (translations) may read across.
  const inSource = /[\\/]src[\\/]/.test(file);
  if (inSource && packageOf(target) !== packageOf(file)) {
    context.report({ node, messageId: 'acrossPackages', data: { target: packageOf(target) } });
    return;
  }
  const from = featureOf(file);
  const to = featureOf(target + path.sep);
  if (from && to && from !== to) {
    context.report({ node, messageId: 'acrossFeatures', data: { from, to } });
  }
}

const importBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      antdBarrel: "Import antd components by path (e.g. 'antd/es/button') so Module Federation shares only what is used.",
      acrossPackages: 'Do not import from {{target}}: share code through @campus/shared-ui or @campus/contracts.',
      acrossFeatures: "Feature '{{from}}' must not import from feature '{{to}}': move the shared part to shared-ui or the area.",
    },
    schema: [],
  },
  create(context) {
    const visit = (node) => node.source && checkImport(context, node, String(node.source.value));
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: (node) => node.source.type === 'Literal' && checkImport(context, node, String(node.source.value)),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
