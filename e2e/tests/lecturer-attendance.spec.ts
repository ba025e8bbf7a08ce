// The demo lecturer takes attendance on a phone: a past class day of a section the demo student attends (found from the
// section's sessions, so the test works on any weekday; in a term's first days, when the active term has no two past
// class days yet, one of a section the admin makes in a period long past), one student marked absent with a note
// online, then three more changes while the browser is offline (queued, counted, shown at once), synced when it comes
// back while another screen is open; another class day, chosen in the date field, is marked all present in one tap. The
// demo student then finds the absence on /student/absences/ (in that period). Screenshots at 390 and 1366 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { apiAs, chooseOption, dataOf, reloadAs, screenshot, signIn, skipTour, useLanguage } from './support.js';

const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

interface RosterStudent {
  studentId: string;
  userId: string | null;
  fullName: string;
  status: string;
  notes: string | null;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A class day to mark, the class day before it, a day without class just before, the student and three classmates
 * to mark; `periodName` when the class is of a period other than the active one (the student then chooses it). */
interface PastClass {
  sectionId: string;
  date: string;
  earlier: string;
  noClass: string;
  student: RosterStudent;
  others: RosterStudent[];
  periodName?: string;
}

/** The newest class day before today of a section lecturer@ teaches and student@ attends, with its roster. */
async function pastClassOfStudent(lecturer: APIRequestContext, studentUserId: string, periodName?: string, sectionIds?: string[]): Promise<PastClass | undefined> {
  const sections = sectionIds ?? (await dataOf<{ sectionId: string }[]>(lecturer, '/api/attendance/lecturer/sections')).map((one) => one.sectionId);
  // Two days back at least: "yesterday" in UTC may be today in the university's zone.
  const to = day(Date.now() - 2 * DAY_MS);
  // Far enough back for the summer, when the active term ended in June.
  const from = day(Date.now() - 120 * DAY_MS);
  for (const sectionId of sections) {
    const sessions = await dataOf<{ date: string }[]>(lecturer, `/api/attendance/sections/${sectionId}/sessions${periodName ? '' : `?from=${from}&to=${to}`}`);
    const days = [...new Set(sessions.map((session) => session.date))].sort();
    const [earlier, date] = days.slice(-2);
    if (!date || !earlier) continue;
    const roster = await dataOf<{ students: RosterStudent[] }>(lecturer, `/api/attendance/sections/${sectionId}/roster?date=${date}`);
    const student = roster.students.find((one) => one.userId === studentUserId);
    const classDays = new Set(sessions.map((session) => session.date));
    const noClass = [1, 2, 3, 4, 5, 6].map((back) => day(Date.parse(date) - back * DAY_MS)).find((one) => !classDays.has(one))!;
    const others = roster.students.filter((one) => one !== student && (one.status === 'present' || one.status === 'unmarked')).slice(0, 3);
    if (student) return { sectionId, date, earlier, noClass, student, others, periodName };
  }
  return undefined;
}

const PAST_YEAR = { name: '2020-2021', startsOn: '2020-09-01', endsOn: '2021-08-31', isActive: false };
/** Four weeks of classes, Monday 1 to Friday 26 March 2021: always in the past. */
const PAST_PERIOD = { name: 'E2E spring block', semester: 2, startsOn: '2021-03-01', endsOn: '2021-03-26', isActive: false };

/**
 * In a term's first days (1–3 September, 1–2 February) the active term has no two past class days yet, and the demo
 * university has no earlier term then: the admin makes a section of its own in a period long past (made once, found
 * again on a retry), of a course lecturer@ teaches, with classes every weekday, the student and eight classmates.
 */
async function pastTermClass(baseURL: string, lecturer: APIRequestContext, studentUserId: string): Promise<PastClass> {
  const admin = (await apiAs(baseURL, 'admin@campus.test')).api;
  const created = async <T>(path: string, data: object) => {
    const response = await admin.post(path, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { data: T }).data;
  };
  // Both answer every academic year with its periods.
  type Years = { id: string; name: string; periods: { id: string; name: string }[] }[];
  const pastYear = (years: Years) => years.find((one) => one.name === PAST_YEAR.name);
  let years = await dataOf<Years>(admin, '/api/organizational/academic-years');
  if (!pastYear(years)) years = await created<Years>('/api/organizational/academic-years', PAST_YEAR);
  if (!pastYear(years)!.periods.some((one) => one.name === PAST_PERIOD.name)) years = await created<Years>('/api/organizational/periods', { ...PAST_PERIOD, academicYearId: pastYear(years)!.id });
  const period = pastYear(years)!.periods.find((one) => one.name === PAST_PERIOD.name)!;
  let [section] = await dataOf<{ id: string }[]>(admin, `/api/organizational/sections?periodId=${period.id}`);
  if (!section) {
    // A course, the lecturer and the student's classmates from a section of the active term they share.
    const teaching = await dataOf<{ sectionId: string }[]>(lecturer, '/api/attendance/lecturer/sections');
    const today = day(Date.now());
    const rosters = await Promise.all(teaching.map(async ({ sectionId }) => ({ sectionId, students: (await dataOf<{ students: RosterStudent[] }>(lecturer, `/api/attendance/sections/${sectionId}/roster?date=${today}`)).students })));
    const shared = rosters.find((roster) => roster.students.some((one) => one.userId === studentUserId));
    expect(shared, 'a section lecturer@ teaches and student@ attends').toBeDefined();
    const { courseId, lecturerId } = await dataOf<{ courseId: string; lecturerId: string }>(admin, `/api/organizational/sections/${shared!.sectionId}`);
    section = await created<{ id: string }>('/api/organizational/sections', { courseId, periodId: period.id, sectionNumber: 'E2E-1', capacity: 40, isVirtual: true, lecturerId });
    for (const weekday of [1, 2, 3, 4, 5]) await created('/api/organizational/weekly-classes', { sectionId: section.id, weekday, startTime: '09:00', endTime: '10:20', isVirtual: true });
    const students = [shared!.students.find((one) => one.userId === studentUserId)!, ...shared!.students.filter((one) => one.userId !== studentUserId).slice(0, 8)];
    await created(`/api/organizational/sections/${section.id}/enrollments`, { studentIds: students.map((one) => one.studentId) });
  }
  // The lecturer's access to the new section may be read from a cache for a little while.
  let found: PastClass | undefined;
  await expect(async () => {
    found = await pastClassOfStudent(lecturer, studentUserId, PAST_PERIOD.name, [section!.id]);
    expect(found).toBeDefined();
  }).toPass({ timeout: 60_000 });
  return found!;
}

const rosterOf = async (lecturer: APIRequestContext, sectionId: string, date: string) =>
  (await dataOf<{ students: RosterStudent[] }>(lecturer, `/api/attendance/sections/${sectionId}/roster?date=${date}`)).students;

function row(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: new RegExp(name) }) });
}

