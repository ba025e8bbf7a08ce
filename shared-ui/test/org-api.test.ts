import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient } from '../src/api/client.js';
import { fetchOrgOptions } from '../src/academic/org-api.js';
import { json, startTestServer, type TestServer } from './support/json-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  configureApiClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('pick-lists of the organizational API', () => {
  it('when filters are given, then one page of 100 is asked with the sort and the filters that have a value', async () => {
    let asked = '';
    server.on('GET', '/api/organizational/lecturers', (request, response) => {
      asked = request.url ?? '';
      json(200, { data: [{ id: 'l1' }], total: 1, page: 1, pageSize: 100 })(request, response);
    });
    await expect(fetchOrgOptions('lecturers', { sort: 'lastName', facultyId: 'f1', departmentId: undefined, groupId: '' })).resolves.toEqual([{ id: 'l1' }]);
    expect(asked).toBe('/api/organizational/lecturers?pageSize=100&sort=lastName&facultyId=f1');
  });
});
