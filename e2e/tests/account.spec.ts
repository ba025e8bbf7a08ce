// The account screens: registration and email verification, password recovery through the emailed link,
// first password setup, settings (notification preferences, quiet hours, accessibility, password change),
// the profile and the suggestion form. Mail is read from the loopback SMTP server (../mailbox.ts).
import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail.js';
import { DEMO_PASSWORD, createVerifiedAccount, screenshot, signIn, skipTour, uniqueEmail, useLanguage, type Language } from './support.js';

const NEW_PASSWORD = 'Fresh-Start-42';

// Each test registers an account and reads its mail; on a busy machine that takes more than the default minute.
test.describe.configure({ timeout: 150_000 });

function tokenOf(link: string): string {
  const token = new URL(link, 'http://campus.invalid').searchParams.get('token');
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}

async function shoot(page: Page, name: string, languages: Language[], visit: () => Promise<unknown>): Promise<void> {
  for (const language of languages) {
    await page.evaluate((lng) => window.localStorage.setItem('lang_pref', lng), language);
    await visit();
    // Past the start-up screen: the page's heading (or result title) is shown, then fonts settle.
    await expect(page.locator('main h1, main h2, main .ant-result-title').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `${name}-${language}`);
  }
  await page.evaluate(() => window.localStorage.setItem('lang_pref', 'en'));
}

test('[guest] registers, opens the emailed link and lands signed in', async ({ page }) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('register');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await shoot(page, 'register', ['hy', 'en'], () => page.reload());

  await page.getByLabel('First name').fill('Narek');
  await page.getByLabel('Last name').fill('Hakobyan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.locator('li[data-met="true"]')).toHaveCount(1); // only "a lowercase letter"
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await expect(page.locator('li[data-met="false"]')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await screenshot(page, 'register-sent-en');

  const link = linkIn(await waitForMail(email, since), '/verify-email');
  await page.goto(link);
  await expect(page).not.toHaveURL(/verify-email/);
  await expect(page.getByText('Narek Hakobyan').first()).toBeVisible();
});

test('[guest] a verification link used twice says it is not valid', async ({ page, request }) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('verify-twice');
  const since = Date.now();
  expect((await request.post('/api/auth/register', { data: { email, password: NEW_PASSWORD, firstName: 'Lilit', lastName: 'Sargsyan' } })).status()).toBe(201);
  const link = linkIn(await waitForMail(email, since), '/verify-email');
  expect((await request.post('/api/auth/verify-email', { data: { token: tokenOf(link) } })).ok()).toBe(true);

  await page.goto(link);
  await expect(page.getByText('This verification link is not valid')).toBeVisible();
  await shoot(page, 'verify-email-invalid', ['hy', 'en'], () => page.reload());
});

test('[guest] resets a forgotten password from the emailed link, then signs in with it', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'forgot', NEW_PASSWORD);
  await skipTour(page, account.id);
  await useLanguage(page, 'en');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await shoot(page, 'forgot-password', ['hy', 'en'], () => page.reload());

  // An unknown address gets the very same confirmation.
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await page.goto('/forgot-password');

  const since = Date.now();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await screenshot(page, 'forgot-password-sent-en');

  const link = linkIn(await waitForMail(account.email, since), '/reset-password');
  await page.goto(link);
  await shoot(page, 'reset-password', ['hy', 'en'], () => page.reload());
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Pass-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Another-Pass-8');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Another-Pass-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await screenshot(page, 'reset-password-done-en');

  // The link is single use.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Third-Pass-99');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Third-Pass-99');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is not valid')).toBeVisible();

  await signIn(page, account.email, 'Another-Pass-7');
  await expect(page.getByText('Ani Petrosyan').first()).toBeVisible();
});

