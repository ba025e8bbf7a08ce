import { expect, test } from '@playwright/test';
import { screenshot, signIn, useLanguage } from './support.js';

test('[guest] the landing page invites to get started or sign in', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');

  await expect(page.getByRole('link', { name: 'Get started' }).or(page.getByRole('button', { name: 'Get started' })).first()).toBeVisible();
  await screenshot(page, 'landing-en');
  await page.getByRole('link', { name: 'Sign in' }).or(page.getByRole('button', { name: 'Sign in' })).first().click();

  await expect(page).toHaveURL(/\/login/);
});

test('[guest] /about says it is coming soon', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/about');

  await expect(page.getByText('This page is coming soon.')).toBeVisible();
});

test('[chair] switches to the dark theme, and it survives a reload', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'chair@campus.test');
  await expect(page.getByText('chair@campus.test').first()).toBeVisible();
  // The signed-in layout paints the page background from the theme.
  const background = () => page.locator('.ant-layout').first().evaluate((layout) => getComputedStyle(layout).backgroundColor);
  const light = await background();

  await page.getByLabel('Dark', { exact: true }).first().click();
  await page.reload();
  await expect(page.getByText('chair@campus.test').first()).toBeVisible();

  expect(await page.evaluate(() => window.localStorage.getItem('theme_pref'))).toContain('dark');
  expect(await background()).not.toBe(light);
  await screenshot(page, 'home-chair-dark');
});
