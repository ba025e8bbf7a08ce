import { expect, test, type Page } from '@playwright/test';
import { reloadAs, screenshot, signIn, useLanguage } from './support.js';

const STEPS = ['The sidebar', 'Language', 'Notification center', 'Your workspace'];
const MISSING = "We couldn't spotlight this step";

async function startTourFromUserMenu(page: Page) {
  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Take the tour' }).click();
}

function tourPanel(page: Page) {
  return page.locator('.ant-tour').filter({ visible: true });
}

test('[chair] takes the four-step tour from the user menu', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'chair@campus.test');

  await startTourFromUserMenu(page);

  for (const [index, title] of STEPS.entries()) {
    await expect(tourPanel(page).getByText(title, { exact: true })).toBeVisible();
    await expect(tourPanel(page).getByText(`Step ${index + 1} of 4`)).toBeVisible();
    // On a desktop every target is on screen: nothing is reported missing.
    await expect(tourPanel(page).getByText(MISSING)).toHaveCount(0);
    if (index === 0) await screenshot(page, 'tour-step-sidebar');
    if (index === 2) await screenshot(page, 'tour-step-notifications');
    await tourPanel(page).getByRole('button', { name: index === STEPS.length - 1 ? 'Finish' : 'Next' }).click();
  }

  await expect(tourPanel(page)).toHaveCount(0);
});

test('[chair] the tour in Armenian and in Russian with the dark theme', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'chair@campus.test');

  for (const [language, theme] of [['hy', 'light'], ['ru', 'dark']] as const) {
    await reloadAs(page, language, theme);
    // The menu and its items are named in the chosen language: found by their place and icon instead.
    await page.locator('header .ant-dropdown-trigger').click();
    await page.getByRole('menuitem').filter({ has: page.locator('.anticon-compass') }).click();
    await expect(tourPanel(page).getByText(/1\D+4/).first()).toBeVisible();
    await screenshot(page, `tour-step-sidebar-${language}-${theme}`);
    await tourPanel(page).locator('.ant-tour-next-btn').click();
    await tourPanel(page).locator('.ant-tour-next-btn').click();
    await expect(tourPanel(page).getByText(/3\D+4/).first()).toBeVisible();
    await screenshot(page, `tour-step-notifications-${language}-${theme}`);
    await tourPanel(page).locator('.ant-tour-close').click();
    await expect(tourPanel(page)).toHaveCount(0);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('[qa] the sidebar step says it cannot be spotlighted; the others still work', async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'qa@campus.test');

    await startTourFromUserMenu(page);

    await expect(tourPanel(page).getByText('The sidebar', { exact: true })).toBeVisible();
    await expect(tourPanel(page).getByText(MISSING)).toBeVisible();
    await screenshot(page, 'tour-mobile-missing-target');
    await tourPanel(page).getByRole('button', { name: 'Next' }).click();
    await expect(tourPanel(page).getByText('Language', { exact: true })).toBeVisible();
    await expect(tourPanel(page).getByText(MISSING)).toHaveCount(0);
    await tourPanel(page).locator('.ant-tour-close').click();

    await expect(tourPanel(page)).toHaveCount(0);
  });
});
