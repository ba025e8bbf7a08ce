// The organizational API as the areas read it: where it lives, how its lists answer, and the pick-lists (one page
// of up to 100 rows) their forms and filters choose from.
import { api } from '../api/client.js';

export const ORG_API = '/api/organizational';

/** How every organizational list answers. */
export interface ListEnvelope<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The rows of `GET /api/organizational/<resource>?pageSize=100&…` with the given sort and filters (those left
 * empty are not sent), for a pick-list.
 */
export async function fetchOrgOptions<T>(resource: string, params: Record<string, string | undefined>): Promise<T[]> {
  const query = new URLSearchParams({ pageSize: '100' });
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return (await api.get<ListEnvelope<T>>(`${ORG_API}/${resource}?${query.toString()}`)).data;
}
