import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, reloadAs, screenshot, signIn, useLanguage } from './support.js';

/** The admin demo user, signed in on its own request context (its own cookies), sends to a role. */
async function sendAsAdmin(request: APIRequestContext, body: { roles: string[]; title: string; message: string; priority: string; type?: string }) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@campus.test', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const sent = await request.post('/api/notifications/send', { data: body });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()) as { sent: number };
}

/** The unread count as the bell announces it ("Notifications: 3 unread", or just "Notifications"). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/** The bell marks whether its live stream is connected. */
function liveStream(page: Page) {
  return page.locator('[data-tour="notifications"][data-live="true"]');
}

test('[student] a notification sent by the admin appears without reload, counts on the badge, and can be marked read', async ({ page, request }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'student@campus.test');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // The stream must be open before the send, or the notification would come with the next page load only.
  await expect(liveStream(page)).toHaveCount(1);
  const before = await unreadCount(page);
  const title = `Room change ${Date.now()}`;

  const { sent } = await sendAsAdmin(request, {
    roles: ['student'],
    title,
    message: 'Databases moves to room 305 today.',
    priority: 'urgent',
    type: 'schedule',
  });

  expect(sent).toBeGreaterThan(0);
  // Urgent: an error toast, and the badge counts it, all without a reload.
  await expect(page.locator('.ant-notification-notice-error').filter({ hasText: title })).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', `Notifications: ${before + 1} unread`);
  await screenshot(page, 'notifications-toast');

  await bell.click();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText('Urgent')).toBeVisible();
  await screenshot(page, 'notifications-list');
  await item.getByRole('button', { name: 'Mark as read' }).click();

  await expect(item.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect.poll(() => unreadCount(page)).toBe(before);
  await item.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});

test('[lecturer] a high-priority notification shows a warning toast; mark all read empties the unread list', async ({ page, request }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'lecturer@campus.test');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(liveStream(page)).toHaveCount(1);
  const title = `Department meeting ${Date.now()}`;

  await sendAsAdmin(request, { roles: ['lecturer'], title, message: 'Thursday at 15:00 in the council hall.', priority: 'high' });

  await expect(page.locator('.ant-notification-notice-warning').filter({ hasText: title })).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', /Notifications: \d+ unread/);
  await bell.click();
  await page.locator('.ant-segmented').getByText(/^Unread/).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();

  await expect(page.getByText('No unread notifications')).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications');
  await screenshot(page, 'notifications-empty');
});

test('[student] the bell and its list in Armenian, Russian and the dark theme', async ({ page, request }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'student@campus.test');
  await expect(liveStream(page)).toHaveCount(1);
  await sendAsAdmin(request, {
    roles: ['student'],
    title: 'Քննությունների ժամանակացույցը հրապարակված է',
    message: 'Ձմեռային քննաշրջանի ժամանակացույցը արդեն հասանելի է դասացուցակում։',
    priority: 'high',
    type: 'announcement',
  });
  await expect(page.getByRole('button', { name: /^Notifications: \d+ unread/ })).toBeVisible();

  for (const [language, theme] of [['hy', 'light'], ['ru', 'light'], ['hy', 'dark']] as const) {
    await reloadAs(page, language, theme);
    // The bell's name is in the chosen language; its place in the header is not.
    await page.locator('[data-tour="notifications"] button').click();
    await expect(page.locator('.ant-popover').getByRole('listitem').first()).toBeVisible();
    await screenshot(page, `notifications-list-${language}-${theme}`);
    await page.keyboard.press('Escape');
  }
});
