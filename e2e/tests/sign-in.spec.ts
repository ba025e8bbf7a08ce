import { expect, test } from '@playwright/test';
import { expectAccessible } from './screens.js';
import { DEMO_PASSWORD, screenshot, sidebar, signIn, useLanguage } from './support.js';

const accounts = [
  { role: 'admin', email: 'admin@campus.test', home: /\/admin\/$/, sees: ['Administration', 'Learning', 'Teaching'] },
  { role: 'lecturer', email: 'lecturer@campus.test', home: /\/lecturer-materials$/, sees: ['Teaching'] },
  { role: 'student', email: 'student@campus.test', home: /\/student-dashboard$/, sees: ['Learning'] },
  { role: 'deans_office', email: 'deans@campus.test', home: /\/deans-office\/$/, sees: ["Dean's office"] },
  { role: 'chair', email: 'chair@campus.test', home: /\/department\/$/, sees: ['Department'] },
  { role: 'quality_assurance', email: 'qa@campus.test', home: /\/admin\/analytics$/, sees: ['Administrative'] },
];
const areaCategories = ['Administration', 'Learning', 'Teaching', "Dean's office", 'Department', 'Administrative'];

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

for (const account of accounts) {
  test(`[${account.role}] signs in and lands in its area with its sidebar`, async ({ page }) => {
    await signIn(page, account.email);

    await expect(page).toHaveURL(account.home);
    // Signed in as this very account (not every area's home shows the account card: QA lands on analytics).
    const me = await page.request.get('/api/auth/me');
    expect(((await me.json()) as { email: string }).email).toBe(account.email);
    const nav = sidebar(page);
    for (const category of account.sees) await expect(nav.getByText(category, { exact: true }).first()).toBeVisible();
    if (account.role !== 'admin') {
      for (const category of areaCategories.filter((name) => !account.sees.includes(name))) {
        await expect(nav.getByText(category, { exact: true })).toHaveCount(0);
      }
    }
    await expectAccessible(page);
    await screenshot(page, `home-${account.role}`);
  });
}

test('[student] opening an admin page shows the unauthorized page', async ({ page }) => {
  await signIn(page, 'student@campus.test');

  await page.goto('/admin/');

  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await screenshot(page, 'unauthorized');
});

test('[guest] opening a guarded page asks to sign in first, then returns there', async ({ page }) => {
  await page.goto('/student-dashboard');
  await expect(page).toHaveURL(/\/login\?next=/);

  await page.getByLabel('Email').fill('student@campus.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test('[guest] a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('lecturer@campus.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await screenshot(page, 'login-wrong-password');
});

test('[lecturer] signs out and the guarded area is closed again', async ({ page }) => {
  await signIn(page, 'lecturer@campus.test');
  await sidebar(page).page().getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto('/lecturer-materials');

  await expect(page).toHaveURL(/\/login\?next=/);
});
