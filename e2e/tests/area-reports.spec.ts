// The reports (/deans-office/reports, /department/reports: shared-ui's screen in each remote) on the demo university:
// the dean's office reads its faculty's enrolment, downloads it as CSV (BOM, English headers) and as a PDF, reads the
// grades with their pass rate; a chair reads their department's attendance; Armenian on a phone. axe on the settled
// screens; screenshots in test-output/screenshots.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { reloadAs, screenshot, sidebar, signIn, useLanguage } from './support.js';

const table = (page: Page) => page.getByRole('tabpanel').locator('.ant-table');
const rows = (page: Page) => table(page).locator('tbody tr.ant-table-row');

async function openReports(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email);
  await sidebar(page).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
}

test.describe('[deans_office] reports', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test("[deans_office] reads its faculty's enrolment and downloads it as CSV and PDF", async ({ page }) => {
    await openReports(page, 'deans@campus.test', '/deans-office/reports');
    await expect(page.getByRole('tab', { name: 'Enrolment', selected: true })).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: 'Program', exact: true })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText(/Total: \d+ students/)).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Students per group' })).toBeVisible();
    await screenshot(page, 'reports-enrolment-1366');
    await expectAccessible(page);

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^report-enrolment-.+\.csv$/);
    const text = (await readFile(await csv.path())).toString('utf8');
    expect(text.startsWith('\uFEFFProgram,Group,Students\r\n')).toBe(true);
    expect(text.split('\r\n').filter(Boolean).length).toBe((await rows(page).count()) + 1);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^report-enrolment-.+\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (!spawnSync('pdftotext', ['-v']).error) expect(execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8')).toContain('Enrolment by program and group');
  });

  test('[deans_office] reads the grades: bands of the range, the mean and the pass rate', async ({ page }) => {
    await openReports(page, 'deans@campus.test', '/deans-office/reports');
    await page.getByRole('tab', { name: 'Grades' }).click();
    await expect(page).toHaveURL(/report=grades/);
    await expect(table(page).getByRole('columnheader', { name: 'Passed (≥ 10)' })).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: '16–20' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await screenshot(page, 'reports-grades-1366');
    await expectAccessible(page);
  });
});

test("[chair] reads the department's attendance", async ({ page }) => {
  await useLanguage(page, 'en');
  await openReports(page, 'chair@campus.test', '/department/reports');
  await page.getByRole('tab', { name: 'Attendance' }).click();
  await expect(page).toHaveURL(/report=attendance/);
  await expect(table(page).getByRole('columnheader', { name: 'Attended', exact: true })).toBeVisible();
  await expect(rows(page).first()).toContainText(/%|—|\d/);
  await page.getByRole('tab', { name: 'Teaching load' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Allocated hours', exact: true })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await screenshot(page, 'reports-chair-load-1366');
  await expectAccessible(page);
});

test('[deans_office] the reports in Armenian on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'en');
  await signIn(page, 'deans@campus.test');
  await page.goto('/deans-office/reports?report=attendance');
  await reloadAs(page, 'hy');
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'Հաշվետվություններ' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Հաճախելիություն', selected: true })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(390);
  await screenshot(page, 'reports-attendance-hy-390');
});
