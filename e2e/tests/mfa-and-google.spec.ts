// Two-factor verification end to end: turned on in Settings with a code computed from the secret the card shows
// (otpauth, the library the server uses, RFC 6238), then signing out and in with a code; and the login page's
// answers when Google sign-in comes back without a session. (The Google round trip itself runs against a real
// OpenID Connect provider in services/auth/test/google.test.ts.)
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createVerifiedAccount, screenshot, signIn, skipTour, useLanguage } from './support.js';

const PASSWORD = 'Two-Factor-42';
const STEP_MS = 30_000;

/** The code an authenticator app shows, `steps` periods from now (a code is accepted once, ±1 step). */
function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * STEP_MS });
}

function wrongCode(secret: string): string {
  return String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');
}

/** A fresh verified account, so enabling MFA touches no account other tests use; the browser signs in by itself. */
async function createAccount(request: APIRequestContext) {
  const account = await createVerifiedAccount(request, 'mfa', PASSWORD);
  await request.post('/api/auth/logout');
  return account;
}

async function openSecuritySettings(page: Page) {
  await page.goto('/settings?tab=account');
  const toggle = page.getByRole('switch', { name: 'Two-factor verification' });
  await expect(toggle).toBeVisible();
  return toggle;
}

/** Waits until the clock reaches the 30-second step `step` (so the next step's code was never used). */
async function reachStep(step: number): Promise<void> {
  await expect.poll(() => Math.floor(Date.now() / STEP_MS), { timeout: STEP_MS + 5_000, intervals: [1_000] }).toBeGreaterThanOrEqual(step);
}

test('[student] turns on two-factor verification in Settings, then signs in with a code', async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await createAccount(request);
  await skipTour(page, account.id);
  await useLanguage(page, 'en');
  await signIn(page, account.email, PASSWORD);

  // Turn it on: the card shows a QR code and the key; the first code from the "app" confirms.
  const toggle = await openSecuritySettings(page);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/[^A-Z2-7]/g, '');
  expect(secret).toHaveLength(32);
  await screenshot(page, 'mfa-settings-enrol-en');
  const enrolCode = page.getByLabel('Enter the 6-digit code the app shows to finish');
  await enrolCode.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid verification code' })).toBeVisible();
  await enrolCode.fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Your account asks for a code from your authenticator app at every sign-in.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await screenshot(page, 'mfa-settings-on-en');

  // Sign out, and in again: the password alone is not enough.
  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await screenshot(page, 'login-mfa-step-en');

  // A wrong code is refused (and counts against the login limits); six digits send by themselves.
  await code.fill(wrongCode(secret));
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid verification code' })).toBeVisible();
  await screenshot(page, 'login-mfa-wrong-code-en');

  // The step survives a reload within its 5 minutes, in Armenian too.
  await page.evaluate(() => window.localStorage.setItem('lang_pref', 'hy'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Երկքայլ ստուգում' })).toBeVisible();
  await screenshot(page, 'login-mfa-step-hy');
  await page.evaluate(() => window.localStorage.setItem('lang_pref', 'en'));
  await page.reload();

  // The next step's code (never used: the enabling code was this step's or the one before).
  await page.getByLabel('Verification code').fill(codeFor(secret, 1));
  await expect(page).toHaveURL(/\/student-dashboard/);
  const signInStep = Math.floor(Date.now() / STEP_MS) + 1;

  // Turning it off needs a current code too.
  const toggleAgain = await openSecuritySettings(page);
  await expect(toggleAgain).toBeChecked();
  await toggleAgain.click();
  const disableCode = page.getByLabel('To turn two-factor verification off, enter a current code from your authenticator app.');
  await disableCode.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid verification code' })).toBeVisible();
  await screenshot(page, 'mfa-settings-disable-en');
  await reachStep(signInStep);
  await disableCode.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(toggleAgain).not.toBeChecked();
  await expect(page.getByText('Your account asks for a code from your authenticator app at every sign-in.')).toHaveCount(0);
});

test('[guest] is told why a Google sign-in ended without a session', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/login?error=google_no_account');
  await expect(page.getByRole('alert').filter({ hasText: 'There is no Campus account for this Google account.' })).toBeVisible();
  // Google is not configured in this run: the button stays disabled with its reason.
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  await screenshot(page, 'login-google-no-account-en');
  await page.evaluate(() => window.localStorage.setItem('lang_pref', 'hy'));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Այս Google հաշվի համար Campus-ում հաշիվ չկա։' })).toBeVisible();
  await screenshot(page, 'login-google-no-account-hy');
});
