// The people directory: the dean's office's students (/deans-office/students) and the general /students and
// /lecturers every staff member reads, each limited by the server to what the caller may see.
import { expect, test, type Page } from '@playwright/test';
import { expectScreenReady, visitScreens, type Screen } from './screens.js';
import { chooseOption, reloadAs, screenshot, sidebar, signIn, uniqueEmail, useLanguage } from './support.js';

const DEANS_SCREENS: Screen[] = [
  { name: 'deans-office-students', path: '/deans-office/students' },
  { name: 'students', path: '/students' },
  { name: 'lecturers', path: '/lecturers' },
];

/** A student of the dean's office's own faculty, made through the API, so editing it changes no demo record. */
async function createStudent(page: Page, lastName: string) {
  const faculty = (await (await page.request.get('/api/organizational/my-faculty')).json()) as { data: { id: string } };
  const programs = (await (await page.request.get(`/api/organizational/programs?facultyId=${faculty.data.id}&pageSize=1`)).json()) as { data: { id: string }[] };
  const created = await page.request.post('/api/deans-office/students', {
    data: { firstName: 'Mane', lastName, email: uniqueEmail('people'), yearOfStudy: 2, programId: programs.data[0]!.id },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Picks a filter's option; the pointer first leaves the table, whose header tooltips could cover the select. */
async function chooseFilter(page: Page, label: string, option: RegExp) {
  await page.mouse.move(0, 0);
  await chooseOption(page, label, { option });
}

/** The pager's "1–20 of N" shows N. */
async function expectTotal(page: Page, total: number) {
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(new RegExp(`of ${total}$`));
}

test.describe('[deans_office] students and lecturers', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'deans@campus.test');
  });

  test('[deans_office] searches, filters, hides a column, switches density, views, edits and is told deletion comes later', async ({ page }) => {
    const lastName = `People${String(Date.now()).slice(-6)}`;
    await createStudent(page, lastName);
    await page.goto('/deans-office/students');
    const table = page.getByRole('table', { name: 'Students' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add student' })).toHaveAttribute('href', '/deans-office/students/add');

    // A demo student, found by email and opened.
    const search = page.getByLabel('Search by name, email or student ID');
    await search.fill('student@campus.test');
    await expect(table.getByRole('row').filter({ hasText: 'Sargsyan Lilit' })).toHaveCount(1);
    await expectTotal(page, 1);
    await page.getByRole('button', { name: 'View Lilit Sargsyan' }).click();
    const record = page.getByRole('dialog', { name: 'Lilit Sargsyan' });
    await expect(record.getByText('S2601001')).toBeVisible();
    await expect(record.getByText('CS-BSC · Computer Science (BSc)')).toBeVisible();
    await screenshot(page, 'people-deans-student-view');
    await record.getByRole('button', { name: 'Close' }).click();
    await expect(record).toBeHidden();

    // The new student: found by name, kept by year 2 and Active, gone under Dropped.
    await search.fill(lastName);
    const row = table.getByRole('row').filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await chooseFilter(page, 'Year of study', /^Year 2$/);
    await chooseFilter(page, 'Status', /^Active$/);
    await expect(page).toHaveURL(/yearOfStudy=2/);
    await expect(row).toHaveCount(1);
    await chooseFilter(page, 'Status', /^Dropped$/);
    await expect(page.getByText('Nothing matches your search or filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await search.fill(lastName);
    await expect(row).toHaveCount(1);

    // Joined hidden through the column chooser; compact rows.
    await expect(table.getByRole('columnheader', { name: 'Joined' })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitem', { name: 'Joined' }).click();
    await expect(table.getByRole('columnheader', { name: 'Joined' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('img', { name: 'Compact' }).click();
    await expect(page.locator('.ant-table-small')).toBeVisible();

    // Selected, counted, cleared.
    await row.getByRole('checkbox').check();
    await expect(page.getByText('Selected: 1')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export selected (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('students.csv');
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByText('Selected: 1')).toHaveCount(0);

    // Year of study changed in the edit drawer and saved.
    await row.getByRole('button', { name: `Edit Mane ${lastName}` }).click();
    const form = page.getByRole('dialog', { name: `Edit student Mane ${lastName}` });
    await form.getByLabel('Year of study').fill('5');
    await screenshot(page, 'people-deans-student-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Student Mane ${lastName} saved`)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(row.getByRole('cell', { name: '5', exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Delete Mane ${lastName}` }).click();
    await expect(page.getByText('Student deletion functionality coming soon')).toBeVisible();
    await expect(row).toHaveCount(1);
  });

  test("[deans_office] changes a lecturer's office from the lecturers list", async ({ page }) => {
    const office = `B-${String(Date.now()).slice(-5)}`;
    await page.goto('/lecturers');
    const table = page.getByRole('table', { name: 'Lecturers' });
    const first = table.locator('tbody tr.ant-table-row').first();
    await first.getByRole('button', { name: /^Edit / }).click();
    const form = page.getByRole('dialog', { name: /^Edit lecturer / });
    await form.getByLabel('Office').fill(office);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Lecturer .* saved$/)).toBeVisible();
    await first.getByRole('button', { name: /^View / }).click();
    await expect(page.getByRole('dialog').getByText(office)).toBeVisible();
  });

  test('[deans_office] the people screens have no serious accessibility violation (light and dark)', async ({ page }) => {
    await visitScreens(page, DEANS_SCREENS, 'people-deans-light', { audit: true });
    await page.evaluate(() => window.localStorage.setItem('theme_pref', 'dark'));
    await visitScreens(page, DEANS_SCREENS, 'people-deans-dark', { audit: true });
    await reloadAs(page, 'hy', 'light');
    await visitScreens(page, DEANS_SCREENS, 'people-deans-hy');
  });
});

test.describe('[lecturer] the directory', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'lecturer@campus.test');
  });

  test('[lecturer] sees only the students they teach or advise, and may not change them', async ({ page }) => {
    const visible = (await (await page.request.get('/api/students?pageSize=1')).json()) as { total: number };
    expect(visible.total).toBeGreaterThan(0);
    expect(visible.total).toBeLessThan(600);
    await sidebar(page).getByRole('link', { name: 'Students' }).click();
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByText('Students of your sections and of the groups you advise')).toBeVisible();
    await expectTotal(page, visible.total);
    const table = page.getByRole('table', { name: 'Students' });
    await expect(table.getByRole('button', { name: /^View / }).first()).toBeVisible();
    await expect(table.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  });

  test('[lecturer] lists the lecturers and opens one, without edit', async ({ page }) => {
    await sidebar(page).getByRole('link', { name: 'Lecturers' }).click();
    await expect(page).toHaveURL(/\/lecturers$/);
    const table = page.getByRole('table', { name: 'Lecturers' });
    await expectTotal(page, 45);
    await page.getByLabel('Search by name, email or employee ID').fill('lecturer@campus.test');
    await expect(table.getByRole('row').filter({ hasText: 'Petrosyan Aram' })).toHaveCount(1);
    await expect(table.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await table.getByRole('button', { name: 'View Aram Petrosyan' }).click();
    const record = page.getByRole('dialog', { name: 'Prof. Aram Petrosyan' });
    await expect(record.getByText('E0001')).toBeVisible();
    await expect(record.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expectScreenReady(page);
    await screenshot(page, 'people-lecturer-view');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('[deans_office] the students list and a record on a phone, light and dark', async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'deans@campus.test');
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((colours) => window.localStorage.setItem('theme_pref', colours), theme);
      await page.goto('/deans-office/students');
      await expectScreenReady(page);
      await screenshot(page, `people-phone-students-${theme}`);
      await page.getByRole('button', { name: /^View / }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await screenshot(page, `people-phone-student-view-${theme}`);
      await page.goto('/lecturers');
      await expectScreenReady(page);
      await screenshot(page, `people-phone-lecturers-${theme}`);
    }
  });
});
