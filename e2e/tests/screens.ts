// Walking through an area's screens: each opened, waited for until its content is there, checked for error
// panels and for accessibility, and photographed. Waits on what a person sees, never on network idleness (the
// notification stream keeps a request open on every signed-in page).
import AxeBuilder from '@axe-core/playwright';
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

/** WCAG 2.1 A and AA, as axe checks them: a serious or critical violation fails the test, naming each. */
export async function expectAccessible(page: Page): Promise<void> {
  // The settled screen: what is still loading would be checked half-drawn.
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ')}`);
  expect(blocking, `accessibility of ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * Opens every screen in turn; each adds its own share to the test's time, as a person would wait for it.
 * `audit` runs axe on each too: once per screen and theme is enough (another language has the same structure).
 */
export async function visitScreens(page: Page, screens: readonly Screen[], shotPrefix: string, { audit = false } = {}): Promise<void> {
  // Added to what the test has: a test that walks the screens again (another theme, language) keeps its earlier time.
  test.setTimeout(test.info().timeout + screens.length * (audit ? 40_000 : 20_000));
  // The system asks for reduced motion, so charts are drawn at once and each photo shows them whole.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const { name, path } of screens) {
    await page.goto(path);
    await expectScreenReady(page);
    await expect(page.locator('.ant-result-warning, .ant-result-error')).toHaveCount(0);
    if (audit) await expectAccessible(page);
    await screenshot(page, `${shotPrefix}-${name}`);
  }
}
