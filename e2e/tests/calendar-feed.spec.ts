// "Subscribe in your calendar" on /schedule: the demo student makes a private .ics address, copies it (shown once),
// a calendar with no session reads it, a new address stops the old one, and revoking stops both; desktop and phone.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { reloadAs, screenshot, signIn, useLanguage } from './support.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PHONE = { width: 390, height: 844 };

function card(page: Page) {
  return page.getByTestId('calendar-feed');
}

async function shownAddress(page: Page): Promise<string> {
  const field = card(page).getByLabel('Your calendar link');
  await expect(field).toHaveValue(/\/api\/schedule\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  return field.inputValue();
}

/** Revokes the feed: the card's Revoke, then the dialog's confirmation, in the page's language (`ifAny`: only when one exists). */
async function revoke(page: Page, names: { button: string; confirm: string }, { ifAny = false } = {}): Promise<void> {
  const button = card(page).getByRole('button', { name: names.button });
  if (ifAny && !(await button.isVisible())) return;
  await button.click();
  await page.getByRole('dialog').getByRole('button', { name: names.confirm }).click();
}

/** The card and every control in it within the phone's width (the page's own width is the timetable's to keep). */
async function expectCardFits(page: Page): Promise<void> {
  const rights = await card(page).locator('button, input').evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().right));
  const box = (await card(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(Math.max(...rights)).toBeLessThanOrEqual(box.x + box.width);
}

const REVOKE_EN = { button: 'Revoke', confirm: 'Revoke link' };
const REVOKE_HY = { button: 'Հետ կանչել', confirm: 'Հետ կանչել հղումը' };

test('[student] subscribes to their schedule: the address works without a session, a new one stops the old, revoking stops it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await signIn(page, 'student@campus.test');
  await page.goto('/schedule');
  await expectScreenReady(page);
  // A student left with a feed by an earlier run starts from none.
  await revoke(page, REVOKE_EN, { ifAny: true });
  await card(page).getByRole('button', { name: 'Create calendar link' }).click();
  const first = await shownAddress(page);
  await expect(card(page).getByText('No calendar has read it yet.')).toBeVisible();
  await card(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(card(page).getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await expectAccessible(page);
  await card(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'schedule-feed-created');

  // The calendar's own request: no cookies.
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=\d{8}T\d{6}Z;BYDAY=(MO|TU|WE|TH|FR|SA|SU)/);
  expect(text).toMatch(/DTSTART;TZID=[\w/]+:\d{8}T\d{6}/);

  await card(page).getByRole('button', { name: 'New link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make new link' }).click();
  await expect(card(page).getByLabel('Your calendar link')).not.toHaveValue(first);
  const second = await shownAddress(page);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);

  // After a reload the address is no longer shown: only its dates, with the calendar's read.
  await page.reload();
  await expectScreenReady(page);
  await expect(card(page).getByText(/Last read by a calendar on/)).toBeVisible();
  await expect(card(page).getByLabel('Your calendar link')).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await card(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'schedule-feed-phone');
  await expectCardFits(page);

  await card(page).getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Revoke link' })).toBeVisible();
  await expect(dialog).toContainText('Calendars subscribed with it stop updating.');
  await screenshot(page, 'schedule-feed-revoke-phone');
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(card(page).getByRole('button', { name: 'Create calendar link' })).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
});

test('[lecturer] on a phone in Armenian: the new address and its Copy button fit the card', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.setViewportSize(PHONE);
  await signIn(page, 'lecturer@campus.test');
  await page.goto('/schedule');
  await reloadAs(page, 'hy');
  await expectScreenReady(page);
  await revoke(page, REVOKE_HY, { ifAny: true });
  await card(page).getByRole('button', { name: 'Ստեղծել օրացույցի հղում' }).click();
  const field = card(page).getByLabel('Ձեր օրացույցի հղումը');
  await expect(field).toHaveValue(/\.ics$/);
  const copy = card(page).getByRole('button', { name: 'Պատճենել հղումը' });
  // Above the phone's bottom tab bar.
  await copy.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await expectCardFits(page);
  await screenshot(page, 'schedule-feed-created-phone-hy');
  await revoke(page, REVOKE_HY);
  await expect(card(page).getByRole('button', { name: 'Ստեղծել օրացույցի հղում' })).toBeVisible();
});
