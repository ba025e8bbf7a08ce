// The demo student's next classes on the dashboard and their absences on /student/absences/, the lecturer's home
// with their figures and next classes; desktop and phone. What the screens must show is read from the same API
// first, so the test holds whatever weekday it runs on (a day with classes, or the empty state).
import { expect, test, type Page } from '@playwright/test';
import type { AbsenceRecord, AttendancePeriod } from '@campus/contracts/attendance';
import type { DashboardStats, UpcomingClassesResponse } from '@campus/contracts/organizational';
import { expectAccessible, expectScreenReady } from './screens.js';
import { reloadAs, screenshot, sidebar, signInAs } from './support.js';

const PHONE = { width: 390, height: 844 };

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The upcoming classes card shows the classes the API gives (by course name), or its empty state. */
async function expectUpcomingClasses(page: Page, { openDetails = false } = {}): Promise<void> {
  const upcoming = page.getByRole('region', { name: 'Upcoming classes' });
  await expect(upcoming).toBeVisible();
  const [first] = (await getJson<UpcomingClassesResponse>(page, '/api/dashboard/upcoming-classes?limit=6&lang=en')).classes;
  if (!first) {
    await expect(upcoming.getByText('No upcoming classes')).toBeVisible();
    return;
  }
  const card = upcoming.getByRole('article', { name: first.courseNames.en }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${first.courseCode} · Section ${first.sectionNumber}`);
  await expect(card).toContainText(first.instructorName ?? 'TBA');
  await expect(card).toContainText(`${first.enrollmentCount} of ${first.maxEnrollment} seats taken`);
  await expect(card.getByText(/^(Completed|In progress|Starting soon|Today|Tomorrow|[A-Z][a-z]{2} \d{1,2})$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'View details' })).toBeVisible();
  await expect(upcoming.getByText(/^Last updated \d\d:\d\d$/)).toBeVisible();
  if (!openDetails) return;
  await card.getByRole('button', { name: 'View details' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${first.courseId}$`));
  await page.goBack();
}

test('[student] the dashboard shows the next classes, and /student/absences/ the absences of the active period', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'student@campus.test');

  await page.goto('/student-dashboard');
  await expectScreenReady(page);
  await expectUpcomingClasses(page);
  await expectAccessible(page);
  await screenshot(page, 'upcoming-student-dashboard');
  await expectUpcomingClasses(page, { openDetails: true });

  // The sidebar leads to the absences; the active period is chosen; each absence the API gives is a row.
  await sidebar(page).getByRole('link', { name: 'My absences' }).click();
  await expect(page).toHaveURL(/\/student\/absences/);
  await expect(page.getByRole('heading', { name: 'My absences' })).toBeVisible();
  const periods = (await getJson<{ data: AttendancePeriod[] }>(page, '/api/attendance/periods')).data;
  const active = periods.find((period) => period.isActive) ?? periods[0];
  expect(active, 'the demo university has an academic period').toBeDefined();
  await expect(page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Academic period' }) })).toContainText(active!.name);
  const absences = (await getJson<{ data: AbsenceRecord[] }>(page, `/api/attendance/student/absences?academicPeriodId=${active!.id}`)).data;
  await expectScreenReady(page);
  const [latest] = absences.toSorted((a, b) => b.date.localeCompare(a.date));
  if (!latest) {
    await expect(page.getByText('No absences in this period. Well done!')).toBeVisible();
  } else {
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(Math.min(absences.length, 20));
    await expect(rows.first()).toContainText(latest.courseName.en);
    await expect(page.getByRole('group', { name: 'In this period' })).toBeVisible();
  }
  await expectAccessible(page);
  await screenshot(page, 'absences-desktop');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'My absences' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
  await screenshot(page, 'absences-phone');

  await page.goto('/student-dashboard');
  await expectScreenReady(page);
  await expectUpcomingClasses(page);
  await screenshot(page, 'upcoming-student-dashboard-phone');

  // In Armenian, the default language: the cards' texts and dates, and the absences' statuses.
  await reloadAs(page, 'hy');
  await expectScreenReady(page);
  await expect(page.getByRole('region', { name: 'Առաջիկա դասեր' })).toBeVisible();
  await screenshot(page, 'upcoming-student-dashboard-phone-hy');
  await page.goto('/student/absences');
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'Իմ բացակայությունները' })).toBeVisible();
  await screenshot(page, 'absences-phone-hy');
});

test('[lecturer] the home shows their figures and next classes', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'lecturer@campus.test');
  await page.goto('/lecturer-materials');
  await expectScreenReady(page);
  const stats = await getJson<DashboardStats>(page, '/api/dashboard/stats');
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Courses' })).toContainText(String(stats.totalCourses));
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Students' })).toContainText(String(stats.totalStudents));
  await expectUpcomingClasses(page);
  await expectAccessible(page);
  await screenshot(page, 'upcoming-lecturer-home');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expectScreenReady(page);
  await expectUpcomingClasses(page);
  await screenshot(page, 'upcoming-lecturer-home-phone');
});
