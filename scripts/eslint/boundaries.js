// Lint rules that keep the architecture honest: a package never reaches into another UI package, a feature
// never imports another feature, nobody imports the antd barrel (see shared-ui/build), a service never imports
// another service (only the platform composes them), the browser never imports server code, and contracts,
// which both sides load, imports nothing of ours.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** The shell and every remote (each folder named mfe-*): a new remote is covered without being listed. */
const UI_PACKAGES = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))];
const BROWSER_PACKAGES = [...UI_PACKAGES, 'shared-ui'];
/** The services (every folder of services/ but the shared kit and contracts, and the platform that mounts them). */
const SERVICES = readdirSync(path.join(root, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['kit', 'contracts', 'platform'].includes(entry.name))
  .map((entry) => entry.name);

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

/** The workspace package a bare "@campus/<name>" import names: "services/auth", "shell", "shared-ui"… */
function campusPackage(source) {
  const match = /^@campus\/([^/]+)/.exec(source);
  if (!match) return undefined;
  const name = match[1];
  return UI_PACKAGES.includes(name) || name === 'shared-ui' || name === 'e2e' ? name : `services/${name}`;
}

/** The rule a package's own source breaks by importing `target` (a package as packageOf names it), if any. */
function serverBoundary(from, target) {
  if (from === target) return undefined;
  if (from === 'services/contracts') return 'contractsImports';
  if (BROWSER_PACKAGES.includes(from) && target.startsWith('services/') && target !== 'services/contracts') return 'browserImportsServer';
  const service = (name) => SERVICES.includes(name.replace(/^services\//, '')) && name.startsWith('services/');
  if (service(from) && service(target)) return 'serviceImportsService';
  return undefined;
}

function checkImport(context, node, source) {
  const file = context.filename;
  const inSource = /[\\/]src[\\/]/.test(file);
  const campus = campusPackage(source);
  if (campus && inSource) {
    const broken = serverBoundary(packageOf(file), campus);
    if (broken) {
      context.report({ node, messageId: broken, data: { from: packageOf(file), target: campus } });
      return;
    }
  }
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
      serviceImportsService: '{{from}} must not import {{target}}: ask it over its /internal routes or an event, with the shapes in @campus/contracts.',
      browserImportsServer: '{{from}} runs in the browser and must not import {{target}}: only @campus/contracts is shared with the server.',
      contractsImports: '@campus/contracts is loaded by the browser and every service, so it imports nothing of ours ({{target}}).',
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
