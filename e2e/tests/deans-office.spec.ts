import { expect, test } from '@playwright/test';
import { visitScreens, type Screen } from './screens.js';
import { chooseLanguage, chooseOption, screenshot, signIn, useLanguage, type Language } from './support.js';

const SCREENS: Screen[] = [
  { name: 'dashboard', path: '/deans-office/' },
  { name: 'students', path: '/deans-office/students' },
  { name: 'programs', path: '/deans-office/programs' },
  { name: 'programs-add', path: '/deans-office/programs/add' },
  { name: 'groups', path: '/deans-office/groups' },
  { name: 'faculty', path: '/deans-office/faculty' },
  { name: 'enrollment', path: '/deans-office/enrollment' },
  { name: 'departments', path: '/deans-office/departments' },
  { name: 'analytics', path: '/deans-office/analytics' },
  { name: 'allocation', path: '/deans-office/allocation' },
  { name: 'allocation-clean', path: '/deans-office/allocation-clean' },
  { name: 'students-add-bulk', path: '/deans-office/students/add?tab=bulk' },
];

test.describe("[deans_office] dean's office area", () => {
  test('[deans_office] creates a program and a group, and archives the group through the confirmation', async ({ page }) => {
    const suffix = String(Date.now()).slice(-6);
    await useLanguage(page, 'en');
    await signIn(page, 'deans@campus.test');

    await page.goto('/deans-office/programs/add');
    await page.getByLabel('Code').fill(`P${suffix}`);
    await page.getByLabel('Name in Armenian').fill(`Ծրագիր ${suffix}`);
    await page.getByLabel('Name in English').fill(`Program ${suffix}`);
    await chooseOption(page, 'Department');
    await page.getByRole('button', { name: 'Create program' }).click();
    await expect(page).toHaveURL(/\/deans-office\/programs$/);
    await expect(page.getByText(`Program ${suffix}`).first()).toBeVisible();
    await page.getByLabel('Search by code or name').fill(`P${suffix}`);
    await expect(page.getByRole('cell', { name: `P${suffix}`, exact: true })).toBeVisible();

    await page.goto('/deans-office/groups');
    await expect(page.getByRole('table', { name: 'Groups' })).toBeVisible();
    await page.getByRole('button', { name: 'New group' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(`E2E-${suffix}`);
    await dialog.getByLabel('Code', { exact: true }).fill(`E2E${suffix}`);
    await chooseOption(page, 'Department');
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

  test("[deans_office] creates a department in its own faculty with a new chair, and is shown the chair's one-time password", async ({ page }) => {
    const code = `D${String(Date.now()).slice(-6)}`;
    const chair = `chair-${Date.now()}@campus.test`;
    await useLanguage(page, 'en');
    await signIn(page, 'deans@campus.test');
    await page.goto('/deans-office/departments');
    await page.getByRole('button', { name: 'New department' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New department' });
    await expect(dialog.getByLabel('Faculty')).toHaveCount(0);
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name in Armenian').fill(`Ամբիոն ${code}`);
    await dialog.getByLabel('Name in English').fill(`Department ${code}`);
    await dialog.getByText('A person by email').click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(chair);
    await dialog.getByLabel('First name').fill('Gor');
    await dialog.getByLabel('Last name').fill('Sahakyan');
    await dialog.getByRole('button', { name: 'Create' }).click();

    await expect(dialog.getByText("The chair's account was created")).toBeVisible();
    await expect(dialog.getByText(`The account ${chair} was created`)).toBeVisible();
    await expect(dialog.locator('.ant-typography code')).toHaveText(/^\S{8,}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: code }).getByText('Gor Sahakyan')).toBeVisible();
  });

  for (const language of ['en', 'hy'] as Language[]) {
    test(`[deans_office] every screen renders without an error panel (${language})`, async ({ page }) => {
      await useLanguage(page, 'en');
      await signIn(page, 'deans@campus.test');
      if (language === 'hy') await chooseLanguage(page, 'Հայերեն');
      await visitScreens(page, SCREENS, `deans-office-${language}`, { audit: language === 'en' });
    });
  }

  test('[deans_office] looks right in the dark theme', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme_pref', 'dark'));
    await useLanguage(page, 'en');
    await signIn(page, 'deans@campus.test');
    const screens = [{ name: 'dashboard', path: '/deans-office/' }, { name: 'groups', path: '/deans-office/groups' }, { name: 'analytics', path: '/deans-office/analytics' }];
    await visitScreens(page, screens, 'deans-office-dark', { audit: true });
  });
});
