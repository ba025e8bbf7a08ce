import { expect, test, type Page } from '@playwright/test';
import { screenshot, useLanguage } from './support.js';

const LANDING = {
  hy: { title: 'Ձեր համալսարանի ողջ ուսումնական գործընթացը՝ մեկ վայրում', getStarted: 'Սկսել', signIn: 'Մուտք գործել' },
  en: { title: 'Everything your university teaches, in one place', getStarted: 'Get started', signIn: 'Sign in' },
  ru: { title: 'Всё обучение вашего университета — в одном месте', getStarted: 'Начать', signIn: 'Войти' },
} as const;

/** Cumulative layout shift of the page so far (the layout-shift entries Chromium buffers). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

for (const [language, texts] of Object.entries(LANDING)) {
  test(`[guest] the landing page in ${language} invites to get started or sign in`, async ({ page }) => {
    await useLanguage(page, language as keyof typeof LANDING);
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.getStarted }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await screenshot(page, `landing-${language}`);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await screenshot(page, `landing-${language}-footer`);

    await page.getByRole('button', { name: texts.getStarted }).first().click();
    await expect(page).toHaveURL(/\/register$/);
  });
}

test('[guest] the landing page on a phone, in the dark theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'en');
  await page.addInitScript(() => window.localStorage.setItem('theme_pref', 'dark'));
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing sticks out sideways on a narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'landing-mobile-dark');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login/);
});
