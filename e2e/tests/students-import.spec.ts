// CSV import and export in the browser. The dean's office pastes students with two bad rows into Bulk Import, reads
// the messages (Start Import stays disabled), fixes the rows, parses again and imports, and watches every row reach
// Success and the progress 100 % — which a reload keeps. An administrator exports lecturers with chosen fields and
// no header. Both screens are checked with axe and photographed at 1366 and 390 px.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { screenshot, sidebar, signIn, useLanguage } from './support.js';

const HEADER = 'studentId,firstName,lastName,email,dateOfBirth,gender,nationality,admissionYear,department,program,academicLevel,emergencyContact,address';

/** Four students of the demo faculty's Computer Science (BSc); `broken` leaves row 3 without a first name and gives row 5 a bad email. */
function studentsCsv(suffix: string, broken: boolean): string {
  const row = (n: number, first: string, email: string) =>
    `IMP-${suffix}-${n},${first},Import${n},${email},2005-03-1${n},female,Armenian,2025,CS,CS-BSC,undergraduate,+374 91 00000${n},"${n} Abovyan St, Yerevan"`;
  const email = (n: number) => `import-${suffix}-${n}@campus.test`;
  return [
    HEADER,
    row(1, 'Ani', email(1)),
    row(2, broken ? '' : 'Lilit', email(2)),
    row(3, 'Narek', email(3)),
    row(4, 'Sona', broken ? `import-${suffix}-4.campus.test` : email(4)),
  ].join('\n');
}

const pasteArea = (page: Page) => page.getByRole('textbox', { name: 'Paste CSV' });
const previewRows = (page: Page) => page.getByRole('table', { name: 'Preview' }).locator('tbody tr.ant-table-row');

test("[deans_office] imports students from a pasted CSV: two bad rows explained, fixed, then every row created live", async ({ page }) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-7);
  await useLanguage(page, 'en');
  await signIn(page, 'deans@campus.test');
  await page.goto('/deans-office/students/add');
  await page.getByRole('tab', { name: 'Bulk Import' }).click();
  await expect(page).toHaveURL(/tab=bulk/);

  await pasteArea(page).fill(studentsCsv(suffix, true));
  await page.getByRole('button', { name: 'Parse' }).click();
  await expect(page.getByText('2 validation error(s) found. Fix and re-parse.')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Validation errors' });
  await expect(errors.getByRole('row').filter({ hasText: 'First name is required' })).toContainText('3');
  await expect(errors.getByRole('row').filter({ hasText: 'Invalid email format' })).toContainText('5');
  await expect(page.getByRole('button', { name: 'Start Import' })).toBeDisabled();
  await expectAccessible(page);
  await errors.scrollIntoViewIfNeeded();
  await screenshot(page, 'deans-office-bulk-import-errors-en');

  await pasteArea(page).fill(studentsCsv(suffix, false));
  await page.getByRole('button', { name: 'Parse' }).click();
  await expect(page.getByText('4 row(s) ready to import.')).toBeVisible();
  await expect(previewRows(page)).toHaveCount(4);
  await expect(previewRows(page).filter({ hasText: 'Pending' })).toHaveCount(4);
  const password = await previewRows(page).first().locator('code').textContent();
  expect(password).toMatch(/^\S{12}$/);
  await expect(page.getByText('are not kept on the server')).toBeVisible();

  await page.getByRole('button', { name: 'Start Import' }).click();
  await expect(page).toHaveURL(/import=[0-9a-f-]{36}/);
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toContainText('100%');
  await expect(page.getByText('4 succeeded')).toBeVisible();
  await expect(page.getByText('0 failed')).toBeVisible();
  await expect(previewRows(page).filter({ hasText: 'Success' })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Start Import' })).toBeDisabled();
  await previewRows(page).last().scrollIntoViewIfNeeded();
  await screenshot(page, 'deans-office-bulk-import-done-en');

  // A reload finds the import where it was: the address names it, this tab kept the CSV and passwords.
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toContainText('100%');
  await expect(previewRows(page).filter({ hasText: 'Success' })).toHaveCount(4);
  await expect(previewRows(page).first().locator('code')).toHaveText(password!);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results' }).click();
  const results = await readFile((await (await download).path())!, 'utf8');
  expect(results).toContain(`import-${suffix}-1@campus.test,${password}`);

  // The new students are in the faculty's list.
  await page.goto('/deans-office/students');
  await page.getByLabel('Search by name, email or student ID').fill(`import-${suffix}`);
  await expect(page.getByText(`import-${suffix}-4@campus.test`)).toBeVisible();

  // Reset Status sets every row to pending again, ready for another run.
  await page.goBack();
  await expect(previewRows(page).filter({ hasText: 'Success' })).toHaveCount(4);
  await page.getByRole('button', { name: 'Reset Status' }).click();
  await expect(previewRows(page).filter({ hasText: 'Pending' })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Start Import' })).toBeEnabled();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Parse' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'deans-office-bulk-import-phone-en');
});

test('[admin] exports lecturers with chosen fields and no header, from Data management in the sidebar', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'admin@campus.test');
  await sidebar(page).getByRole('link', { name: 'Data management' }).click();
  await expect(page).toHaveURL(/\/admin\/data-management/);
  await expectScreenReady(page);
  await page.getByText('Load sample').click();
  await expectAccessible(page);
  await screenshot(page, 'admin-data-management-import-en');

  await page.getByRole('tab', { name: 'Export' }).click();
  await page.getByRole('tabpanel', { name: 'Export' }).getByTitle('Lecturers').click();
  await page.getByRole('button', { name: 'None', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Email' }).check();
  await page.getByRole('checkbox', { name: 'Employee ID' }).check();
  await page.getByRole('switch', { name: 'Include header row' }).click();
  await expectAccessible(page);
  await screenshot(page, 'admin-data-management-export-en');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lecturers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  const listed = (await (await page.request.get('/api/organizational/lecturers?pageSize=1')).json()) as { total: number; data: { email: string; employeeId: string }[] };
  expect(lines).toHaveLength(listed.total);
  // The columns come in the lecturer's field order whatever order they were ticked in.
  expect(lines).toContain(`${listed.data[0]!.employeeId},${listed.data[0]!.email}`);
  expect(lines.every((line) => /^[^,@\s]+,[^,\s]+@[^,\s]+$/.test(line))).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-data-management-export-phone-en');
});
