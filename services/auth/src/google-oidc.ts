// Google sign-in as an OpenID Connect relying party (openid-client): authorization code flow with PKCE, state and
// nonce. The provider's metadata is discovered once and kept; a failed discovery is retried on the next sign-in.
import * as oidc from 'openid-client';
import type { GoogleConfig } from '@campus/kit';

/** What the browser carries (in a signed cookie) from the start of a sign-in to its callback. */
export interface GoogleAttempt {
  state: string;
  nonce: string;
  verifier: string;
}

export interface GoogleIdentity {
  /** The Google account's id (`sub`); for a Workspace account, also its Directory user id. */
  subject: string;
  email: string;
  emailVerified: boolean;
  /** The Google Workspace domain (`hd` claim), when the account belongs to one. */
  hostedDomain?: string;
}

export interface GoogleSignIn {
  /** The provider's authorization URL for a new attempt, and the attempt to remember. */
  start(): Promise<{ url: string; attempt: GoogleAttempt }>;
  /** Exchanges the code in the callback URL (checking state, nonce and PKCE) for the verified identity. */
  finish(callbackUrl: URL, attempt: GoogleAttempt): Promise<GoogleIdentity>;
  /** Whether a verified identity may sign in here (GOOGLE_ALLOWED_DOMAINS). */
  domainAllowed(identity: GoogleIdentity): boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function createGoogleSignIn(google: GoogleConfig, redirectUri: string): GoogleSignIn {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= discover(google).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const attempt: GoogleAttempt = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(attempt.verifier),
        code_challenge_method: 'S256',
        ...(google.allowedDomains.length === 1 ? { hd: google.allowedDomains[0]! } : {}),
      });
      return { url: url.href, attempt };
    },

    async finish(callbackUrl, attempt) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(
        config,
        callbackUrl,
        { expectedState: attempt.state, expectedNonce: attempt.nonce, pkceCodeVerifier: attempt.verifier, idTokenExpected: true },
        { redirect_uri: redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      let { email, email_verified: emailVerified } = claims as { email?: unknown; email_verified?: unknown };
      // Providers that keep the email out of the ID token give it at the userinfo endpoint.
      if (typeof email !== 'string') {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = info.email;
        emailVerified = info.email_verified;
      }
      if (typeof email !== 'string' || email === '') throw new Error('The provider sent no email address');
      return {
        subject: claims.sub,
        email: email.trim().toLowerCase(),
        emailVerified: emailVerified === true || emailVerified === 'true',
        hostedDomain: typeof claims.hd === 'string' ? claims.hd.toLowerCase() : undefined,
      };
    },

    domainAllowed({ email, hostedDomain }) {
      if (google.allowedDomains.length === 0) return true;
      const domain = email.slice(email.lastIndexOf('@') + 1);
      return google.allowedDomains.includes(domain) && (hostedDomain === undefined || hostedDomain === domain);
    },
  };
}

function discover(google: GoogleConfig): Promise<oidc.Configuration> {
  const issuer = new URL(google.issuer);
  // Plain http only for a provider on this machine (tests, local development); Google itself is https.
  const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
  return oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, {
    timeout: 10,
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}
