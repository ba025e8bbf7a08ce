import { execFileSync, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectScreenReady } from './screens.js';
import { screenshot, signIn, sidebar, useLanguage } from './support.js';

async function openSchedule(page: Page): Promise<void> {
  await useLanguage(page, 'en');
  await signIn(page, 'lecturer@campus.test');
  await sidebar(page).getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expectScreenReady(page);
}

test('[lecturer] downloads the shown week of /schedule as a PDF', async ({ page }) => {
  await openSchedule(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^schedule-week-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The text, where poppler is installed (.ci/run installs it): the schedule in the page's language.
  if (!spawnSync('pdftotext', ['-v']).error) expect(execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8')).toContain('Schedule:');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
});

test('[lecturer] a refused PDF says so', async ({ page }) => {
  await page.route('**/api/schedule/pdf?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
  await openSchedule(page);
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('Failed to download schedule PDF')).toBeVisible();
  await screenshot(page, 'schedule-pdf-failed-1366');
});
