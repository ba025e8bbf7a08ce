// A real HTTP server on loopback that answers each path the way a test tells it to.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface TestServer {
  baseUrl: string;
  /** Every request seen, as "METHOD /path". */
  requests: string[];
  on(method: string, path: string, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  };
}

export function text(status: number, body: string, contentType: string, statusMessage?: string): Handler {
  return (_request, response) => {
    if (statusMessage === undefined) response.writeHead(status, { 'content-type': contentType });
    else response.writeHead(status, statusMessage, { 'content-type': contentType });
    response.end(body);
  };
}

/** Accepts the request, then drops the connection without an answer. */
export const dropConnection: Handler = (request) => request.socket.destroy();

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const key = `${request.method} ${(request.url ?? '').split('?')[0]}`;
    requests.push(key);
    const handler = routes.get(key) ?? json(404, { error: `No test route for ${key}`, message: 'Not Found' });
    request.resume();
    request.on('end', () => handler(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on: (method, path, handler) => void routes.set(`${method} ${path}`, handler),
    reset: () => {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
