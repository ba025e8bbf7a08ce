// Response headers that keep pages and answers from being misused (helmet): scripts only from our origin and the
// remotes' hosts (no inline script, no eval), no framing, no MIME sniffing, no referrer beyond our origin, HSTS when
// we are served over https, and no copy of a signed-in person's answer kept by the browser or a proxy.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Scripts from our origin and the remotes' hosts only: an injected inline script or eval does not run, nor a script
 * from anywhere else. Nothing else gets a default: styles stay open (antd writes its CSS-in-JS into style elements at
 * run time), and so do images and connections, which run no code. Written here rather than by helmet, whose policy
 * insists on a default-src.
 */
function contentSecurityPolicy(scriptOrigins: readonly string[]): string {
  return [`script-src ${["'self'", ...scriptOrigins].join(' ')}`, "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"].join('; ');
}

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string, scriptOrigins: readonly string[] = []): Promise<void> {
  const policy = contentSecurityPolicy(scriptOrigins);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Remote entries come from other origins by design.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: publicUrl.startsWith('https:') ? { maxAge: 180 * 24 * 3600 } : false,
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', policy);
    const signedIn = request.headers.authorization !== undefined || request.cookies?.access_token !== undefined;
    if (signedIn && !reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
