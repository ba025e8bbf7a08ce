// The student's quick links (handbook, academic calendar, technical support, library) are the university's own
// addresses, so they are deployment configuration, not code: the "links" object of /mfe-manifest.json, the public
// run-time configuration the platform (or nginx) serves and an administrator edits without rebuilding anything.
// Only http(s) addresses are used; a link that is missing or malformed shows as not set up.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';

export const QUICK_LINK_KEYS = ['handbook', 'calendar', 'support', 'library'] as const;
export type QuickLinkKey = (typeof QUICK_LINK_KEYS)[number];
export type QuickLinks = Partial<Record<QuickLinkKey, string>>;

const CONFIG_URL = '/mfe-manifest.json';

function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value, window.location.origin)) return undefined;
  const url = new URL(value, window.location.origin);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/** The configured addresses that are web addresses; anything else is left out. */
export function quickLinksOf(config: unknown): QuickLinks {
  const links = (config as { links?: Record<string, unknown> } | null)?.links ?? {};
  return Object.fromEntries(QUICK_LINK_KEYS.flatMap((key) => {
    const address = webAddress(links[key]);
    return address ? [[key, address]] : [];
  }));
}

export const quickLinksQuery = queryOptions({
  queryKey: ['learning', 'quick-links'],
  queryFn: async ({ signal }) => quickLinksOf(await api.get<unknown>(CONFIG_URL, { signal })),
  staleTime: 30 * 60_000,
});
