import { expect, test } from '@playwright/test';
import { screenshot, sidebar, signIn, useLanguage } from './support.js';

interface Manifest {
  remotes: { name: string; entry: string; paths: string[] }[];
}

test('[admin] when the learning remote cannot be loaded, its area shows an error panel and the others work', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.route('**/mfe-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Manifest;
    for (const remote of manifest.remotes) {
      if (remote.name === 'learning') remote.entry = '/mfe/nowhere/remoteEntry.js';
    }
    await route.fulfill({ response, json: manifest });
  });
  await signIn(page, 'admin@campus.test');
  await expect(page).toHaveURL(/\/admin\/$/);

  await page.goto('/student-dashboard');
  await expect(page.getByText('The Learning section could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  await expect(sidebar(page).getByText('Teaching', { exact: true })).toBeVisible();
  await screenshot(page, 'remote-failed');

  await sidebar(page).getByRole('link').filter({ hasText: /materials/i }).first().click();
  await expect(page).toHaveURL(/\/lecturer-materials$/);
  // The teaching area still works: its page is there.
  await expect(page.getByRole('heading', { name: 'My teaching materials' })).toBeVisible();
});

test('[lecturer] a screen whose code cannot be fetched (offline) shows its error there only; back online it opens', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'lecturer@campus.test');
  await expect(page).toHaveURL(/\/lecturer-materials$/);
  await expect(page.getByRole('heading', { name: 'My teaching materials' })).toBeVisible();

  // The next screen's chunk is not fetched yet: offline, it cannot load.
  await page.context().setOffline(true);
  await sidebar(page).getByRole('link', { name: 'Sections and due dates' }).click();
  await expect(page.getByText('This page could not be loaded')).toBeVisible();

  // Back to a screen already loaded: it shows, not the other screen's error.
  await sidebar(page).getByRole('link', { name: 'Teaching materials' }).click();
  await expect(page.getByRole('heading', { name: 'My teaching materials' })).toBeVisible();
  await expect(page.getByText('This page could not be loaded')).toBeHidden();

  // Online again, the screen that failed loads on the next visit (no stale rejected import).
  await page.context().setOffline(false);
  await sidebar(page).getByRole('link', { name: 'Sections and due dates' }).click();
  await expect(page).toHaveURL(/\/lecturer-assignments$/);
  await expect(page.getByText('This page could not be loaded')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Sections and due dates' })).toBeVisible();
});