test('[guest] /reset-password without a token offers to request a new link', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/reset-password');
  await expect(page.getByText('This reset link is not valid')).toBeVisible();
  await shoot(page, 'reset-password-invalid', ['hy', 'en'], () => page.reload());
  await page.getByRole('button', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('[new student] must replace the temporary password before anything else', async ({ page, playwright, baseURL }) => {
  // The dean's office creates the student with a temporary password (as the admin demo account).
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: { email: 'admin@campus.test', password: DEMO_PASSWORD } })).ok()).toBe(true);
  const email = uniqueEmail('temporary');
  const created = await admin.post('/api/deans-office/students', {
    data: { firstName: 'Gor', lastName: 'Vardanyan', email, yearOfStudy: 1, password: 'Temporary-1' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { userId: string } };
  await admin.dispose();

  await skipTour(page, account.userId);
  await useLanguage(page, 'en');
  await signIn(page, email, 'Temporary-1');
  await expect(page).toHaveURL(/\/password-setup$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/password-setup$/);

  await expect(page.getByText('Your temporary password will stop working')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const submit = page.getByRole('button', { name: 'Set password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Weakpass1');
  await expect(page.getByText('Please ensure your password meets all requirements')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Strong-pass1');
  await page.getByLabel('Confirm new password').fill('Strong-pass2');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('Strong-pass1');
  await expect(page.locator('li[data-met="false"]')).toHaveCount(0);
  await shoot(page, 'password-setup', ['hy', 'en'], async () => {
    await page.reload();
    await page.locator('#newPassword').fill('Strong-pass1');
    await page.locator('#confirmPassword').fill('Strong-pass1');
  });
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Your password is set. Taking you to your dashboard…')).toBeVisible();
  await expect(page).not.toHaveURL(/password-setup/, { timeout: 10_000 });
  await page.goto('/password-setup');
  await expect(page.getByText('Password change not required')).toBeVisible();
  await expect(page).not.toHaveURL(/password-setup/, { timeout: 10_000 });

  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await signIn(page, email, 'Strong-pass1');
  await expect(page).not.toHaveURL(/password-setup/);
});

test('[student] notification preferences and quiet hours are saved and come back after a reload', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'prefs', NEW_PASSWORD);
  await skipTour(page, account.id);
  await useLanguage(page, 'en');
  await signIn(page, account.email, account.password);
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');

  const gradeEmail = page.getByRole('switch', { name: 'Email: Grades' });
  const schedulePush = page.getByRole('switch', { name: 'Push: Schedule' });
  await expect(gradeEmail).toBeChecked();
  await expect(schedulePush).not.toBeChecked();
  const quiet = page.getByRole('switch', { name: 'Enable quiet hours' });
  await expect(quiet).not.toBeChecked();
  await expect(page.locator('#quiet-hours-start')).toBeDisabled();
  await expect(page.locator('#quiet-hours-start')).toHaveValue('23:00');
  await expect(page.locator('#quiet-hours-end')).toHaveValue('07:00');
  await shoot(page, 'settings-notifications', ['hy', 'en'], async () => {
    await page.reload();
    await expect(page.getByRole('switch').first()).toBeVisible();
  });

  await gradeEmail.click();
  await schedulePush.click();
  await quiet.click();
  await page.locator('#quiet-hours-start').click();
  await page.locator('#quiet-hours-start').fill('22:30');
  await page.locator('#quiet-hours-start').press('Enter');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('notification_prefs_unsaved'))).toBeNull();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email: Grades' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Push: Schedule' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Enable quiet hours' })).toBeChecked();
  await expect(page.locator('#quiet-hours-start')).toHaveValue('22:30');

  // The server refuses: the copy stays on this device and the reason is shown.
  await page.route('**/api/notifications/preferences', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Notifications are resting', message: 'x' }) })
      : route.fallback(),
  );
  await page.getByRole('switch', { name: 'In-app: Courses' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notifications are resting')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('notification_prefs_unsaved'))).toContain('"course"');
  await page.unroute('**/api/notifications/preferences');
  await page.reload();
  await expect(page.getByText('Not saved on the server yet')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'In-app: Courses' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('notification_prefs_unsaved'))).toBeNull();
});

