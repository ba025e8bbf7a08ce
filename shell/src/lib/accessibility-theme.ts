// What the accessibility switches change: antd theme tokens (every antd component, remotes included, reads
// them through the one ConfigProvider) and, for what antd does not draw, a class on <html> with page-wide CSS.
import type { ThemeConfig } from 'antd/es/config-provider';
import type { AccessibilityPrefs } from './accessibility-prefs.js';

type Tokens = NonNullable<ThemeConfig['token']>;

/** antd's default base size is 14 px; large text raises it, and antd derives every other size from it. */
export const LARGE_FONT_SIZE = 17;

const HIGH_CONTRAST: Record<'light' | 'dark', Tokens> = {
  light: {
    colorPrimary: '#1c3aa9',
    colorInfo: '#1c3aa9',
    colorLink: '#1c3aa9',
    colorText: '#000000',
    colorTextHeading: '#000000',
    colorTextSecondary: '#1f1f1f',
    colorTextTertiary: '#333333',
    colorTextDescription: '#1f1f1f',
    colorTextPlaceholder: '#4d4d4d',
    colorBorder: '#3d3d3d',
    colorBorderSecondary: '#6b6b6b',
    colorSplit: 'rgba(0, 0, 0, 0.55)',
    colorBgLayout: '#ffffff',
    colorError: '#b3001b',
    colorSuccess: '#1d6b12',
    colorWarning: '#8a5a00',
    lineWidthFocus: 3,
  },
  dark: {
    colorPrimary: '#3f5fe8',
    colorInfo: '#3f5fe8',
    colorLink: '#a9b8ff',
    colorText: '#ffffff',
    colorTextHeading: '#ffffff',
    colorTextSecondary: '#ededed',
    colorTextTertiary: '#d6d6d6',
    colorTextDescription: '#ededed',
    colorTextPlaceholder: '#bdbdbd',
    colorBorder: '#d0d0d0',
    colorBorderSecondary: '#a0a0a0',
    colorSplit: 'rgba(255, 255, 255, 0.6)',
    colorBgLayout: '#000000',
    colorBgContainer: '#0d0d0d',
    colorError: '#ff7875',
    colorSuccess: '#73d13d',
    colorWarning: '#ffc53d',
    lineWidthFocus: 3,
  },
};

export function accessibilityTokens(prefs: AccessibilityPrefs, resolvedTheme: 'light' | 'dark'): Tokens {
  return {
    ...(prefs.reducedMotion ? { motion: false } : {}),
    ...(prefs.largeText ? { fontSize: LARGE_FONT_SIZE } : {}),
    ...(prefs.highContrast ? HIGH_CONTRAST[resolvedTheme] : {}),
  };
}

export const DOCUMENT_CLASSES: Record<keyof AccessibilityPrefs, string> = {
  reducedMotion: 'campus-reduced-motion',
  highContrast: 'campus-high-contrast',
  largeText: 'campus-large-text',
};

// Transitions and animations of anything not drawn by antd (our own styles, remotes' CSS) end at once;
// 0.01 ms rather than none, so code waiting for transitionend/animationend still hears it. antd's own elements
// (an "ant-" class) are left to its motion token: forced onto them, the short animation broke the placement of
// popups (a select's options in a dialog opened thousands of pixels off screen).
const STYLE_ID = 'campus-accessibility';
const NOT_ANTD = ':not([class^="ant-"], [class*=" ant-"])';
const CSS = `
html.campus-reduced-motion *${NOT_ANTD}, html.campus-reduced-motion *${NOT_ANTD}::before, html.campus-reduced-motion *${NOT_ANTD}::after {
  animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; animation-delay: 0s !important;
  transition-duration: 0.01ms !important; transition-delay: 0s !important; scroll-behavior: auto !important;
}
html.campus-high-contrast :focus-visible { outline: 3px solid currentColor !important; outline-offset: 2px; }
html.campus-high-contrast a { text-decoration: underline; }
`;

/** Puts the classes on <html> (and the stylesheet in <head> once). */
export function applyAccessibilityToDocument(prefs: AccessibilityPrefs): void {
  if (typeof document === 'undefined') return;
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }
  for (const [pref, className] of Object.entries(DOCUMENT_CLASSES)) {
    document.documentElement.classList.toggle(className, prefs[pref as keyof AccessibilityPrefs]);
  }
}
