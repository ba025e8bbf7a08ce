import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, configureApiClient } from '../src/api/client.js';
import { ApiError, errorMessage } from '../src/api/api-error.js';
import { dropConnection, json, startTestServer, text, type TestServer } from './support/json-server.js';

let server: TestServer;
const onUnauthorized = jest.fn();

beforeAll(async () => {
  server = await startTestServer();
  configureApiClient({ baseUrl: server.baseUrl, onUnauthorized });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  onUnauthorized.mockClear();
});

async function caught(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('answers and error texts', () => {
  it('when the server answers JSON, then the call returns the parsed body', async () => {
    server.on('GET', '/api/things', json(200, { data: [1, 2] }));
    await expect(api.get('/api/things')).resolves.toEqual({ data: [1, 2] });
  });

  it('when a body is posted, then it arrives as JSON with cookies allowed', async () => {
    let received = '';
    server.on('POST', '/api/things', (request, response) => {
      received = `${request.headers['content-type']}`;
      json(201, { ok: true })(request, response);
    });
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ ok: true });
    expect(received).toContain('application/json');
  });

  it('when the body has error and message, then the error text is `error`', async () => {
    server.on('GET', '/api/fail', json(400, { error: 'Email is required', message: 'Bad Request', code: 'VALIDATION_FAILED' }));
    const error = await caught(api.get('/api/fail'));
    expect(error).toMatchObject({ status: 400, message: 'Email is required', code: 'VALIDATION_FAILED' });
    expect(errorMessage(error)).toBe('Email is required');
  });

  it('when the body has only message, then the error text is `message`', async () => {
    server.on('GET', '/api/fail', json(409, { message: 'Already initialised' }));
    expect((await caught(api.get('/api/fail'))).message).toBe('Already initialised');
  });

  it('when the body has neither, then the error text is the HTTP status text', async () => {
    server.on('GET', '/api/fail', text(418, '', 'application/json', "I'm a teapot"));
    expect((await caught(api.get('/api/fail'))).message).toBe("I'm a teapot");
  });

  it('when there is no status text either, then the text is the general fallback', async () => {
    server.on('GET', '/api/fail', text(422, '{}', 'application/json', ''));
    const error = await caught(api.get('/api/fail'));
    expect(error.message).toBe('An unexpected error occurred');
    expect(errorMessage(new Error(''))).toBe('An unexpected error occurred');
    expect(errorMessage('something odd')).toBe('An unexpected error occurred');
  });

  it('when a 429 arrives, then retryAfter and details are kept', async () => {
    server.on('POST', '/api/auth/login', json(429, { error: 'Too many login attempts', message: 'Too Many Requests', code: 'RATE_LIMITED', retryAfter: 42, details: { scope: 'ip' } }));
    const error = await caught(api.post('/api/auth/login', { email: 'a@b.c', password: 'x' }));
    expect(error).toMatchObject({ status: 429, retryAfter: 42, code: 'RATE_LIMITED', details: { scope: 'ip' } });
  });

  it('when the server answers an HTML page where JSON was expected, then it is an error', async () => {
    server.on('GET', '/api/missing', text(200, '<!doctype html><html></html>', 'text/html; charset=utf-8'));
    const error = await caught(api.get('/api/missing'));
    expect(error.code).toBe('HTML_INSTEAD_OF_JSON');
    expect(error.message).toMatch(/web page instead of data/);
  });

  it('when a 2xx body is not JSON, then the error says a JSON response was expected', async () => {
    server.on('GET', '/api/odd', text(200, 'plain words', 'text/plain'));
    expect((await caught(api.get('/api/odd'))).message).toBe('Expected JSON response');
  });

  it('when the connection drops, then the error says the network connection failed', async () => {
    server.on('GET', '/api/drop', dropConnection);
    const error = await caught(api.get('/api/drop'));
    expect(error).toMatchObject({ status: 0, message: 'Network connection failed' });
  });

  it('when a 5xx has no text, then the shown text is the server-error message', async () => {
    server.on('GET', '/api/boom', text(503, '', 'application/json', ''));
    const error = await caught(api.get('/api/boom'));
    const t = (key: string, options: { defaultValue: string }) => (key === 'errors.server' ? 'Server error. Please try again later.' : options.defaultValue);
    expect(errorMessage(error, t)).toBe('Server error. Please try again later.');
  });

  it('when a translator is given for a client-written text, then the translated text is shown', async () => {
    server.on('GET', '/api/drop', dropConnection);
    const error = await caught(api.get('/api/drop'));
    const t = (key: string) => `translated:${key}`;
    expect(errorMessage(error, t)).toBe('translated:errors.network');
  });

  it('when the answer is 204, then the call returns undefined', async () => {
    server.on('DELETE', '/api/things/1', (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });
});

describe('expired sessions', () => {
  function expireOnce(path: string) {
    let calls = 0;
    server.on('GET', path, (request, response) => {
      calls += 1;
      const handler = calls === 1 ? json(401, { error: 'Session expired', message: 'Unauthorized' }) : json(200, { calls });
      handler(request, response);
    });
  }

  it('when a call gets 401 and the refresh works, then it refreshes once and retries', async () => {
    expireOnce('/api/me');
    server.on('POST', '/api/auth/refresh', json(200, { user: {} }));
    await expect(api.get('/api/me')).resolves.toEqual({ calls: 2 });
    expect(server.requests).toEqual(['GET /api/me', 'POST /api/auth/refresh', 'GET /api/me']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('when the refresh fails, then onUnauthorized is called and the 401 is thrown', async () => {
    server.on('GET', '/api/me', json(401, { error: 'Session expired', message: 'Unauthorized' }));
    server.on('POST', '/api/auth/refresh', json(401, { error: 'Refresh token invalid', message: 'Unauthorized' }));
    const error = await caught(api.get('/api/me'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('when several calls get 401 at once, then they share one refresh', async () => {
    expireOnce('/api/a');
    expireOnce('/api/b');
    expireOnce('/api/c');
    server.on('POST', '/api/auth/refresh', (request, response) => {
      setTimeout(() => json(200, { user: {} })(request, response), 50);
    });
    await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
    expect(server.requests.filter((line) => line === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('when the login itself answers 401, then no refresh is tried', async () => {
    server.on('POST', '/api/auth/login', json(401, { error: 'Invalid email or password', message: 'Unauthorized', code: 'INVALID_CREDENTIALS' }));
    const error = await caught(api.post('/api/auth/login', { email: 'a@b.c', password: 'wrong' }));
    expect(error.message).toBe('Invalid email or password');
    expect(server.requests).toEqual(['POST /api/auth/login']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
