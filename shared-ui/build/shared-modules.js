// The Module Federation `shared` configuration of the platform.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

import { ANTD_SHARE_KEYS } from './antd-components.js';

/** Provided by the shell in place of the whole package (see react-router-facade.js). */
export const REACT_ROUTER_FACADE = path.join(import.meta.dirname, 'react-router-facade.js');
const FACADE_KEYS = new Set(['react-router', 'react-router-dom']);

/**
 * Libraries that hold state (React, the router context, the QueryClient, the auth store, the i18next
 * instance, dayjs locale) and must exist once in the page, whoever imports them.
 */
export const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
  'dayjs',
];

/**
 * The host provides every shared module from its own build. Remotes declare the same keys with
 * `import: false`: they never bundle a fallback and always take the host's copy. That guarantees one
 * instance of each (no second React or antd context when a remote was built against a newer patch),
 * and keeps remote builds small and fast.
 */
export function sharedModules({ dir, packageJson, isHost }) {
  const keys = [...SINGLETON_LIBRARIES, ...ANTD_SHARE_KEYS];
  const libraries = Object.fromEntries(
    keys.map((key) => [
      key,
      {
        singleton: true,
        requiredVersion: requiredVersion(dir, packageJson, packageNameOf(key)),
        ...(isHost ? hostSource(dir, key) : { import: false }),
      },
    ]),
  );
  return { ...libraries, ...sharedUiModules(dir, isHost) };
}

/**
 * @campus/shared-ui holds the platform's state (QueryClient, auth store, i18next instance, API client
 * settings) and must be one instance. Sharing its public entry as one module would make every page
 * download all of it (the account card, the error panel, their antd components) because a shared module
 * cannot be tree-shaken. So each of its source files is shared on its own, matched by resolved path:
 * the barrel (src/index.ts) stays an ordinary, tree-shaken module in each build, and a page downloads
 * only the shared-ui files it uses, each still a singleton provided by the shell.
 */
function sharedUiModules(dir, isHost) {
  const packageDir = realpathSync(path.dirname(installedPackageJson(dir, '@campus/shared-ui')));
  const version = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  const sourceDir = path.join(packageDir, 'src');
  return Object.fromEntries(
    sourceFiles(sourceDir)
      .filter((file) => file !== path.join(sourceDir, 'index.ts'))
      .map((file) => {
        const modulePath = path.relative(sourceDir, file).replace(/\.tsx?$/, '').split(path.sep).join('/');
        const shareKey = `@campus/shared-ui/${modulePath}`;
        const source = isHost ? { import: file, version } : { import: false };
        return [shareKey, { request: file, shareKey, singleton: true, requiredVersion: `^${version}`, ...source }];
      }),
  );
}

/** Every .ts/.tsx module under a folder, without tests and declarations. */
function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The shell provides React Router through its facade, with the real package's version. Each antd entry is
 * provided by its file path: a package request ('antd/es/modal') is provided only when the host itself imports
 * it, so components only remotes use (Modal, Popconfirm, Progress…) were missing at run time ("Can not get
 * 'antd/es/modal'"); a path is always provided, still as its own lazy chunk.
 */
function hostSource(dir, key) {
  if (key.startsWith('antd/es/')) {
    const file = path.join(path.dirname(installedPackageJson(dir, 'antd')), 'es', key.slice('antd/es/'.length), 'index.js');
    return existsSync(file) ? { import: file, version: installedVersion(dir, 'antd') } : {};
  }
  if (!FACADE_KEYS.has(key)) return {};
  return { import: REACT_ROUTER_FACADE, version: installedVersion(dir, 'react-router') };
}

/** Aliases the facade uses to reach React Router's ES modules without being caught by sharing. */
export function reactRouterAliases(dir) {
  const root = path.dirname(installedPackageJson(dir, 'react-router'));
  return {
    'campus-internal-react-router$': path.join(root, 'dist', 'production', 'index.mjs'),
  };
}

/** 'react/jsx-runtime' → 'react', '@tanstack/react-query' → '@tanstack/react-query', 'antd/es/x' → 'antd'. */
function packageNameOf(shareKey) {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The range the app declares in its package.json; for workspace ('*') or undeclared packages, a caret
 * on the installed version, so a mismatch is reported by the runtime instead of silently accepted.
 */
function requiredVersion(dir, packageJson, packageName) {
  const declared = packageJson.dependencies?.[packageName] ?? packageJson.devDependencies?.[packageName];
  if (declared && declared !== '*' && !declared.startsWith('workspace:')) return declared;
  return `^${installedVersion(dir, packageName)}`;
}

/** Node's lookup: <dir>/node_modules/<name>/package.json, then each parent folder's node_modules. */
function installedPackageJson(dir, packageName) {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', packageName, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder) throw new Error(`Cannot find the package ${packageName} from ${dir}`);
  }
}

function installedVersion(dir, packageName) {
  return JSON.parse(readFileSync(installedPackageJson(dir, packageName), 'utf8')).version;
}
