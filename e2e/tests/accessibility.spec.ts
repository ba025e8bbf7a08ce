// axe on the screens no area walk covers (the areas' screens are checked as they are visited, see screens.ts;
// each role's home in sign-in.spec.ts): the public pages and a person's own pages, in both themes.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './screens.js';
import { signIn, useLanguage } from './support.js';

const PUBLIC_PAGES = ['/', '/login', '/register', '/forgot-password', '/about'];
const OWN_PAGES = ['/settings', '/settings?tab=accessibility', '/profile'];

async function auditEach(page: Page, paths: string[]): Promise<void> {
  test.setTimeout(30_000 + paths.length * 40_000);
  for (const path of paths) {
    await page.goto(path);
    // Past the start-up screen: the page's heading (or its result title) is shown.
    await expect(page.locator('main h1, main h2, main .ant-result-title').first()).toBeVisible();
    await expectAccessible(page);
  }
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((colours) => window.localStorage.setItem('theme_pref', colours), theme);
      await useLanguage(page, 'en');
    });

    test(`[guest] the public pages have no serious accessibility violation (${theme})`, async ({ page }) => {
      await auditEach(page, PUBLIC_PAGES);
    });

    test(`[student] settings and profile have no serious accessibility violation (${theme})`, async ({ page }) => {
      await signIn(page, 'student@campus.test');
      await auditEach(page, OWN_PAGES);
    });
  });
}
