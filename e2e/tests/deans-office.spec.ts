import { expect, test, type Page } from '@playwright/test';
import { visitScreens, type Screen } from './screens.js';
import { chooseLanguage, screenshot, signIn, useLanguage, type Language } from './support.js';

const SCREENS: Screen[] = [
  { name: 'dashboard', path: '/deans-office/' },
  { name: 'programs', path: '/deans-office/programs' },
  { name: 'programs-add', path: '/deans-office/programs/add' },
  { name: 'groups', path: '/deans-office/groups' },
  { name: 'faculty', path: '/deans-office/faculty' },
  { name: 'enrollment', path: '/deans-office/enrollment' },
  { name: 'departments', path: '/deans-office/departments' },
  { name: 'analytics', path: '/deans-office/analytics' },
  { name: 'allocation', path: '/deans-office/allocation' },
  { name: 'allocation-clean', path: '/deans-office/allocation-clean' },
];

/**
 * Opens an antd select by its label inside `scope` and picks the option with this text (or the first), again
 * until the select shows a value: on a busy machine a click can land while the dropdown is still animating in.
 */
async function choose(page: Page, label: string, option?: string | RegExp) {
  const dialog = page.getByRole('dialog');
  const scope = (await dialog.count()) > 0 ? dialog.last() : page.locator('main, body').first();
  const field = scope.getByLabel(label, { exact: true });
  // antd shows the chosen option's label as the title of the content box around the input.
  const content = field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select-content ")][1]');
  await expect(async () => {
    await field.click();
    // This select's own dropdown (the one its input owns): the previous select's may still be fading out.
    const options = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${await field.getAttribute('aria-owns')}"]`) }).locator('.ant-select-item-option');
    await (option ? options.filter({ hasText: option }).first() : options.first()).click({ timeout: 5_000 });
    await expect(content).toHaveAttribute('title', /\S/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe("[deans_office] dean's office area", () => {
  test('[deans_office] creates a program and a group, and archives the group through the confirmation', async ({ page }) => {
    const suffix = String(Date.now()).slice(-6);
    await useLanguage(page, 'en');
    await signIn(page, 'deans@campus.test');

    await page.goto('/deans-office/programs/add');
    await page.getByLabel('Code').fill(`P${suffix}`);
    await page.getByLabel('Name in Armenian').fill(`Ծրագիր ${suffix}`);
    await page.getByLabel('Name in English').fill(`Program ${suffix}`);
    await choose(page, 'Department');
    await page.getByRole('button', { name: 'Create program' }).click();
    await expect(page).toHaveURL(/\/deans-office\/programs$/);
    await expect(page.getByText(`Program ${suffix}`).first()).toBeVisible();
    await page.getByLabel('Search by code or name').fill(`P${suffix}`);
    await expect(page.getByRole('cell', { name: `P${suffix}` })).toBeVisible();

    await page.goto('/deans-office/groups');
    await expect(page.getByRole('table', { name: 'Groups' })).toBeVisible();
    await page.getByRole('button', { name: 'New group' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(`E2E-${suffix}`);
    await dialog.getByLabel('Code', { exact: true }).fill(`E2E${suffix}`);
    await choose(page, 'Department');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Group E2E-${suffix} created`)).toBeVisible();

    await page.getByLabel('Search by name or code').fill(`E2E-${suffix}`);
    const row = page.getByRole('row').filter({ hasText: `E2E-${suffix}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Unassigned')).toBeVisible();
    await screenshot(page, 'deans-office-groups-created-en');
    await row.getByRole('button', { name: `Archive group E2E-${suffix}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Archive group "E2E-${suffix}"?` });
    await expect(confirm).toBeVisible();
    await screenshot(page, 'deans-office-groups-archive-confirm-en');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(row.getByText('Archived')).toBeVisible();
    await expect(row.getByRole('button', { name: `Archive group E2E-${suffix}` })).toHaveCount(0);
  });

  for (const language of ['en', 'hy'] as Language[]) {
    test(`[deans_office] every screen renders without an error panel (${language})`, async ({ page }) => {
      await useLanguage(page, 'en');
      await signIn(page, 'deans@campus.test');
      if (language === 'hy') await chooseLanguage(page, 'Հայերեն');
      await visitScreens(page, SCREENS, `deans-office-${language}`);
    });
  }

  test('[deans_office] looks right in the dark theme', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme_pref', 'dark'));
    await useLanguage(page, 'en');
    await signIn(page, 'deans@campus.test');
    const screens = [{ name: 'dashboard', path: '/deans-office/' }, { name: 'groups', path: '/deans-office/groups' }, { name: 'analytics', path: '/deans-office/analytics' }];
    await visitScreens(page, screens, 'deans-office-dark');
  });
});
