// The student's quick links (handbook, academic calendar, technical support, library) are the university's own
// addresses, so they are deployment configuration, not code: the "links" object of /mfe-manifest.json, the public
// run-time configuration the platform (or nginx) serves and an administrator edits without rebuilding anything.
// Only http(s) and mailto addresses are used (never a script); a link that is missing or malformed shows as not set up.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';

export const QUICK_LINK_KEYS = ['handbook', 'calendar', 'support', 'library'] as const;
export type QuickLinkKey = (typeof QUICK_LINK_KEYS)[number];
export type QuickLinks = Partial<Record<QuickLinkKey, string>>;

const CONFIG_URL = '/mfe-manifest.json';
/** A support desk is often an email address. */
const LINK_PROTOCOLS = new Set(['https:', 'http:', 'mailto:']);

function webAddress(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value, origin)) return undefined;
  const url = new URL(value, origin);
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}

/** The configured addresses that are web or mail addresses (a path is taken on `origin`); anything else is left out. */
export function quickLinksOf(config: unknown, origin: string): QuickLinks {
  const links = (config as { links?: Record<string, unknown> } | null)?.links ?? {};
  return Object.fromEntries(QUICK_LINK_KEYS.flatMap((key) => {
    const address = webAddress(links[key], origin);
    return address ? [[key, address]] : [];
  }));
}

export const quickLinksQuery = queryOptions({
  queryKey: ['learning', 'quick-links'],
  queryFn: async ({ signal }) => quickLinksOf(await api.get<unknown>(CONFIG_URL, { signal }), window.location.origin),
  staleTime: 30 * 60_000,
});
