import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { denseWeek } from '../../shared-ui/test/support/dense-week.js';
import { expectAccessible, expectScreenReady } from './screens.js';
import { screenshot, signIn, useLanguage } from './support.js';

const PHONE = { width: 390, height: 844 };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The whole page, for a timetable longer than the window. */
async function fullShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(import.meta.dirname, '..', '..', 'test-output', 'screenshots', `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The week's classes: the buttons inside the day columns. */
const weekClasses = (page: Page) => page.getByRole('group', { name: new RegExp(`^(${WEEKDAYS.join('|')}|Sunday)$`) }).getByRole('button');

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A day of a week with classes: today while the active period runs (from its second week), else a week of it: its
 * second week before that (a term's first days may have none yet), two weeks before its end after it (the summer).
 * Empty when it is today, which /schedule shows without ?week=.
 */
async function weekWithClasses(page: Page): Promise<string> {
  const response = await page.request.get('/api/attendance/periods');
  expect(response.ok(), await response.text()).toBe(true);
  const periods = ((await response.json()) as { data: { isActive: boolean; startsOn: string; endsOn: string }[] }).data;
  const active = periods.find((period) => period.isActive) ?? periods[0];
  expect(active, 'the demo university has an academic period').toBeDefined();
  const today = day(Date.now());
  const secondWeek = day(Date.parse(active!.startsOn) + 7 * DAY_MS);
  if (today < secondWeek) return secondWeek;
  if (today > active!.endsOn) return day(Date.parse(active!.endsOn) - 14 * DAY_MS);
  return '';
}

/** /schedule at a week with classes (see weekWithClasses); answers that week, empty for this one. */
async function gotoScheduleWithClasses(page: Page): Promise<string> {
  const week = await weekWithClasses(page);
  if (week) await page.goto(`/schedule?week=${week}`);
  await expectScreenReady(page);
  return week;
}

async function openSchedule(page: Page, email: string): Promise<string> {
  await useLanguage(page, 'en');
  await signIn(page, email);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expectScreenReady(page);
  return gotoScheduleWithClasses(page);
}

/** Rows of the week overview are never slivers: wide and tall enough for their two lines, text not cut mid-line. */
async function expectReadableRows(page: Page): Promise<void> {
  const rows = weekClasses(page).filter({ hasText: '·' });
  expect(await rows.count()).toBeGreaterThan(0);
  for (const box of await rows.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()).map(({ width, height }) => ({ width, height })))) {
    expect(box.width).toBeGreaterThanOrEqual(130);
    expect(box.height).toBeGreaterThanOrEqual(32);
  }
}

for (const [role, email] of [['student', 'student@campus.test'], ['lecturer', 'lecturer@campus.test']] as const) {
  test(`[${role}] /schedule shows the week and a day, and moves between weeks`, async ({ page }) => {
    const week = await openSchedule(page, email);
    await expect(page.getByRole('heading', { name: 'Schedule', level: 2 })).toBeVisible();
    await expect(weekClasses(page).first()).toBeVisible();
    await expectReadableRows(page);
    await expectAccessible(page);
    await screenshot(page, `schedule-${role}-week-1366`);

    // A class opens with its details.
    await weekClasses(page).first().click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Seats', { exact: true })).toBeVisible();
    await screenshot(page, `schedule-${role}-details-1366`);
    await details.getByRole('button', { name: 'Close' }).click();

    // The day view: one day's classes as full cards.
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Day', { exact: true }).click();
    await expect(page).toHaveURL(/view=day/);
    // The first day with classes (each day reads "Mon (3)": its short name and how many).
    const dayPicker = page.getByRole('radiogroup', { name: 'Day of the week' });
    await expect(dayPicker).toBeVisible();
    const busyDay = (await dayPicker.locator('label').allTextContents()).findIndex((label) => !/\(0\)$/.test(label));
    expect(busyDay).toBeGreaterThanOrEqual(0);
    await dayPicker.locator('label').nth(busyDay).click();
    const day = page.getByRole('group', { name: WEEKDAYS[busyDay] });
    await expect(day.getByRole('button').first()).toBeVisible();
    const card = await day.getByRole('button').first().boundingBox();
    expect(card!.width).toBeGreaterThanOrEqual(200);
    await expectAccessible(page);
    await screenshot(page, `schedule-${role}-day-1366`);

    // Next week and back: the range moves and Today comes back to this week (the one shown first, unless a week of
    // the term was asked for: out of term, or in its first days).
    const range = page.getByText(/ – /).first();
    const shownWeek = await range.textContent();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
    await expect(range).not.toHaveText(shownWeek!);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page).not.toHaveURL(/week=/);
    if (!week) await expect(range).toHaveText(shownWeek!);
  });

  test(`[${role}] /schedule on a phone: the day first, the week as a list`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await useLanguage(page, 'en');
    await signIn(page, email);
    await page.goto('/schedule');
    await gotoScheduleWithClasses(page);
    await expect(page.getByRole('radiogroup', { name: 'Day of the week' })).toBeVisible();
    await screenshot(page, `schedule-${role}-day-390`);
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Week', { exact: true }).click();
    await expect(page.getByRole('group', { name: 'Monday' })).toBeVisible();
    await expect(weekClasses(page).first()).toBeVisible();
    // Polled: the list may render once more as the week's data settles, and a row being replaced has no box.
    await expect.poll(async () => (await weekClasses(page).first().boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(300);
    await screenshot(page, `schedule-${role}-week-390`);
  });
}

test('[lecturer] /class-list lists the sections taught with groups, seats, weekly times and the way to attendance', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'lecturer@campus.test');
  await page.goto('/class-list');
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'My classes', level: 2 })).toBeVisible();
  const cards = page.locator('.ant-card');
  await expect(cards.first()).toBeVisible();
  // What a card shows of a section comes from this week's schedule: out of term (the summer) it has no classes.
  const thisWeek = await page.request.get('/api/schedule');
  expect(thisWeek.ok(), await thisWeek.text()).toBe(true);
  if (((await thisWeek.json()) as { data: unknown[] }).data.length === 0) {
    await expect(cards.first().getByText('No weekly classes yet')).toBeVisible();
  } else {
    await expect(cards.first().getByText(/seats taken/)).toBeVisible();
    await expect(cards.first().getByText(/\d{2}:\d{2}–\d{2}:\d{2}/).first()).toBeVisible();
  }
  await expectAccessible(page);
  await screenshot(page, 'class-list-lecturer-1366');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'class-list-lecturer-390');
  await cards.first().getByRole('button', { name: /^Attendance: / }).click();
  await expect(page).toHaveURL(/\/lecturer\/attendance\/\?sectionId=[0-9a-f-]{36}$/);
});

test('[chair] the department week stays readable at the demo density and its day has a lane per room', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'chair@campus.test');
  await page.goto('/department/weekly-classes');
  await expectScreenReady(page);
  await expectReadableRows(page);
  await fullShot(page, 'schedule-department-week-demo-1366');
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Day', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Columns' })).toBeVisible();
  const lanes = page.locator('[role="group"] button');
  await expect(lanes.first()).toBeVisible();
  for (const box of await lanes.evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width))) expect(box).toBeGreaterThanOrEqual(170);
  await fullShot(page, 'schedule-department-day-demo-1366');

  // The chair's /schedule is the department's week, with the filter.
  await page.goto('/schedule');
  await gotoScheduleWithClasses(page);
  await expect(page.getByRole('combobox', { name: 'Room' })).toBeVisible();
  await screenshot(page, 'schedule-chair-week-1366');
});

test('[chair] ten times the demo density (600 classes a week, 80 at once): the week folds each hour, the day splits by room', async ({ page }) => {
  const week = denseWeek(600, 80);
  // The department's list answers the fixture week, page by page as the API pages it.
  await page.route('**/api/organizational/weekly-classes?*', async (route) => {
    const url = new URL(route.request().url());
    const size = Number(url.searchParams.get('pageSize') ?? 100);
    const from = (Number(url.searchParams.get('page') ?? 1) - 1) * size;
    await route.fulfill({ json: { data: week.slice(from, from + size), total: week.length, page: Number(url.searchParams.get('page') ?? 1), pageSize: size } });
  });
  await useLanguage(page, 'en');
  await signIn(page, 'chair@campus.test');
  await page.goto('/department/weekly-classes');
  await expectScreenReady(page);
  await expect(page.getByText('600 classes', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '77 more classes on Monday from 12:00: open the day' })).toBeVisible();
  await expectReadableRows(page);
  await fullShot(page, 'schedule-department-week-10x-1366');

  await page.getByRole('button', { name: '77 more classes on Monday from 12:00: open the day' }).click();
  await expect(page).toHaveURL(/view=day&day=1/);
  await expect(page.getByRole('combobox', { name: 'Columns' })).toBeVisible();
  const monday = page.getByRole('group', { name: 'Monday' });
  await expect(monday.getByRole('button').first()).toBeVisible();
  // A room holds one class at a time, so every card keeps its lane's width; only online classes may share theirs.
  const cards = await monday.getByRole('button').evaluateAll((buttons) => buttons.map((card) => ({ width: card.getBoundingClientRect().width, text: card.textContent ?? '' })));
  expect(cards.filter((card) => card.width < 170 && !card.text.includes('Online'))).toEqual([]);
  await screenshot(page, 'schedule-department-day-10x-1366');

  // A filter narrows the 600 to one room's week.
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Week', { exact: true }).click();
  await page.getByLabel('Search course, lecturer, room or group').fill('A-103');
  await expect(page.getByText(/Showing \d+ of 600 classes/)).toBeVisible();
  await screenshot(page, 'schedule-department-week-10x-filtered-1366');
});
