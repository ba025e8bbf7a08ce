// The setup every screen test of the learning area shares: antd's browser stubs, the area's texts in English, a real
// HTTP server the API client talks to (answers set per test, cleared before each), and the rendered tree cleaned up.
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { configureApiClient } from '../../../shared-ui/src/api/client.js';
import { registerTranslations, setLanguage } from '../../../shared-ui/src/i18n/i18n.js';
import { startTestServer, type TestServer } from '../../../shared-ui/test/support/json-server.js';
import { stubMatchMedia } from '../../../shared-ui/test/support/render.js';
import en from '../../src/i18n/en.js';
import hy from '../../src/i18n/hy.js';
import ru from '../../src/i18n/ru.js';

/** Call at the top of a test file; the server is there from beforeAll on. */
export function useScreenServer(): { readonly server: TestServer } {
  const holder = {} as { server: TestServer };
  beforeAll(async () => {
    stubMatchMedia();
    registerTranslations('learning', { hy, en, ru });
    await setLanguage('en');
    holder.server = await startTestServer();
    configureApiClient({ baseUrl: holder.server.baseUrl });
  });
  afterAll(() => holder.server.close());
  beforeEach(() => holder.server.reset());
  afterEach(cleanup);
  return holder;
}
