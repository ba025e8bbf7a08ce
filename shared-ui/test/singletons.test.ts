// The shell shares only the shared-ui modules that hold state (shared-ui/build/shared-modules.js); every
// other file is compiled into each app. A stateful file missing from that list would exist once per remote:
// a second auth store, a second QueryClient. These tests find module state in the sources and hold the list to it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
// @ts-expect-error the webpack helpers are plain ES modules without type declarations
import { SHARED_UI_SINGLETONS } from '../build/shared-modules.js';

const sourceDir = path.resolve(import.meta.dirname, '../src');

/**
 * Module state: a top-level `let`, a zustand store made at module level, a React context, the i18next instance
 * being set up, or a class (its identity is state: `instanceof` fails for an instance of another copy). A store
 * made inside a function an app calls (createUnitScope) belongs to that app and is not shared.
 */
const MODULE_STATE = [/^(?:export )?(?:let|var)\s/m, /^(?:export )?const \w+ = create\b/m, /\bcreateContext\(/, /\.use\(initReactI18next\)/, /^(?:export )?class\s/m];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const modulePath = (file: string) => path.relative(sourceDir, file).replace(/\.tsx?$/, '').split(path.sep).join('/');

function statefulModules(): string[] {
  return sourceFiles(sourceDir)
    .filter((file) => MODULE_STATE.some((pattern) => pattern.test(readFileSync(file, 'utf8'))))
    .map(modulePath)
    .sort();
}

describe('the shared-ui singletons the shell provides', () => {
  it('when the sources are scanned, then exactly the modules with state are shared', () => {
    expect([...(SHARED_UI_SINGLETONS as string[])].sort()).toEqual(statefulModules());
  });

  it('when a module with state is looked for, then the auth store, the QueryClient, the i18next instance and the API error class are found', () => {
    expect(statefulModules()).toEqual(expect.arrayContaining(['auth/auth-store', 'query/query-provider', 'i18n/i18n', 'api/api-error']));
  });
});
