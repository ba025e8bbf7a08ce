// Look-and-feel preferences kept on this device only (SPEC: theme stored locally, system by default).
import { create } from 'zustand';

export const THEME_STORAGE_KEY = 'theme_pref';
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readStoredTheme(): ThemePreference {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function darkMediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

export function resolveTheme(theme: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

export interface UiPrefsState {
  theme: ThemePreference;
  systemPrefersDark: boolean;
  /** What is actually shown: the preference, with 'system' following prefers-color-scheme. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: ThemePreference) => void;
}

export const useUiPrefs = create<UiPrefsState>()((set, get) => {
  const media = darkMediaQuery();
  const theme = readStoredTheme();
  const systemPrefersDark = media?.matches ?? false;
  media?.addEventListener('change', (event) => {
    set({ systemPrefersDark: event.matches, resolvedTheme: resolveTheme(get().theme, event.matches) });
  });
  return {
    theme,
    systemPrefersDark,
    resolvedTheme: resolveTheme(theme, systemPrefersDark),
    setTheme: (next) => {
      try {
        globalThis.localStorage?.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Unavailable storage only means the choice is not remembered.
      }
      set({ theme: next, resolvedTheme: resolveTheme(next, get().systemPrefersDark) });
    },
  };
});
