// /mfe-manifest.json tells the shell where each remote's entry is and which routes it owns, so a faculty team can
// redeploy its remote (or point it elsewhere) without rebuilding the shell.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '@campus/kit';

export interface RemoteEntry {
  name: string;
  /** The area's name in each language, for the shell to say which section failed to load. */
  title: { hy: string; en: string; ru: string };
  entry: string;
  paths: string[];
}

export interface MfeManifest {
  remotes: RemoteEntry[];
}

/** The manifest shipped beside this package (src/ and dist/ are both one level below it). */
export const DEFAULT_MANIFEST_PATH = fileURLToPath(new URL('../mfe-manifest.json', import.meta.url));

/** Read once at start; a broken file stops the start with a message naming MFE_MANIFEST. */
export function readManifest(file = DEFAULT_MANIFEST_PATH): MfeManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`MFE_MANIFEST: cannot read "${file}" as JSON (${(error as Error).message})`);
  }
  const problem = findProblem(parsed);
  if (problem) throw new ConfigError(`MFE_MANIFEST: "${file}" ${problem}`);
  return parsed as MfeManifest;
}

/** The origins, other than our own, that the manifest loads remotes from: the pages' script policy allows them. */
export function remoteOrigins(manifest: MfeManifest): string[] {
  const absolute = manifest.remotes.map((remote) => remote.entry).filter((entry) => /^https?:\/\//i.test(entry));
  return [...new Set(absolute.map((entry) => new URL(entry).origin))];
}

function findProblem(value: unknown): string | undefined {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return 'must be an object with a "remotes" array';
  for (const [index, remote] of remotes.entries()) {
    const { name, title, entry, paths } = (remote ?? {}) as Partial<RemoteEntry>;
    const ok = typeof name === 'string' && typeof entry === 'string' && Array.isArray(paths) && paths.every((p) => typeof p === 'string');
    if (!ok) return `remotes[${index}] needs "name" and "entry" strings and a "paths" array of strings`;
    if (!entry.startsWith('/') && !URL.canParse(entry)) return `remotes[${index}].entry must be a path on this server (/mfe/…) or an http(s) URL`;
    const titled = (['hy', 'en', 'ru'] as const).every((language) => typeof title?.[language] === 'string');
    if (!titled) return `remotes[${index}] needs a "title" with the area's name in "hy", "en" and "ru"`;
  }
  return undefined;
}
