// The dean's office as a team: an administrator adds a person to a faculty's dean's office and removes them.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signIn, uniqueEmail, useLanguage } from './support.js';

test('[admin] adds a person found by name to a faculty\'s dean\'s office, then removes them', async ({ page }) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('team');
  const lastName = `Teammate${Date.now().toString(36)}`;
  const registered = await page.request.post('/api/auth/register', { data: { email, password: DEMO_PASSWORD, firstName: 'Ani', lastName } });
  expect(registered.status(), await registered.text()).toBe(201);

  await signIn(page, 'admin@campus.test');
  await page.goto('/admin/organizational');
  await page.getByRole('row').filter({ hasText: 'INF' }).getByRole('button', { name: "Dean's office of INF" }).click();
  const dialog = page.getByRole('dialog', { name: /^Dean's office: / });
  const staff = dialog.getByRole('table');
  await expect(staff.getByText('deans.office@campus.test')).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: 'deans@campus.test' }).getByText('Dean', { exact: true })).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Name or email of an account' }).fill(lastName);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: email }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Ani ${lastName} now works in the dean's office`)).toBeVisible();
  await expect(staff.getByText(email)).toBeVisible();
  await screenshot(page, 'admin-deans-office-team');

  await dialog.getByRole('button', { name: `Remove Ani ${lastName} from the dean's office` }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(`Ani ${lastName} no longer works in the dean's office`)).toBeVisible();
  await expect(staff.getByText(email)).toBeHidden();
});
