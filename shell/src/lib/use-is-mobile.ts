// Phone-sized screens (< 768 px, antd's `md` breakpoint): the layout swaps the sidebar for a drawer.
// Read synchronously from matchMedia, so the first paint already has the right layout (no shift).
import { useSyncExternalStore } from 'react';

export const MOBILE_QUERY = '(max-width: 767.98px)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(MOBILE_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false, () => false);
}