test.describe('with animations on in the system', () => {
  // The switch under test starts from the system's setting, so this one starts from motion allowed.
  test.use({ reducedMotion: 'no-preference' });

  test('[lecturer] accessibility switches really change the interface and stay after a reload', async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'lecturer@campus.test');
    await page.goto('/settings?tab=accessibility');
    const bodyFontSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    const buttonFontSize = () => page.getByRole('tab', { name: 'Accessibility' }).evaluate((tab) => parseFloat(getComputedStyle(tab).fontSize));
    const textColor = () => page.getByText('These settings apply on this device only').evaluate((node) => getComputedStyle(node).color);
    const before = { body: await bodyFontSize(), tab: await buttonFontSize(), color: await textColor() };
    await shoot(page, 'settings-accessibility', ['hy', 'en'], () => page.reload());

    await page.getByRole('switch', { name: 'Large text' }).click();
    await expect.poll(bodyFontSize).toBeGreaterThan(before.body);
    await expect.poll(buttonFontSize).toBeGreaterThan(before.tab);

    await page.getByRole('switch', { name: 'High contrast' }).click();
    await expect.poll(textColor).not.toBe(before.color);

    await page.getByRole('switch', { name: 'Reduce motion' }).click();
    await expect(page.locator('html')).toHaveClass(/campus-reduced-motion/);
    const transition = await page.getByRole('switch', { name: 'Reduce motion' }).evaluate((node) => getComputedStyle(node).transitionDuration);
    expect(transition.split(',').every((duration) => parseFloat(duration) < 0.001)).toBe(true);
    await screenshot(page, 'settings-accessibility-on-en');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/campus-reduced-motion/);
    await expect(page.locator('html')).toHaveClass(/campus-high-contrast/);
    await expect.poll(bodyFontSize).toBeGreaterThan(before.body);
    for (const name of ['Large text', 'High contrast', 'Reduce motion']) await page.getByRole('switch', { name }).click();
    await expect(page.locator('html')).not.toHaveClass(/campus-/);
  });
});

test('[student] changes the password in Settings → Account', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'change', NEW_PASSWORD);
  await skipTour(page, account.id);
  await useLanguage(page, 'en');
  await signIn(page, account.email, account.password);
  await page.goto('/settings?tab=account');
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();
  await shoot(page, 'settings-account', ['hy', 'en'], async () => {
    await page.reload();
    await page.getByRole('button', { name: /Change password|Փոխել գաղտնաբառը/ }).click();
  });

  await page.getByLabel('Current password').fill('Wrong-Pass-1');
  await page.getByLabel('New password', { exact: true }).fill('Changed-Pass-5');
  await page.getByLabel('Confirm new password').fill('Changed-Pass-5');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await signIn(page, account.email, 'Changed-Pass-5');
});

test('[student] edits the profile: biography, phone and visibility', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'profile', NEW_PASSWORD);
  await skipTour(page, account.id);
  await useLanguage(page, 'en');
  await signIn(page, account.email, account.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Ani Petrosyan' })).toBeVisible();
  await expect(page.getByText('No biography yet.')).toBeVisible();
  await expect(page.getByText('Discussions')).toBeVisible();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Biography').fill('Second-year student of computer science. I like algorithms and chess.');
  await page.getByRole('textbox', { name: 'Phone' }).fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a phone number')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('+374 91 123456');
  await page.getByLabel('University only').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await page.reload();
  await expect(page.getByText('I like algorithms and chess.')).toBeVisible();
  await expect(page.getByText('+374 91 123456')).toBeVisible();
  await expect(page.getByText('University only').first()).toBeVisible();
  await shoot(page, 'profile', ['hy', 'en'], () => page.reload());

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.route('**/api/auth/profile', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to save profile')).toBeVisible();
});

test('[student] suggests a feature from the sidebar', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'student@campus.test');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Suggest a feature').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Email')).toHaveValue('student@campus.test');
  await shoot(page, 'contact', ['hy', 'en'], () => page.reload());

  await page.getByLabel('Description').fill('   ');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText('Choose a type')).toBeVisible();
  await expect(page.getByText('Please describe your suggestion')).toBeVisible();
  await expect(page.getByText('Please tell us how it would help')).toBeVisible();

  await page.getByLabel('Type').click();
  await page.getByTitle('Improvement').click();
  await page.getByLabel('Description').fill('Show the week number next to the date in the schedule.');
  await page.getByLabel('How would it help?').fill('Everyone plans by week numbers at our faculty.');
  await page.route('**/api/suggestions', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down","message":"down"}' }));
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText('Failed to submit your suggestion')).toBeVisible();
  await page.unroute('**/api/suggestions');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText('Thank you for your suggestion!')).toBeVisible();
  await expect(page.getByText(/It has been received as number [0-9a-f-]{36}\./)).toBeVisible();
  await screenshot(page, 'contact-sent-en');
});

test('[admin] settings tabs are addressable and preferences are shown', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'admin@campus.test');
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');
  await shoot(page, 'settings-preferences', ['hy', 'ru', 'en'], () => page.reload());
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\?tab=account$/);
  await expect(page.getByText('admin@campus.test').first()).toBeVisible();
});
