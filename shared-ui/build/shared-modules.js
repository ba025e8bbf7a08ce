// The Module Federation `shared` configuration of the platform.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
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
 * What the shell provides to the remotes, one entry per share key: the module to load (a package request or a
 * file), its version and the range a remote must accept. The shell is not built with the federation plugin:
 * its own imports are ordinary, tree-shaken modules, and it hands these to the federation runtime only when it
 * first loads a remote (host-shares-loader.cjs, shell/src/lib/remotes/federation.ts). So a public page such as
 * /login downloads neither the runtime (~25 KB gzip) nor the list of ~80 shares, and a new shared file or antd
 * component adds nothing to it. The same modules reach the remotes as reach the shell's own code: one React,
 * one antd context and style cache, one store of each kind.
 * @returns {{ key: string, request: string, version: string, requiredVersion: string }[]}
 */
export function hostShares({ dir, packageJson }) {
  const libraries = [...SINGLETON_LIBRARIES, ...ANTD_SHARE_KEYS].map((key) => {
    const packageName = packageNameOf(key);
    const source = hostSource(dir, key);
    return {
      key,
      request: source.import ?? key,
      version: source.version ?? installedVersion(dir, packageName),
      requiredVersion: requiredVersion(dir, packageJson, packageName),
    };
  });
  const sharedUi = Object.entries(sharedUiModules(dir, true)).map(([key, config]) => ({
    key,
    request: config.import,
    version: config.version,
    requiredVersion: config.requiredVersion,
  }));
  return [...libraries, ...sharedUi];
}

/**
 * The shared-ui modules that hold the platform's state and must be one instance in the page, whoever imports
 * them: the API client (its settings and the one refresh in flight) and its error class (an error the shell's
 * client throws must be `instanceof ApiError` in every remote), the auth store, the i18next instance, the UI
 * preferences and the QueryClient. The shell provides them; remotes always take the shell's.
 *
 * Every other shared-ui file (screens, tables, forms, charts) is ordinary code that each app compiles into
 * its own build, tree-shaken through the barrel: changing the course form means rebuilding and redeploying
 * the remotes that show it, not the shell, and /login pays nothing for files it never loads.
 * shared-ui/test/singletons.test.ts fails when a file with module state is missing here.
 */
export const SHARED_UI_SINGLETONS = ['api/api-error', 'api/client', 'auth/auth-store', 'i18n/i18n', 'prefs/ui-prefs', 'query/query-provider'];

/** Matched by resolved path, so a relative import inside shared-ui ('../api/client.js') is shared too. */
function sharedUiModules(dir, isHost) {
  const packageDir = realpathSync(path.dirname(installedPackageJson(dir, '@campus/shared-ui')));
  const version = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  return Object.fromEntries(
    SHARED_UI_SINGLETONS.map((modulePath) => {
      const file = sourceFile(path.join(packageDir, 'src', modulePath));
      const shareKey = `@campus/shared-ui/${modulePath}`;
      const source = isHost ? { import: file, version } : { import: false };
      return [shareKey, { request: file, shareKey, singleton: true, requiredVersion: `^${version}`, ...source }];
    }),
  );
}

/** 'src/api/client' → its .ts or .tsx file. */
function sourceFile(withoutExtension) {
  const file = ['.ts', '.tsx'].map((extension) => withoutExtension + extension).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`shared-modules.js: ${withoutExtension}.ts(x) does not exist; update SHARED_UI_SINGLETONS`);
  return file;
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