/** Picks a status in an antd select of status tags. */
async function pickStatus(page: Page, select: ReturnType<Page['getByRole']>, status: string) {
  await expect(async () => {
    await select.click();
    const listId = await select.getAttribute('aria-owns');
    const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
    await dropdown.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${status}$`) }).click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.use({ viewport: PHONE, hasTouch: true });

test('[lecturer] marks a class on a phone, offline too, and the student sees the absence', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  const note = `E2E ${Date.now().toString(36)}`;
  const lecturer = await apiAs(baseURL!, 'lecturer@campus.test');
  const studentAccount = await apiAs(baseURL!, 'student@campus.test');
  const { sectionId, date, earlier, noClass, student, others, periodName } =
    (await pastClassOfStudent(lecturer.api, studentAccount.userId)) ?? (await pastTermClass(baseURL!, lecturer.api, studentAccount.userId));
  expect(others.length, 'three classmates to mark offline').toBe(3);

  await useLanguage(page, 'en');
  await skipTour(page, lecturer.userId);
  await signIn(page, 'lecturer@campus.test');
  await page.goto(`/lecturer/attendance/?sectionId=${sectionId}&date=${date}`);
  await expectScreenReady(page);

  // A change queued in an earlier visit (as a reload finds it) for a day the class does not meet: sent on load,
  // refused, and shown until dismissed rather than dropped.
  await page.evaluate(
    ([key, change]) => window.localStorage.setItem(key, JSON.stringify({ state: { pending: [change], failed: [] }, version: 0 })),
    [
      `campus-attendance-queue:${lecturer.userId}`,
      { id: 'e2e-refused', sectionId, date: noClass, recordedAt: new Date().toISOString(), marks: [{ studentId: student.studentId, status: 'absent' }] },
    ] as const,
  );
  await page.reload();
  const refused = page.getByRole('alert').filter({ hasText: 'Failed to update attendance' });
  await expect(refused).toContainText('This section has no class on that date');
  await screenshot(page, 'lecturer-attendance-refused-390');
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Attendance', level: 2 })).toBeVisible();
  await expect(row(page, student.fullName)).toBeVisible();
  expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'lecturer-attendance-roster-390');

  // Online: one student absent with a note, through the selection's action bar.
  await page.getByRole('checkbox', { name: new RegExp(student.fullName) }).check();
  const bar = page.getByRole('region', { name: 'Selected: 1' });
  await expect(bar).toBeVisible();
  await screenshot(page, 'lecturer-attendance-selection-390');
  await pickStatus(page, bar.getByRole('combobox', { name: 'Status' }), 'Absent');
  await bar.getByRole('textbox', { name: 'Notes (optional)' }).fill(note);
  await bar.getByRole('button', { name: 'Apply' }).click();
  await expect(bar).toBeHidden();
  await expect(row(page, student.fullName).getByText(note)).toBeVisible();
  await expect(page.getByText(/Changes waiting to sync/)).toHaveCount(0);
  await expect.poll(async () => (await rosterOf(lecturer.api, sectionId, date)).find((one) => one.studentId === student.studentId)).toMatchObject({ status: 'absent', notes: note });

  // Home once while online, so its code is in the page when it is opened offline below.
  const home = page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Home', exact: true });
  await home.click();
  await expectScreenReady(page);
  await page.goBack();
  await expect(row(page, student.fullName).getByText(note)).toBeVisible();

  // Offline: two late from the bar, one excused by its own quick status; queued, counted and shown at once.
  await context.setOffline(true);
  for (const other of others.slice(0, 2)) await page.getByRole('checkbox', { name: new RegExp(other.fullName) }).check();
  await pickStatus(page, page.getByRole('region', { name: 'Selected: 2' }).getByRole('combobox', { name: 'Status' }), 'Late');
  await page.getByRole('region', { name: 'Selected: 2' }).getByRole('button', { name: 'Apply' }).click();
  await pickStatus(page, page.getByRole('combobox', { name: `Status of ${others[2]!.fullName}` }), 'Excused');
  const pending = page.getByRole('status').getByText('Changes waiting to sync: 3');
  await expect(pending).toBeVisible();
  await expect(pending).toBeInViewport();
  await expect(page.getByText('Not sent yet')).toHaveCount(3);
  await expect(row(page, others[0]!.fullName).getByText('Late', { exact: true })).toBeVisible();
  await screenshot(page, 'lecturer-attendance-offline-390');
  expect((await rosterOf(lecturer.api, sectionId, date)).find((one) => one.studentId === others[2]!.studentId)?.status).toBe(others[2]!.status);

  // Back online while on another screen (Home): the queue is sent from there, and the count is gone on return.
  await home.click();
  await expect(page).not.toHaveURL(/attendance/);
  await context.setOffline(false);
  await expect
    .poll(async () => {
      const synced = await rosterOf(lecturer.api, sectionId, date);
      return others.map((other) => synced.find((one) => one.studentId === other.studentId)?.status);
    })
    .toEqual(['late', 'late', 'excused']);
  await page.goBack();
  await expect(row(page, others[0]!.fullName).getByText('Late', { exact: true })).toBeVisible();
  await expect(page.getByText(/Changes waiting to sync/)).toHaveCount(0);
  await expect(page.getByText('Not sent yet')).toHaveCount(0);

  // Another class day, chosen in the date field: everyone present in one tap.
  await page.getByLabel('Class date').fill(earlier);
  await expect(page).toHaveURL(new RegExp(`date=${earlier}`));
  await page.getByRole('button', { name: 'Mark all present' }).click();
  await expect(page.getByText(/Changes waiting to sync/)).toHaveCount(0);
  await expect.poll(async () => (await rosterOf(lecturer.api, sectionId, earlier)).every((one) => one.status === 'present')).toBe(true);
  await page.getByLabel('Class date').fill(date);
  await expect(row(page, student.fullName).getByText(note)).toBeVisible();

  // The matrix: students across the class dates, scrolling inside its frame.
  await page.getByRole('tab', { name: 'Attendance matrix' }).click();
  const matrix = page.getByRole('region', { name: 'Attendance matrix' });
  await expect(matrix.getByRole('rowheader', { name: student.fullName })).toBeVisible();
  await expect(matrix.getByRole('columnheader').filter({ has: page.locator(`time[datetime="${date}"]`) })).toBeVisible();
  expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'lecturer-attendance-matrix-390');
  await expectAccessible(page);

  await page.setViewportSize({ width: 1366, height: 800 });
  await screenshot(page, 'lecturer-attendance-matrix-1366');
  await page.getByRole('tab', { name: 'Mark attendance' }).click();
  await expect(row(page, student.fullName)).toBeVisible();
  await screenshot(page, 'lecturer-attendance-roster-1366');
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await reloadAs(page, 'hy');
  await expect(page.getByRole('heading', { name: 'Հաճախումներ', level: 2 })).toBeVisible();
  await expect(row(page, student.fullName)).toBeVisible();
  await screenshot(page, 'lecturer-attendance-roster-390-hy');
  await reloadAs(page, 'en', 'dark');
  await page.getByRole('tab', { name: 'Attendance matrix' }).click();
  await expect(page.getByRole('region', { name: 'Attendance matrix' }).getByRole('rowheader', { name: student.fullName })).toBeVisible();
  await screenshot(page, 'lecturer-attendance-matrix-390-dark');
  await reloadAs(page, 'en');

  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The student sees the absence with the lecturer's note.
  await skipTour(page, studentAccount.userId);
  await signIn(page, 'student@campus.test');
  await page.goto('/student/absences/');
  await expectScreenReady(page);
  if (periodName) await chooseOption(page, 'Academic period', { option: periodName });
  const absence = page.getByRole('row').filter({ hasText: note });
  await expect(absence).toBeVisible();
  await expect(absence.getByText('Absent')).toBeVisible();
  await screenshot(page, 'lecturer-attendance-student-absences-390');
});
