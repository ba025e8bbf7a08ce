import { expect, test, type Page } from '@playwright/test';
import { visitScreens, type Screen } from './screens.js';
import { chooseLanguage, chooseOption, screenshot, signIn, useLanguage, type Language } from './support.js';

const SCREENS: Screen[] = [
  { name: 'dashboard', path: '/department/' },
  { name: 'weekly-classes', path: '/department/weekly-classes' },
  { name: 'weekly-classes-refactored', path: '/department/weekly-classes-refactored' },
  { name: 'scheduling', path: '/department/scheduling' },
  { name: 'lecturers', path: '/department/lecturers' },
  { name: 'courses', path: '/department/courses' },
  { name: 'course-lecturers', path: '/department/course-lecturers' },
  { name: 'analytics', path: '/department/analytics' },
  { name: 'allocation', path: '/department/allocation' },
];

/** Fills the new-class form for Sunday 20:00–20:45 in the first room; answers that room's code. */
async function fillClass(page: Page, sectionIndex: number): Promise<string> {
  await page.getByRole('button', { name: 'New class' }).click();
  await chooseOption(page, 'Course section', { index: sectionIndex });
  await chooseOption(page, 'Day', { option: 'Sunday' });
  await chooseOption(page, 'Starts', { option: /^20:00$/, typed: '20:00' });
  await chooseOption(page, 'Ends', { option: /^20:45$/, typed: '20:45' });
  // Room options read "<code> · <building> (<n> seats)".
  const room = await chooseOption(page, 'Room');
  return room.split(' · ')[0]!.trim();
}

/** Opens the first class of Sunday and deletes it through the confirmation. */
async function deleteSundayClass(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Sunday' }).getByRole('button').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Class deleted')).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('[chair] department area', () => {
  test('[chair] creates a weekly class and sees the conflict message when double-booking the room', async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'chair@campus.test');
    await page.goto('/department/weekly-classes');
    await expect(page.getByRole('heading', { name: 'Weekly classes' })).toBeVisible();
    await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
    // The demo week has nothing on Sunday; a class left there by an interrupted earlier attempt goes first.
    const sunday = page.getByRole('group', { name: 'Sunday' }).getByRole('button');
    while ((await sunday.count()) > 0) {
      const left = await sunday.count();
      await deleteSundayClass(page);
      await expect(sunday).toHaveCount(left - 1);
    }

    await fillClass(page, 0);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Class added to the week')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sunday' }).getByRole('button')).toHaveCount(1);
    await screenshot(page, 'department-weekly-classes-created-en');

    const room = await fillClass(page, 1);
    expect(room).not.toBe('');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    const alert = page.getByRole('dialog').getByRole('alert');
    await expect(alert).toContainText('This time is already taken');
    // The clash named is the room: the server's sentence and the UI's list of clashes both say so.
    await expect(alert).toContainText(`Room ${room} is already busy on Sunday 20:00–20:45`);
    await expect(alert.getByText(new RegExp(`^Room ${escapeRegExp(room)}: .+, Sunday 20:00–20:45$`))).toBeVisible();
    await screenshot(page, 'department-weekly-classes-conflict-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('group', { name: 'Sunday' }).getByRole('button')).toHaveCount(1);

    await deleteSundayClass(page);
  });

  for (const language of ['en', 'hy'] as Language[]) {
    test(`[chair] every screen renders without an error panel (${language})`, async ({ page }) => {
      await useLanguage(page, 'en');
      await signIn(page, 'chair@campus.test');
      if (language === 'hy') await chooseLanguage(page, 'Հայերեն');
      await visitScreens(page, SCREENS, `department-${language}`, { audit: language === 'en' });
    });
  }

  test('[chair] looks right in the dark theme', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme_pref', 'dark'));
    await useLanguage(page, 'en');
    await signIn(page, 'chair@campus.test');
    const screens = [{ name: 'dashboard', path: '/department/' }, { name: 'weekly-classes', path: '/department/weekly-classes' }, { name: 'allocation', path: '/department/allocation' }];
    await visitScreens(page, screens, 'department-dark', { audit: true });
  });
});
