// Walking through an area's screens: each opened, waited for until its content is there, checked for error
// panels and photographed. Waits on what a person sees, never on network idleness (the notification stream
// keeps a request open on every signed-in page).
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './support.js';

export interface Screen {
  name: string;
  path: string;
}

/** The screen's heading is shown and nothing is loading any more. */
export async function expectScreenReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
}

/** Opens every screen in turn; each gets its own share of the test's time, as a person would wait for it. */
export async function visitScreens(page: Page, screens: readonly Screen[], shotPrefix: string): Promise<void> {
  test.setTimeout(30_000 + screens.length * 20_000);
  // The system asks for reduced motion, so charts are drawn at once and each photo shows them whole.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const { name, path } of screens) {
    await page.goto(path);
    await expectScreenReady(page);
    await expect(page.locator('.ant-result-warning, .ant-result-error')).toHaveCount(0);
    await screenshot(page, `${shotPrefix}-${name}`);
  }
}
