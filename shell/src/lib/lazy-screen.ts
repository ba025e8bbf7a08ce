// React.lazy for screens, with the platform's preload-error event (SPEC §2: a failed lazy load raises
// a `preload-error` window event and rethrows unless a listener called preventDefault()).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const PRELOAD_ERROR_EVENT = 'preload-error';

function Nothing() {
  return null;
}

/** Dispatches `preload-error`; true when no listener took the failure over. */
export function reportPreloadError(error: unknown): boolean {
  const event = new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error, cancelable: true });
  window.dispatchEvent(event);
  return !event.defaultPrevented;
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy<ComponentType>(async () => {
    try {
      return await load();
    } catch (error) {
      if (reportPreloadError(error)) throw error;
      // A listener handles it (e.g. reloads the page); render nothing meanwhile.
      return { default: Nothing };
    }
  });
}
