// antd's ConfigProvider for the whole page, remotes included: theme (light/dark/system) and locale
// follow the person's preferences; both are read by every antd component through one shared context.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import theme from 'antd/es/theme';
import { useLanguage, useUiPrefs } from '@campus/shared-ui';
import { loadAntdLocale } from '../lib/antd-locale.js';
import { useAccessibilityPrefs } from '../lib/accessibility-prefs.js';
import { accessibilityTokens, applyAccessibilityToDocument } from '../lib/accessibility-theme.js';

const BRAND_TOKENS = {
  colorPrimary: '#3b5bdb',
  colorInfo: '#3b5bdb',
  borderRadius: 8,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans Armenian', 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

/**
 * Colours that pass WCAG AA (4.5:1 for text) where antd's defaults do not: secondary texts at 45% opacity
 * (3.4:1 on white; 60% gives 5.7:1), placeholders at 25% (a select's placeholder is its only label), red,
 * green and amber texts on their tinted backgrounds. In the dark theme
 * the brand blue is lightened so text in it (links, the active tab) reads at 6:1; a button filled with it
 * then takes dark text, as white on a light blue would not pass.
 */
/** An avatar's initials are white on this slate (5.4:1) rather than on antd's light grey (1.8:1). */
const AVATAR = { colorTextPlaceholder: '#5b6b8c' };

/**
 * A tag's text on its tinted background: antd writes the 7th shade of the colour on the 1st, under 4.5:1 for
 * green, cyan, orange and volcano (3.3–4.4:1, the 8th shade passes) and yellow, lime and gold (2.0–2.8:1, the
 * 9th), and status tags in the plain status colour (1.8–3.7:1). In the dark theme purple and geekblue fail.
 */
const TAG_LIGHT = {
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  green7: '#237804',
  cyan7: '#006d75',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  yellow7: '#876800',
  lime7: '#3f6600',
  gold7: '#874d00',
};
const TAG_DARK = { purple7: '#ab7ae0', geekblue7: '#7f9ef3' };

const READABLE = {
  light: {
    token: {
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorError: '#cf1322',
      colorSuccessText: '#237804',
      colorWarningText: '#ad4e00',
      // A hovered link darkens (8:1) instead of taking antd's lighter shade of the brand blue (2.6:1).
      colorLinkHover: '#2541b2',
    },
    components: { Avatar: AVATAR, Tag: TAG_LIGHT },
  },
  dark: {
    token: {
      colorPrimary: '#91a7ff',
      colorInfo: '#91a7ff',
      colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
      colorTextDescription: 'rgba(255, 255, 255, 0.6)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
      colorError: '#ff7875',
    },
    components: { Avatar: AVATAR, Tag: TAG_DARK, Button: { primaryColor: '#0b1020' }, Menu: { itemSelectedColor: '#dbe2ff' } },
  },
};

function useAntdLocale(): Locale | undefined {
  const language = useLanguage();
  const [locale, setLocale] = useState<Locale>();
  useEffect(() => {
    let current = true;
    loadAntdLocale(language)
      .then((loaded) => current && setLocale(loaded))
      .catch((error: unknown) => console.error(`Could not load antd's ${language} locale`, error));
    return () => {
      current = false;
    };
  }, [language]);
  return locale;
}

/**
 * The page behind antd's Layout (overscroll, the start-up screen) takes the theme's colours and font too.
 * antd's App (message, modal, notification hooks) wraps only the signed-in layout: public pages never use
 * it, and it costs ~19 KB gzip on /login.
 */
function DocumentColors() {
  const { token } = theme.useToken();
  const resolvedTheme = useUiPrefs((state) => state.resolvedTheme);
  useEffect(() => {
    document.documentElement.style.colorScheme = resolvedTheme;
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
    document.body.style.fontFamily = token.fontFamily;
    document.body.style.fontSize = `${token.fontSize}px`;
  }, [resolvedTheme, token.colorBgLayout, token.colorText, token.fontFamily, token.fontSize]);
  return null;
}

/** Settings → Accessibility, applied from the first paint on (the choices are read at start-up). */
function useAccessibilityTokens() {
  const resolvedTheme = useUiPrefs((state) => state.resolvedTheme);
  const reducedMotion = useAccessibilityPrefs((state) => state.reducedMotion);
  const highContrast = useAccessibilityPrefs((state) => state.highContrast);
  const largeText = useAccessibilityPrefs((state) => state.largeText);
  useEffect(() => applyAccessibilityToDocument({ reducedMotion, highContrast, largeText }), [reducedMotion, highContrast, largeText]);
  return useMemo(
    () => accessibilityTokens({ reducedMotion, highContrast, largeText }, resolvedTheme),
    [reducedMotion, highContrast, largeText, resolvedTheme],
  );
}

export function UiProvider({ children }: { children: ReactNode }) {
  const resolvedTheme = useUiPrefs((state) => state.resolvedTheme);
  const locale = useAntdLocale();
  const accessibility = useAccessibilityTokens();
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        algorithm: resolvedTheme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { ...BRAND_TOKENS, ...READABLE[resolvedTheme].token, ...accessibility },
        components: READABLE[resolvedTheme].components,
      }}
    >
      <DocumentColors />
      {children}
    </ConfigProvider>
  );
}
