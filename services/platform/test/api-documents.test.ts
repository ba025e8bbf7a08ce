// The OpenAPI documents are complete enough to build a client from: every operation of every service says in a
// summary what it does, answers something in 2xx (or redirects), and documents the refusals its declaration implies (400 where it
// validates input, 401 and 403 where it is guarded). A route added later is held to this without editing the test.
import { startTestApp, type TestApp } from '@campus/kit/testing';
import { SERVICE_MODULES } from '../src/modules.js';

let platform: TestApp;

beforeAll(async () => {
  platform = await startTestApp(SERVICE_MODULES);
}, 180_000);

afterAll(() => platform?.close(), 60_000);

interface Operation {
  summary?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  'x-access'?: Record<string, unknown>;
}

test('every operation has a summary, a success answer and the refusals its access implies', async () => {
  const gaps: string[] = [];
  let operations = 0;
  for (const module of SERVICE_MODULES) {
    const document = (await platform.app.inject(`/api/${module.name}/docs`)).json() as { paths: Record<string, Record<string, Operation>> };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const name = `${method.toUpperCase()} ${path}`;
        const answers = Object.keys(operation.responses ?? {});
        if (!operation.summary?.trim()) gaps.push(`${name}: no summary`);
        if (!answers.some((status) => /^[23]/.test(status))) gaps.push(`${name}: no 2xx or redirect answer`);
        const access = operation['x-access'] ?? {};
        if (!('public' in access) && !answers.includes('401')) gaps.push(`${name}: guarded but no 401`);
        if (('roles' in access || 'permission' in access) && !answers.includes('403')) gaps.push(`${name}: limited to some people but no 403`);
        if ((operation.parameters?.length || operation.requestBody) && !answers.includes('400')) gaps.push(`${name}: takes input but no 400`);
      }
    }
  }
  expect(operations).toBeGreaterThan(100);
  expect(gaps).toEqual([]);
}, 120_000);
