import { expect, test } from '@playwright/test';
import { reloadAs, screenshot, sidebar, signIn, useLanguage } from './support.js';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('[lecturer] on a phone: bottom navigation, the menu in a drawer, content clear of the bar', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'lecturer@campus.test');

  const bottomNav = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bottomNav).toBeVisible();
  for (const name of ['Home', 'Materials', 'Classes', 'Schedule']) await expect(bottomNav.getByRole('link', { name })).toBeVisible();
  // Home leads to the lecturer's start page, Materials to all their materials, Classes to their sections and
  // Schedule to their week: every place is served, none disabled.
  await expect(bottomNav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/lecturer-materials');
  await expect(bottomNav.getByRole('link', { name: 'Materials', exact: true })).toHaveAttribute('href', '/materials/manage');
  await expect(bottomNav.getByRole('link', { name: 'Classes', exact: true })).toHaveAttribute('href', '/class-list');
  await expect(bottomNav.getByRole('link', { name: 'Schedule', exact: true })).toHaveAttribute('href', '/schedule');
  await expect(bottomNav.locator('[aria-disabled="true"]')).toHaveCount(0);
  await expect(sidebar(page)).toHaveCount(0);
  await screenshot(page, 'mobile-lecturer');

  // The end of the page scrolls clear of the bar.
  // Polled: the page may still be growing as its data arrives, so scroll again until it has settled.
  const barTop = await bottomNav.evaluate((bar) => bar.getBoundingClientRect().top);
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return document.querySelector('[data-tour="main"]')!.getBoundingClientRect().bottom;
      }),
    )
    .toBeLessThanOrEqual(barTop);

  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(sidebar(page)).toBeVisible();
  await screenshot(page, 'mobile-lecturer-drawer');
  await sidebar(page).getByRole('link').filter({ hasText: 'About' }).click();

  await expect(page).toHaveURL(/\/about$/);
});

test('[lecturer] on a phone in Armenian and in Russian with the dark theme: bottom navigation and drawer', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'lecturer@campus.test');

  for (const [language, theme] of [['hy', 'light'], ['ru', 'dark']] as const) {
    await reloadAs(page, language, theme);
    // Named in the chosen language: the bar is found by its links, the burger by its place in the header.
    const bottomNav = page.getByRole('navigation').filter({ has: page.locator('a[href="/lecturer-materials"]') });
    await expect(bottomNav.getByRole('link')).toHaveCount(4);
    await screenshot(page, `mobile-lecturer-${language}-${theme}`);
    await page.locator('header button').first().click();
    await expect(page.locator('.ant-drawer-open')).toBeVisible();
    await screenshot(page, `mobile-lecturer-drawer-${language}-${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  }
});

test('[student] on a phone: no bottom navigation; the offline banner follows the connection; notifications fill the screen', async ({ page, context }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'student@campus.test');
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();
  await screenshot(page, 'mobile-offline');
  await context.setOffline(false);

  await expect(page.getByText('You are offline')).toHaveCount(0);
  // On a phone the notification list takes the whole screen.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await screenshot(page, 'mobile-notifications');
});

test('[student] on a phone: pulling the page down refetches its data', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'student@campus.test');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const pull = (type: 'touchstart' | 'touchmove' | 'touchend', y: number) =>
    page.locator('[data-tour="main"]').evaluate(
      (main, { type, y }) => {
        const touch = new Touch({ identifier: 1, target: main, clientX: 195, clientY: y });
        const touches = type === 'touchend' ? [] : [touch];
        main.dispatchEvent(new TouchEvent(type, { touches, changedTouches: [touch], bubbles: true, cancelable: true }));
      },
      { type, y },
    );

  await pull('touchstart', 150);
  await pull('touchmove', 400);
  await expect(page.getByText('Release to refresh')).toBeVisible();
  await screenshot(page, 'mobile-pull-to-refresh');
  const refetch = page.waitForResponse((response) => response.url().includes('/api/notifications/unread-count'));
  await pull('touchend', 400);

  await refetch;
  await expect(page.getByText('Release to refresh')).toHaveCount(0);
});
