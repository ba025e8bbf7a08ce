// /mfe-manifest.json: where each remote's entry lives and which route prefixes it owns, read at run time
// so a faculty team can redeploy its remote without rebuilding the shell.
import { queryOptions } from '@tanstack/react-query';
import { api, type Language } from '@campus/shared-ui';

export interface RemoteDescriptor {
  /** Area name, e.g. 'learning' or 'deans-office'. */
  name: string;
  /** What people call the area, in each language (shown when its remote cannot be loaded). */
  title?: Partial<Record<Language, string>>;
  /** URL of the remote's remoteEntry.js. */
  entry: string;
  /** Route prefixes the area owns, e.g. ['/student-dashboard', '/courses']. */
  paths: string[];
  /** Module Federation container name; defaults to mfe_<name with '-' → '_'>. */
  container?: string;
}

export interface MfeManifest {
  remotes: RemoteDescriptor[];
}

export const MANIFEST_URL = '/mfe-manifest.json';

export function containerName(remote: RemoteDescriptor): string {
  return remote.container ?? `mfe_${remote.name.replaceAll('-', '_')}`;
}

function isRemoteDescriptor(value: unknown): value is RemoteDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.entry === 'string' &&
    Array.isArray(candidate.paths) &&
    candidate.paths.every((path) => typeof path === 'string')
  );
}

/** A malformed manifest is a deployment error; say what is wrong instead of failing later. */
export function parseManifest(body: unknown): MfeManifest {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes) || !remotes.every(isRemoteDescriptor)) {
    throw new Error(`${MANIFEST_URL} must be { "remotes": [{ "name", "entry", "paths" }] }`);
  }
  return { remotes };
}

export const manifestQuery = queryOptions({
  queryKey: ['shell', 'mfe-manifest'],
  queryFn: async () => parseManifest(await api.get<unknown>(MANIFEST_URL)),
  staleTime: Infinity,
  // Startup shows the failure at once with Try Again rather than retrying for seconds behind a spinner.
  retry: 1,
  retryDelay: 500,
  meta: { persist: false },
});
