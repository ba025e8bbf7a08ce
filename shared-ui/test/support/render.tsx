// Rendering a shared-ui piece in jsdom as a remote would: a real QueryClient (no retries, so a failure shows at
// once), the router, English texts, and the browser APIs jsdom lacks that antd asks for.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** antd's responsive pieces read matchMedia, which jsdom does not implement: nothing matches. */
export function stubMatchMedia(): void {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}><MemoryRouter>{ui}</MemoryRouter></QueryClientProvider>) };
}
