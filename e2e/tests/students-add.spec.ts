// The dean's office adds one student (/deans-office/students/add, tab Single): the directory answers what is typed,
// the provisioning opt-in goes through its policy dialog, the toast carries the temporary password with Copy, the
// form is cleared, and the new student signs in with that password and is asked to set their own.
import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn, skipTour, uniqueEmail, useLanguage } from './support.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The form's email field: an antd AutoComplete (a combobox). */
const emailField = (page: Page) => page.getByRole('combobox', { name: 'Institutional email' });
/** The line under the email that says what the directory found. */
const directoryStatus = (page: Page) => page.locator('form').getByRole('status');

test("[deans_office] adds a student with the provisioning dialog and copies the temporary password", async ({ page, browser }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'deans@campus.test');
  await page.goto('/deans-office/students/add');
  await expect(page.getByRole('tab', { name: 'Single' })).toBeVisible();

  // The directory (Campus's own accounts here: no Google Workspace is configured) answers part of an address.
  await emailField(page).fill('lecturer@camp');
  await expect(directoryStatus(page)).toHaveText('Found among Campus accounts');
  // antd draws the visible option apart from its hidden accessible list.
  await page.locator('.ant-select-item-option').filter({ hasText: 'lecturer@campus.test' }).click();
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await expect(page.getByLabel('Last name')).not.toHaveValue('');

  const email = uniqueEmail('new-student');
  await emailField(page).fill(email);
  await expect(directoryStatus(page)).toHaveText('No matches among Campus accounts');
  await page.getByLabel('First name').fill('Mariam');
  await page.getByLabel('Last name').fill('Hovhannisyan');
  await page.getByLabel('Year of study').fill('2');

  // Ticking provisioning asks first; Cancel leaves it off, Enable sets it.
  const provisioning = page.getByRole('checkbox', { name: 'Allow Google Workspace provisioning' });
  await provisioning.click();
  const dialog = page.getByRole('dialog', { name: 'Create a Google Workspace account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Google Workspace is not configured here')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(provisioning).not.toBeChecked();
  await provisioning.click();
  await expect(dialog).toBeVisible();
  await screenshot(page, 'deans-office-student-add-provisioning-dialog-en');
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await expect(provisioning).toBeChecked();

  const password = (await page.getByLabel('Generated password').textContent())!;
  expect(password).toHaveLength(14);
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByLabel('Generated password')).not.toHaveText(password);
  const temporary = (await page.getByLabel('Generated password').textContent())!;
  await screenshot(page, 'deans-office-student-add-filled-en');

  const created = page.waitForResponse((response) => response.url().endsWith('/api/deans-office/students') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create Student' }).click();
  const answer = (await (await created).json()) as { account: { userId: string }; provisioning: string };
  expect(answer.provisioning).toBe('not_configured');

  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Student Mariam Hovhannisyan created' });
  await expect(toast.getByTestId('created-password')).toHaveText(temporary);
  await expect(toast.getByText('Google Workspace is not configured: no Workspace account was created.')).toBeVisible();
  await toast.getByRole('button', { name: 'Copy' }).click();
  await expect(toast.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(emailField(page)).toHaveValue('');
  await expect(provisioning).not.toBeChecked();
  await screenshot(page, 'deans-office-student-add-created-en');
  await expect(toast.getByRole('button', { name: 'Go to List' })).toBeVisible();

  // The new student signs in with the temporary password and is asked to set their own.
  const student = await browser.newPage();
  await skipTour(student, answer.account.userId);
  await useLanguage(student, 'en');
  await signIn(student, email, temporary);
  await expect(student).toHaveURL(/\/password-setup$/);
  await student.close();

  await toast.getByRole('button', { name: 'Go to List' }).click();
  await expect(page).toHaveURL(/\/deans-office\/students$/);
});

test('[deans_office] the add-student form on a phone, with the server\'s messages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'en');
  await signIn(page, 'deans@campus.test');
  await page.goto('/deans-office/students/add');
  await page.getByLabel('First name').fill('Aram');
  await page.getByLabel('Last name').fill('Petrosyan');
  // A student already has this email: the server's message is shown in the alert.
  await emailField(page).fill('student@campus.test');
  await expect(directoryStatus(page)).toHaveText('Found among Campus accounts');
  await page.getByText('Enter manually').click();
  await page.getByLabel('Password', { exact: true }).fill('Short1');
  await page.getByLabel('Confirm password').fill('Short2');
  await page.getByRole('button', { name: 'Create Student' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Long-enough-1');
  await page.getByLabel('Confirm password').fill('Long-enough-1');
  await page.getByRole('button', { name: 'Create Student' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A student with email student@campus.test already exists' })).toBeVisible();
  await screenshot(page, 'deans-office-student-add-phone-en');
});
