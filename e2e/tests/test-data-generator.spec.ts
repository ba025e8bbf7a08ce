// The test-data generator at /admin/testing: the administrator generates a small university, watches its progress
// reach 100 %, sees what it made (the university and its teaching: materials, attendance marks, midterm grades,
// course evaluations with answers; in English and Armenian) and its marked records in the lists, and removes it
// again; Armenian on a phone, axe.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './screens.js';
import { reloadAs, screenshot, sidebar, signIn, useLanguage } from './support.js';

interface Run {
  id: string;
  number: number;
  status: string;
}

/** The run this test made: the newest one (runs are made one at a time). */
async function newestRun(page: Page): Promise<Run> {
  const response = await page.request.get('/api/organizational/generator/runs');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Run[] }).data[0]!;
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('[admin] generates a small university, watches it reach 100 %, and removes it', async ({ page }) => {
  test.setTimeout(360_000);
  await signIn(page, 'admin@campus.test');
  await sidebar(page).getByRole('link', { name: 'Test data' }).click();
  await expect(page).toHaveURL(/\/admin\/testing/);
  await expect(page.getByRole('heading', { name: 'Test data', level: 2 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Small' })).toBeChecked();
  await expectAccessible(page);
  await screenshot(page, 'test-data-generator');

  // The demo's size fills the counts; Small again, with a seed of our own.
  await page.getByRole('radio', { name: 'Like the demo' }).check();
  await expect(page.getByRole('spinbutton', { name: 'Students' })).toHaveValue('600');
  await page.getByRole('radio', { name: 'Small' }).check();
  await expect(page.getByRole('spinbutton', { name: 'Students' })).toHaveValue('50');
  await page.getByRole('spinbutton', { name: 'Seed' }).fill('2026');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Generation started')).toBeVisible();

  const run = await newestRun(page);
  const item = page.getByTestId(`generator-run-${run.number}`);
  const bar = item.getByRole('progressbar', { name: `Progress of run ${run.number}` });
  await expect(bar).toBeVisible();
  await expect(item.getByText('Generated', { exact: true })).toBeVisible({ timeout: 180_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(item.getByText(/Students: 50/)).toBeVisible();
  // The sections' teaching, as each service counted what it made.
  for (const kind of ['Course materials', 'Attendance marks', 'Midterms', 'Midterm grades', 'Course evaluations', 'Evaluation responses', 'Evaluation answers']) {
    await expect(item.getByText(new RegExp(`(^| )${kind}: [1-9]`))).toBeVisible();
  }
  await item.scrollIntoViewIfNeeded();
  await screenshot(page, 'test-data-generator-done');
  await reloadAs(page, 'hy');
  for (const kind of ['Ուսումնական նյութեր', 'Հաճախումների նշումներ', 'Միջանկյալ գնահատականներ', 'Դասընթացների գնահատումներ']) {
    await expect(item.getByText(new RegExp(`(^| )${kind}: [1-9]`))).toBeVisible();
  }
  await item.scrollIntoViewIfNeeded();
  await screenshot(page, 'test-data-generator-done-hy');
  await reloadAs(page, 'en');

  // The marked records are in the ordinary lists.
  const programs = await page.request.get(`/api/organizational/programs?search=GEN${run.number}-`);
  expect(((await programs.json()) as { total: number }).total).toBeGreaterThan(0);

  await item.getByRole('button', { name: 'Remove generated data' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove the data of run ${run.number}?` });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removal started')).toBeVisible();
  await expect(item.getByText('Removed', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(item.getByRole('button', { name: 'Remove generated data' })).toHaveCount(0);
  const after = await page.request.get(`/api/organizational/programs?search=GEN${run.number}-`);
  expect(((await after.json()) as { total: number }).total).toBe(0);
});

test('[admin] the generator on a phone, in Armenian', async ({ page }) => {
  await signIn(page, 'admin@campus.test');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/testing');
  await reloadAs(page, 'hy');
  await expect(page.getByRole('heading', { name: 'Թեստային տվյալներ', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ստեղծել' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await screenshot(page, 'test-data-generator-phone-hy');
});
