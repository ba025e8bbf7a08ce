// The area settings (/deans-office/settings, /department/settings: shared-ui's form in each remote) on the demo
// university: the dean's office sets its faculty's pass mark and rules; the chair overrides them for their department,
// which the dean's office then sees in its list of departments, and goes back to "as the faculty"; the chair's form in
// Armenian on a phone. axe on the settled screens; screenshots in test-output/screenshots. The faculty's values are the
// configuration's (10, 2 subjects, 25 %), so the specs that read the board's rules at the same time are unaffected.
// A dean's office of the other faculty sets a default term and sees the examination board, the reports and the
// midterm overview open on it, unless the address names a term.
import { expect, test, type Page } from '@playwright/test';
import type { AreaSettings, AreaSettingsChange } from '@campus/contracts/grading';
import type { AcademicYear, Faculty } from '@campus/contracts/organizational';
import { expectAccessible, expectScreenReady } from './screens.js';
import { DEMO_PASSWORD, apiAs, chooseOption, createVerifiedAccount, dataOf, reloadAs, screenshot, sidebar, signIn, signInAs, useLanguage } from './support.js';

async function openSettings(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email);
  await sidebar(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'Area settings' })).toBeVisible();
}

async function fill(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await expect(field).toHaveValue(value);
}

test.describe.serial('[deans_office] [chair] area settings', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test("[deans_office] sets its faculty's pass mark and at-risk rules", async ({ page }) => {
    await openSettings(page, 'deans@campus.test', '/deans-office/settings');
    await expect(page.getByLabel('Pass mark', { exact: true })).toBeVisible();
    await fill(page, 'Pass mark', '10');
    await fill(page, 'Failing subjects for at-risk', '2');
    await fill(page, 'Absence share for at-risk (%)', '25');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByTestId('settings-source').first()).toContainText("In force: the faculty's settings");
    await expect(page.getByRole('heading', { name: 'Departments' }).or(page.getByText('Departments', { exact: true })).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Change: / }).first()).toBeVisible();
    await page.mouse.move(0, 0); // the Save button's hover colour is not the one to judge
    await screenshot(page, 'area-settings-faculty-1366');
    await expectAccessible(page);
  });

  test('[chair] overrides the pass mark for their department, then follows the faculty again', async ({ page, browser }) => {
    await openSettings(page, 'chair@campus.test', '/department/settings');
    await expect(page.getByTestId('settings-source')).toContainText(/In force: the (faculty's settings|department's own settings)/);
    await page.getByText('Its own', { exact: true }).click();
    await fill(page, 'Pass mark', '12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByTestId('settings-source')).toContainText("In force: the department's own settings");
    await page.mouse.move(0, 0);
    await screenshot(page, 'area-settings-department-1366');
    await expectAccessible(page);

    // The dean's office sees the override in its list of departments.
    const deans = await browser.newPage();
    await useLanguage(deans, 'en');
    await openSettings(deans, 'deans@campus.test', '/deans-office/settings');
    await expect(deans.getByText(/Pass mark 12, 2 failing subjects, absences over 25%/)).toBeVisible();
    await deans.close();

    await page.getByText('As the faculty', { exact: true }).click();
    await expect(page.getByLabel('Pass mark', { exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('settings-source')).toContainText("In force: the faculty's settings");
  });

  test('[chair] the settings in Armenian on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'chair@campus.test');
    await page.goto('/department/settings');
    await reloadAs(page, 'hy');
    await expectScreenReady(page);
    await expect(page.getByRole('heading', { name: 'Ստորաբաժանման կարգավորումներ' })).toBeVisible();
    await expect(page.getByLabel('Անցողիկ միավոր', { exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(390);
    await screenshot(page, 'area-settings-department-hy-390');
  });
});

/** The antd select whose combobox is named `label`, showing its chosen option. */
const selectShowing = (page: Page, label: string) => page.locator('main .ant-select').filter({ has: page.getByRole('combobox', { name: label, exact: true }) });

test("[deans_office] a dean's office that sets a default term sees the board, the reports and the midterm overview open on it", async ({ page, baseURL }) => {
  // Its own dean's office of ECM (a new account linked by an administrator): the demo dean's office's screens, which
  // other specs read at the same time, keep opening on the active term.
  const { api: admin } = await apiAs(baseURL!, 'admin@campus.test');
  const faculty = (await dataOf<Faculty[]>(admin, '/api/organizational/faculties?pageSize=100')).find((one) => one.code === 'ECM')!;
  const periods = (await dataOf<AcademicYear[]>(admin, '/api/organizational/academic-years')).flatMap((year) => year.periods);
  const active = periods.find((one) => one.isActive)!;
  const term = periods.find((one) => !one.isActive)!;
  expect(active && term, 'the demo university has an active term and another').toBeTruthy();
  const settingsPath = `/api/grading/settings?facultyId=${faculty.id}`;
  const before = (await admin.get(settingsPath).then((answer) => answer.json())) as AreaSettings;
  const account = await createVerifiedAccount(page.request, 'default-term', DEMO_PASSWORD);
  const linked = await admin.post(`/api/organizational/faculties/${faculty.id}/staff`, { data: { userId: account.id } });
  expect(linked.status(), await linked.text()).toBe(201);
  try {
    await signInAs(page, account.email);
    await page.goto('/deans-office/settings');
    await expectScreenReady(page);
    await expect(page.getByRole('heading', { name: 'Area settings' })).toBeVisible();
    await chooseOption(page, 'Default term', { option: term.name });
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByText('The examination board, the reports and the midterm overview open on this term')).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Examination board' }).click();
    await expect(page).toHaveURL(new RegExp(`/examination-board\\?p_periodId=${term.id}$`));
    await expectScreenReady(page);
    await expect(selectShowing(page, 'Academic period')).toHaveText(term.name);
    await page.mouse.move(0, 0);
    await screenshot(page, 'default-term-board-1366');
    await page.getByRole('tab', { name: 'Teaching load' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Teaching load' }).locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Academic period' }) })).toHaveText(term.name);
    // A term in the address wins.
    await page.goto(`/examination-board?p_periodId=${active.id}`);
    await expectScreenReady(page);
    await expect(selectShowing(page, 'Academic period')).toHaveText(`${active.name} (current)`);

    await sidebar(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/deans-office\/reports$/);
    await expectScreenReady(page);
    await expect(page.locator('main .ant-select').filter({ has: page.getByRole('combobox', { name: 'Period', exact: true }) })).toHaveText(term.name);
    // ECM has no data in that term: the empty table's words must be readable too.
    await expectAccessible(page);
    await screenshot(page, 'default-term-reports-1366');
    await page.goto(`/deans-office/reports?periodId=${active.id}`);
    await expectScreenReady(page);
    await expect(page.locator('main .ant-select').filter({ has: page.getByRole('combobox', { name: 'Period', exact: true }) })).toHaveText(`${active.name} (current)`);

    await page.goto('/midterms');
    await expectScreenReady(page);
    await expect(selectShowing(page, 'Academic period')).toHaveText(term.name);
    await expect(page).toHaveURL(new RegExp(`periodId=${term.id}`));
  } finally {
    // Back as it was: the faculty's own settings as before, or none.
    const values = before.own ?? before.defaults;
    const restore: AreaSettingsChange = { passMark: values.passMark, failingSubjects: values.failingSubjects, absenceShare: values.absenceShare, defaultPeriodId: values.defaultPeriodId, ...(before.own ? {} : { inherit: true }) };
    const restored = await admin.put(settingsPath, { data: restore });
    expect(restored.status(), await restored.text()).toBe(200);
    await admin.delete(`/api/organizational/faculties/${faculty.id}/staff/${account.id}`);
    await admin.dispose();
  }
});
