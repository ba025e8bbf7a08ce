// A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, standing in for Google, and a tiny
// browser that walks its sign-in and consent pages (the provider's own dev interactions) to the redirect back.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts whose email Google would report as not verified. */
  unverified: Set<string>;
  /**
   * Follows an authorization URL as a browser would, signing in as `email` and consenting, and returns the URL
   * the provider finally redirects to (the relying party's callback with code and state).
   */
  signInAs(authorizationUrl: string, email: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'campus-test';
  const clientSecret = 'campus-test-secret-that-is-long-enough-for-hs256';
  const unverified = new Set<string>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // The account id is the email address typed on the provider's sign-in page.
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !unverified.has(id) }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Like Google: the email is in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['campus-test-provider-cookies'] },
    // Explicit lifetimes (seconds), so the provider does not warn about its defaults.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  server.on('request', provider.callback());

  async function signInAs(authorizationUrl: string, email: string): Promise<URL> {
    const jar = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        const [name, value] = [pair!.slice(0, index).trim(), pair!.slice(index + 1).trim()];
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    };

    let response = await send(authorizationUrl);
    for (let step = 0; step < 20; step++) {
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, issuer);
        if (next.origin !== issuer) return next;
        response = await send(next.href);
        continue;
      }
      const page = await response.text();
      if (!response.ok) throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`);
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      const prompt = /name="prompt" value="([a-z]+)"/.exec(page)?.[1];
      if (!action || !prompt) throw new Error(`unexpected provider page: ${page.slice(0, 300)}`);
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login: email, password: 'any' } : { prompt });
      response = await send(new URL(action, issuer).href, {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    throw new Error('the provider kept redirecting');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    unverified,
    signInAs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
