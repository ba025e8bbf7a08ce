// The Module Federation `shared` configuration of the platform.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ANTD_SHARE_KEYS } from './antd-components.js';

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
  '@campus/shared-ui',
];

/**
 * The host provides every shared module from its own build. Remotes declare the same keys with
 * `import: false`: they never bundle a fallback and always take the host's copy. That guarantees one
 * instance of each (no second React or antd context when a remote was built against a newer patch),
 * and keeps remote builds small and fast.
 */
export function sharedModules({ dir, packageJson, isHost }) {
  const keys = [...SINGLETON_LIBRARIES, ...ANTD_SHARE_KEYS];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      {
        singleton: true,
        requiredVersion: requiredVersion(dir, packageJson, packageNameOf(key)),
        ...(isHost ? {} : { import: false }),
      },
    ]),
  );
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
function installedVersion(dir, packageName) {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', packageName, 'package.json');
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8')).version;
    if (path.dirname(folder) === folder) throw new Error(`Cannot find the package ${packageName} from ${dir}`);
  }
}
