import { expect, test, type Page } from '@playwright/test';
import { visitScreens, type Screen } from './screens.js';
import { chooseLanguage, screenshot, signIn, useLanguage, type Language } from './support.js';

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

/** Picks an option of the dialog's select and answers the text of the option picked. */
async function choose(page: Page, label: string, option?: string | RegExp, index = 0, typed?: string): Promise<string> {
  const field = page.getByRole('dialog').getByLabel(label, { exact: true });
  await field.click();
  // The option lists are virtual: type to bring a far option into view.
  if (typed) await page.keyboard.type(typed);
  // This select's own dropdown (the one its input owns): the previous select's may still be fading out.
  const listId = await field.getAttribute('aria-owns');
  const options = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) }).locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const picked = option ? options.filter({ hasText: option }).first() : options.nth(index);
  const text = (await picked.textContent()) ?? '';
  await picked.click();
  return text;
}

/** Fills the new-class form for Sunday 20:00–20:45 in the first room; answers that room's code. */
async function fillClass(page: Page, sectionIndex: number): Promise<string> {
  await page.getByRole('button', { name: 'New class' }).click();
  await choose(page, 'Course section', undefined, sectionIndex);
  await choose(page, 'Day', 'Sunday');
  await choose(page, 'Starts', /^20:00$/, 0, '20:00');
  await choose(page, 'Ends', /^20:45$/, 0, '20:45');
  // Room options read "<code> · <building> (<n> seats)".
  const room = await choose(page, 'Room');
  return room.split(' · ')[0]!.trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('[chair] department area', () => {
  test('[chair] creates a weekly class and sees the conflict message when double-booking the room', async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'chair@campus.test');
    await page.goto('/department/weekly-classes');
    await expect(page.getByRole('heading', { name: 'Weekly classes' })).toBeVisible();
    await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);

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

    // Clean up: open the class and delete it.
    await page.getByRole('group', { name: 'Sunday' }).getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Class deleted')).toBeVisible();
  });

  for (const language of ['en', 'hy'] as Language[]) {
    test(`[chair] every screen renders without an error panel (${language})`, async ({ page }) => {
      await useLanguage(page, 'en');
      await signIn(page, 'chair@campus.test');
      if (language === 'hy') await chooseLanguage(page, 'Հայերեն');
      await visitScreens(page, SCREENS, `department-${language}`);
    });
  }

  test('[chair] looks right in the dark theme', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme_pref', 'dark'));
    await useLanguage(page, 'en');
    await signIn(page, 'chair@campus.test');
    const screens = [{ name: 'dashboard', path: '/department/' }, { name: 'weekly-classes', path: '/department/weekly-classes' }, { name: 'allocation', path: '/department/allocation' }];
    await visitScreens(page, screens, 'department-dark');
  });
});
