// Loads the five areas (remotes) at run time and remembers, per remote, whether it loaded or failed,
// so a failed remote only takes down its own area.
import { create } from 'zustand';
import { registerTranslations, type AreaModule } from '@campus/shared-ui';
import { federation } from './federation.js';
import { containerName, type RemoteDescriptor } from './manifest.js';

/** A remote that has not answered by then is reported as failed; Retry tries again. */
const REMOTE_TIMEOUT_MS = 10_000;

export type RemoteStatus = 'loading' | 'loaded' | 'failed';

export interface RemoteState {
  descriptor: RemoteDescriptor;
  status: RemoteStatus;
  area?: AreaModule;
  error?: unknown;
  attempt: number;
}

interface RemotesStore {
  remotes: Record<string, RemoteState>;
  /** Loads every remote of the manifest once; later calls are no-ops. */
  loadAll: (descriptors: RemoteDescriptor[]) => void;
  retry: (name: string) => Promise<void>;
}

function isAreaModule(value: unknown): value is AreaModule {
  const area = value as Partial<AreaModule> | null;
  return (
    typeof area?.id === 'string' &&
    Array.isArray(area.routes) &&
    Array.isArray(area.sidebar) &&
    typeof area.translations === 'object'
  );
}

function withTimeout<T>(promise: Promise<T>, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ${name} area did not answer in time`)), REMOTE_TIMEOUT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A retry must not reuse the browser's or the runtime's memory of the failed script. */
function entryUrl(descriptor: RemoteDescriptor, attempt: number): string {
  if (attempt === 0) return descriptor.entry;
  return `${descriptor.entry}${descriptor.entry.includes('?') ? '&' : '?'}retry=${attempt}`;
}

async function importArea(descriptor: RemoteDescriptor, attempt: number): Promise<AreaModule> {
  const name = containerName(descriptor);
  const runtime = federation();
  runtime.registerRemotes([{ name, entry: entryUrl(descriptor, attempt) }], { force: attempt > 0 });
  const exposed = await withTimeout(runtime.loadRemote<{ default?: unknown }>(`${name}/area`), descriptor.name);
  const area = exposed?.default;
  if (!isAreaModule(area)) throw new Error(`The ${descriptor.name} area does not export an area module`);
  registerTranslations(area.id, area.translations);
  return area;
}

export const useRemotesStore = create<RemotesStore>()((set, get) => {
  const update = (name: string, patch: Partial<RemoteState>) =>
    set((state) => {
      const current = state.remotes[name];
      return current ? { remotes: { ...state.remotes, [name]: { ...current, ...patch } } } : state;
    });

  const load = async (name: string) => {
    const current = get().remotes[name];
    if (!current) return;
    try {
      const area = await importArea(current.descriptor, current.attempt);
      update(name, { status: 'loaded', area, error: undefined });
    } catch (error) {
      console.error(`Could not load the ${name} area from ${current.descriptor.entry}`, error);
      update(name, { status: 'failed', error });
    }
  };

  return {
    remotes: {},
    loadAll: (descriptors) => {
      if (Object.keys(get().remotes).length > 0) return;
      const entries = descriptors.map((descriptor): [string, RemoteState] => [
        descriptor.name,
        { descriptor, status: 'loading', attempt: 0 },
      ]);
      set({ remotes: Object.fromEntries(entries) });
      for (const descriptor of descriptors) void load(descriptor.name);
    },
    retry: async (name) => {
      const current = get().remotes[name];
      if (!current || current.status === 'loading') return;
      update(name, { status: 'loading', attempt: current.attempt + 1 });
      await load(name);
    },
  };
});

/** True once every remote has either loaded or failed. */
export function allRemotesSettled(remotes: Record<string, RemoteState>): boolean {
  return Object.values(remotes).every((remote) => remote.status !== 'loading');
}

/** The remote whose manifest paths own a location, e.g. '/deans-office/students' → deans-office. */
export function remoteOwning(remotes: Record<string, RemoteState>, pathname: string): RemoteState | undefined {
  return Object.values(remotes).find((remote) =>
    remote.descriptor.paths.some((prefix) => pathOwns(prefix, pathname)),
  );
}

export function pathOwns(prefix: string, pathname: string): boolean {
  const base = prefix.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
