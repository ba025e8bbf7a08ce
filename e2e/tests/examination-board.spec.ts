// The examination board (/examination-board, the dean's office remote) on the demo university: the dean's office
// sees its faculty's students with those at risk marked by icon and words (not colour alone) and tinted, opens a
// student's subjects, narrows to those at risk, downloads the view as CSV and PDF, and reads the teaching load;
// Armenian on a phone. axe on the settled screens; screenshots in test-output/screenshots.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { chooseOption, reloadAs, screenshot, sidebar, signIn, useLanguage } from './support.js';

async function openBoard(page: Page): Promise<void> {
  await signIn(page, 'deans@campus.test');
  await sidebar(page).getByRole('link', { name: 'Examination board' }).click();
  await expect(page).toHaveURL(/\/examination-board$/);
  await expectScreenReady(page);
}

const table = (page: Page) => page.getByRole('table', { name: "Students' progress" });

test.describe('[deans_office] examination board', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test("[deans_office] sees its faculty's progress, at-risk students marked in words, and a student's subjects", async ({ page }) => {
    await openBoard(page);
    await expect(page.getByRole('heading', { name: 'Examination board' })).toBeVisible();
    await expect(page.getByText(/\d+ students? at risk/)).toBeVisible();
    await expect(page.getByText(/At risk: an average under 10/)).toBeVisible();
    // Narrowed to those at risk: every row says so, with its reason.
    await chooseOption(page, 'At risk', { option: 'At risk only' });
    await expect(page).toHaveURL(/p_atRisk=yes/);
    const rows = table(page).locator('tbody tr.ant-table-row');
    await expect(rows.first()).toContainText('At risk');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) await expect(rows.nth(index)).toContainText(/Average under the pass mark|Several subjects under the pass mark|Too many absences in a subject/);
    // The row is tinted too (the tint is never the only sign).
    expect(await rows.first().evaluate((row) => getComputedStyle(row).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await rows.first().getByRole('button', { name: /expand row/i }).click();
    const subjects = page.getByRole('table', { name: 'Subjects' });
    await expect(subjects.getByRole('columnheader', { name: 'Published midterms' })).toBeVisible();
    await expect(subjects.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.mouse.wheel(0, 420);
    await screenshot(page, 'examination-board-progress-1366');
    await expectAccessible(page);
    // The tint and the words read in the dark theme too.
    await reloadAs(page, 'en', 'dark');
    await expect(rows.first()).toContainText('At risk');
    await page.mouse.wheel(0, 420);
    await screenshot(page, 'examination-board-progress-dark-1366');
    await expectAccessible(page);
  });

  test('[deans_office] downloads the view as CSV (BOM, English headers) and as a PDF', async ({ page }) => {
    await openBoard(page);
    await expect(table(page).locator('tbody tr.ant-table-row').first()).toBeVisible();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^examination-board-.+\.csv$/);
    const text = (await readFile(await csv.path())).toString('utf8');
    expect(text.startsWith('\uFEFFStudent number,Student,Group,Program,Subject code,Subject,')).toBe(true);
    expect(text.split('\r\n').length).toBeGreaterThan(10);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^examination-board-.+\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (!spawnSync('pdftotext', ['-v']).error) expect(execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8')).toContain('Examination board: student progress');
  });

  test("[deans_office] reads its faculty's teaching load", async ({ page }) => {
    await openBoard(page);
    await page.getByRole('tab', { name: 'Teaching load' }).click();
    await expect(page).toHaveURL(/tab=load/);
    const load = page.getByRole('table', { name: 'Teaching load' });
    await expect(load.getByRole('columnheader', { name: 'Allocated hours' })).toBeVisible();
    await expect(load.locator('tbody tr.ant-table-row').first()).toContainText(/\d+ of \d+ h/);
    await screenshot(page, 'examination-board-load-1366');
    await expectAccessible(page);
  });
});

test('[deans_office] the board in Armenian on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'en');
  await signIn(page, 'deans@campus.test');
  await page.goto('/examination-board?p_atRisk=yes');
  await reloadAs(page, 'hy');
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'Քննական հանձնաժողով' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Ուսանողների առաջադիմություն' }).locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('Ռիսկի գոտում');
  // Nothing wider than the phone but the table's own scroll.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(390);
  await screenshot(page, 'examination-board-progress-hy-390');
  await rows.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'examination-board-rows-hy-390');
});
