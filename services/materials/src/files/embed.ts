// Embed code is kept to what a video player needs: <iframe> elements with an https src on an allowed host.
// Everything else (scripts, other elements, text, event handlers, javascript: and data: URLs) is dropped, and
// each kept iframe gets a sandbox and a referrer policy of ours, whatever the pasted code said.
import sanitizeHtml from 'sanitize-html';

const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Permissions a player may ask for; camera, microphone, geolocation and the like are not among them. */
const PLAYER_FEATURES = new Set(['accelerometer', 'autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'gyroscope', 'picture-in-picture', 'web-share']);

export function sanitizeEmbedCode(html: string, allowedHosts: string[]): string {
  return sanitizeHtml(html, {
    allowedTags: ['iframe'],
    allowedAttributes: { iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy', 'sandbox'] },
    allowedSchemes: ['https'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
    textFilter: () => '',
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedSource(frame.attribs.src, allowedHosts),
    transformTags: { iframe: (tagName, attribs) => ({ tagName, attribs: safeIframeAttributes(attribs) }) },
  }).trim();
}

export function isAllowedSource(src: string | undefined, allowedHosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(src ?? '');
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && !url.username && !url.password && allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

function safeIframeAttributes(attribs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = { src: attribs.src ?? '' };
  for (const name of ['width', 'height', 'frameborder'] as const) {
    if (/^\d{1,4}%?$/.test(attribs[name] ?? '')) kept[name] = attribs[name]!;
  }
  if (attribs.title) kept.title = attribs.title.slice(0, 200);
  const features = (attribs.allow ?? '').split(';').map((feature) => feature.trim()).filter((feature) => PLAYER_FEATURES.has(feature));
  if (features.length) kept.allow = features.join('; ');
  if ('allowfullscreen' in attribs) kept.allowfullscreen = '';
  if (attribs.loading === 'lazy' || attribs.loading === 'eager') kept.loading = attribs.loading;
  kept.referrerpolicy = REFERRER_POLICY;
  kept.sandbox = SANDBOX;
  return kept;
}
