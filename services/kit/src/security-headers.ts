// Response headers that keep pages and answers from being misused (helmet): no framing, no MIME sniffing, no
// referrer beyond our origin, HSTS when we are served over https, and no copy of a signed-in person's answer kept by
// the browser or a proxy.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Not yet a script policy: under `script-src 'self' <remote hosts>` a remote served from another host did not load in
 * the redeploy test, and why is not understood yet. What holds: no framing, no plugins, no foreign base URL or form.
 */
const FRAME_AND_PLUGIN_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(helmet, {
    // Written below: helmet's policy always restricts scripts, and a script policy is not in place yet.
    contentSecurityPolicy: false,
    // Remote entries come from other origins by design.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: publicUrl.startsWith('https:') ? { maxAge: 180 * 24 * 3600 } : false,
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', FRAME_AND_PLUGIN_POLICY);
    const signedIn = request.headers.authorization !== undefined || request.cookies?.access_token !== undefined;
    if (signedIn && !reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
