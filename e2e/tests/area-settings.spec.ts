// The area settings (/deans-office/settings, /department/settings: shared-ui's form in each remote) on the demo
// university: the dean's office sets its faculty's pass mark and rules; the chair overrides them for their department,
// which the dean's office then sees in its list of departments, and goes back to "as the faculty"; the chair's form in
// Armenian on a phone. axe on the settled screens; screenshots in test-output/screenshots. The faculty's values are the
// configuration's (10, 2 subjects, 25 %), so the specs that read the board's rules at the same time are unaffected.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { reloadAs, screenshot, sidebar, signIn, useLanguage } from './support.js';

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
