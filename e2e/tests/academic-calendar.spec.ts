// The academic calendar: the administrator adds a holiday on a teaching day in the academic-calendar screen, the
// day's classes leave the schedule, and deleting the holiday brings them back; desktop, phone, dark and Armenian looks.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './screens.js';
import { reloadAs, screenshot, sidebar, signIn, useLanguage } from './support.js';

interface Calendar {
  years: { id: string; periods: { isActive: boolean; startsOn: string; endsOn: string }[] }[];
  academicYearId: string;
  holidays: { startsOn: string; endsOn: string }[];
}

/** How many classes the whole university has on a day (the administrator's schedule holds every class). */
async function classesOn(page: Page, day: string): Promise<number> {
  const response = await page.request.get(`/api/schedule?from=${day}&to=${day}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** A day of the active term, two weeks or more ahead when the term lasts that long, with classes and no holiday. */
async function teachingDay(page: Page): Promise<string> {
  const calendar = ((await (await page.request.get('/api/organizational/academic-calendar')).json()) as { data: Calendar }).data;
  const term = calendar.years.find((year) => year.id === calendar.academicYearId)!.periods.find((period) => period.isActive)!;
  const isHoliday = (day: string) => calendar.holidays.some((holiday) => day >= holiday.startsOn && day <= holiday.endsOn);
  const ahead = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const from = ahead > term.startsOn && ahead < term.endsOn ? ahead : term.startsOn;
  for (let offset = 0; offset < 21; offset++) {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    if (day > term.endsOn) break;
    if (!isHoliday(day) && (await classesOn(page, day)) > 0) return day;
  }
  throw new Error('no teaching day in the active term');
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('[admin] adds a holiday on a teaching day: its classes leave the schedule, and come back when it is deleted', async ({ page }) => {
  await signIn(page, 'admin@campus.test');
  const day = await teachingDay(page);
  const before = await classesOn(page, day);
  expect(before).toBeGreaterThan(0);

  await sidebar(page).getByRole('link', { name: 'Academic calendar' }).click();
  await expect(page).toHaveURL(/\/admin\/academic-calendar/);
  await expect(page.getByRole('heading', { name: 'Academic calendar', level: 2 })).toBeVisible();
  const terms = page.getByRole('list', { name: 'Terms' });
  await expect(terms.getByText('Active term')).toBeVisible();
  const holidays = page.getByRole('list', { name: 'Holidays' });
  await expect(holidays.getByText('Independence Day')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Exam sessions' }).getByText('Winter exam session')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'academic-calendar');

  await page.getByRole('button', { name: 'Add holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'New holiday' });
  await dialog.getByLabel('Name in Armenian').fill('Համալսարանի օր');
  await dialog.getByLabel('Name in English').fill('University Day');
  await dialog.getByLabel('Name in Russian').fill('День университета');
  await dialog.getByLabel('First day').fill(day);
  const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Last day').fill(dayBefore);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The last day cannot be before the first day')).toBeVisible();
  await screenshot(page, 'academic-calendar-holiday-invalid');
  await dialog.getByLabel('Last day').fill(day);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Holiday University Day added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(holidays.getByText('University Day')).toBeVisible();
  await screenshot(page, 'academic-calendar-holiday-added');
  expect(await classesOn(page, day)).toBe(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(holidays.getByText('University Day')).toBeVisible();
  await screenshot(page, 'academic-calendar-phone');
  await holidays.getByText('University Day').scrollIntoViewIfNeeded();
  await screenshot(page, 'academic-calendar-phone-holidays');
  await page.setViewportSize({ width: 1366, height: 800 });

  await reloadAs(page, 'en', 'dark');
  await expect(page.getByRole('list', { name: 'Holidays' }).getByText('University Day')).toBeVisible();
  await screenshot(page, 'academic-calendar-dark');
  await reloadAs(page, 'hy');
  await expect(page.getByRole('heading', { name: 'Ակադեմիական օրացույց', level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Տոներ' }).getByText('Համալսարանի օր')).toBeVisible();
  await screenshot(page, 'academic-calendar-hy');
  await reloadAs(page, 'en');

  await page.getByRole('list', { name: 'Holidays' }).getByRole('button', { name: 'Delete University Day' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Holiday University Day deleted')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Holidays' }).getByText('University Day')).toHaveCount(0);
  expect(await classesOn(page, day)).toBe(before);
});

test('[admin] the year and term dialogs open filled in: the next year from September to August, a term with its own days', async ({ page }) => {
  await signIn(page, 'admin@campus.test');
  await page.goto('/admin/academic-calendar');
  const activeYear = (await page.getByRole('combobox', { name: 'Academic year' }).locator('..').innerText()).trim();
  const start = Number(activeYear.slice(0, 4)) + 1;

  await page.getByRole('button', { name: 'New academic year' }).click();
  const yearDialog = page.getByRole('dialog', { name: 'New academic year' });
  await expect(yearDialog.getByLabel('Name')).toHaveValue(`${start}-${start + 1}`);
  await expect(yearDialog.getByLabel('First day')).toHaveValue(`${start}-09-01`);
  await expect(yearDialog.getByLabel('Last day')).toHaveValue(`${start + 1}-08-31`);
  await yearDialog.getByLabel('Name').fill('2027');
  await yearDialog.getByRole('button', { name: 'Create' }).click();
  await expect(yearDialog.getByText('Write the years as 2026-2027')).toBeVisible();
  await screenshot(page, 'academic-calendar-new-year');
  await yearDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(yearDialog).toBeHidden();

  const terms = page.getByRole('list', { name: 'Terms' });
  const firstTerm = (await terms.getByRole('listitem').first().locator('strong').innerText()).trim();
  await terms.getByRole('button', { name: `Edit ${firstTerm}`, exact: true }).click();
  const termDialog = page.getByRole('dialog', { name: 'Edit term' });
  await expect(termDialog.getByLabel('Name')).toHaveValue(firstTerm);
  await expect(termDialog.getByLabel('First day')).toHaveValue(`${start - 1}-09-01`);
  await screenshot(page, 'academic-calendar-edit-term');
  await termDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(termDialog).toBeHidden();
});
