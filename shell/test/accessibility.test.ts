import { readAccessibilityPrefs } from '../src/lib/accessibility-prefs.js';
import { LARGE_FONT_SIZE, accessibilityTokens } from '../src/lib/accessibility-theme.js';

const OFF = { reducedMotion: false, highContrast: false, largeText: false };

describe('readAccessibilityPrefs', () => {
  test('when nothing is stored, then the defaults are used', () => {
    expect(readAccessibilityPrefs(null, { ...OFF, reducedMotion: true })).toEqual({ ...OFF, reducedMotion: true });
  });

  test('when some switches are stored, then those win and the rest keep their defaults', () => {
    expect(readAccessibilityPrefs('{"largeText":true,"highContrast":"yes"}', OFF)).toEqual({ ...OFF, largeText: true });
  });

  test('when the stored value is not JSON, then the defaults are used', () => {
    expect(readAccessibilityPrefs('{oops', OFF)).toEqual(OFF);
  });
});

describe('accessibilityTokens', () => {
  test('when every switch is off, then the theme is left alone', () => {
    expect(accessibilityTokens(OFF, 'light')).toEqual({});
  });

  test('when reduced motion is on, then antd motion is turned off', () => {
    expect(accessibilityTokens({ ...OFF, reducedMotion: true }, 'light')).toEqual({ motion: false });
  });

  test('when large text is on, then the base font size grows', () => {
    expect(accessibilityTokens({ ...OFF, largeText: true }, 'dark').fontSize).toBe(LARGE_FONT_SIZE);
  });

  test('when high contrast is on, then text is pure black on light and pure white on dark', () => {
    expect(accessibilityTokens({ ...OFF, highContrast: true }, 'light').colorText).toBe('#000000');
    expect(accessibilityTokens({ ...OFF, highContrast: true }, 'dark').colorText).toBe('#ffffff');
  });
});
