// Accessibility switches of Settings (SPEC §2, §3): reduced motion, high contrast, large text. Local to this
// device, never sent to the server; UiProvider turns them into antd theme tokens and page-wide CSS.
import { create } from 'zustand';

export const ACCESSIBILITY_STORAGE_KEY = 'a11y_prefs';

export interface AccessibilityPrefs {
  reducedMotion: boolean;
  highContrast: boolean;
  largeText: boolean;
}

export type AccessibilityPref = keyof AccessibilityPrefs;

interface AccessibilityState extends AccessibilityPrefs {
  set: (pref: AccessibilityPref, on: boolean) => void;
}

/** Before anything is chosen, reduced motion follows the system's setting; the others start off. */
function defaults(): AccessibilityPrefs {
  const systemReducesMotion =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return { reducedMotion: systemReducesMotion, highContrast: false, largeText: false };
}

export function readAccessibilityPrefs(raw: string | null | undefined, fallback: AccessibilityPrefs): AccessibilityPrefs {
  if (!raw) return fallback;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<AccessibilityPref, unknown>>;
    const pick = (pref: AccessibilityPref) => (typeof parsed[pref] === 'boolean' ? (parsed[pref] as boolean) : fallback[pref]);
    return { reducedMotion: pick('reducedMotion'), highContrast: pick('highContrast'), largeText: pick('largeText') };
  } catch {
    return fallback;
  }
}

function readStored(): AccessibilityPrefs {
  try {
    return readAccessibilityPrefs(globalThis.localStorage?.getItem(ACCESSIBILITY_STORAGE_KEY), defaults());
  } catch {
    return defaults();
  }
}

export const useAccessibilityPrefs = create<AccessibilityState>()((set, get) => ({
  ...readStored(),
  set: (pref, on) => {
    set({ [pref]: on } as Pick<AccessibilityPrefs, AccessibilityPref>);
    const { reducedMotion, highContrast, largeText } = get();
    try {
      globalThis.localStorage?.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify({ reducedMotion, highContrast, largeText }));
    } catch {
      // Unavailable storage only means the choice is not remembered.
    }
  },
}));
