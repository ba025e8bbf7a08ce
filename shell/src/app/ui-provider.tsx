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
        token: { ...BRAND_TOKENS, ...accessibility },
      }}
    >
      <DocumentColors />
      {children}
    </ConfigProvider>
  );
}
