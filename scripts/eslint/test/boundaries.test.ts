// The architecture's import rules, run through the repository's own ESLint config on code placed (by name
// only) where each rule applies: each forbidden import is reported, and the allowed ones are not.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The rule messages ESLint reports for `code` as if it were the file at `file` (relative to the root). */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'campus/import-boundaries').map((message) => message.message);
}

describe('import boundaries', () => {
  test.each([
    ['a service imports another service', 'services/notifications/src/x.ts', "import auth from '@campus/auth';\nexport default auth;", /must not import services\/auth/],
    ['a service imports another by a relative path', 'services/grading/src/x.ts', "export { x } from '../../attendance/src/y.js';", /Do not import from services\/attendance/],
    ['the browser imports the kit', 'mfe-admin/src/x.ts', "export { badRequest } from '@campus/kit';", /runs in the browser and must not import services\/kit/],
    ['shared-ui imports a service', 'shared-ui/src/x.ts', "export { default } from '@campus/organizational';", /runs in the browser/],
    ['contracts imports the kit', 'services/contracts/src/x.ts', "export { badRequest } from '@campus/kit';", /imports nothing of ours/],
    ['a remote imports another remote', 'mfe-teaching/src/x.ts', "export { x } from '@campus/mfe-admin';", /Do not import from mfe-admin/],
  ])('when %s, then lint reports it', async (_case, file, code, expected) => {
    const messages = await boundaryMessages(file, code);
    expect(messages).toEqual([expect.stringMatching(expected)]);
  });

  test.each([
    ['a service imports the kit and contracts', 'services/notifications/src/x.ts', "export { badRequest } from '@campus/kit';\nexport { ErrorBody } from '@campus/contracts';"],
    ['the platform composes the services', 'services/platform/src/x.ts', "export { default } from '@campus/auth';"],
    ['a remote imports contracts and shared-ui', 'mfe-admin/src/x.ts', "export { ErrorBody } from '@campus/contracts';\nexport { api } from '@campus/shared-ui';"],
    ["a service's test signs in through auth", 'services/notifications/test/x.test.ts', "export { default } from '@campus/auth';"],
  ])('when %s, then lint allows it', async (_case, file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});
