// Where published midterm grades are read. The demo student sees their published grades on /midterms (the active
// period first, score out of the maximum, pass or fail in words) and the latest on the dashboard's card, never the
// draft the demo seed leaves unpublished; desktop and phone. The dean's office and an administrator see the staff
// overview (/midterms and /admin/midterms/) in their scope and narrow it with the filters; a chair sees only their
// department's. What each screen must show is read from the same API first, so the test holds however far the
// lecturer's own test (which publishes grades on the same server) has got. axe on each screen; screenshots.
// (Publishing, and the grade appearing on the student's open /midterms without a reload:
// e2e/tests/lecturer-midterms.spec.ts, which leaves the seed's draft alone.)
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LecturerSubject, MidtermOverview, MidtermSheet, StudentMidterm } from '@campus/contracts/grading';
import type { AcademicYear, Department, Faculty } from '@campus/contracts/organizational';
import { expectAccessible, expectScreenReady } from './screens.js';
import { DEMO_PASSWORD, chooseOption, reloadAs, screenshot, sidebar, signInAs } from './support.js';

const PHONE = { width: 390, height: 844 };
/** The demo student's name (services/auth demo accounts), in either order. */
const STUDENT_NAME = /Lilit.*Sargsyan|Sargsyan.*Lilit/;

/**
 * The midterms the demo student has a saved score in that was never published (the seed's draft), as the demo
 * lecturer's sheets say right now: the student must not see any of them.
 */
async function unpublishedScoresOfStudent(baseURL: string): Promise<{ sectionId: string; number: number; courseCode: string }[]> {
  const lecturer = await lecturerApi(baseURL);
  try {
    const subjects = (await getJson<{ data: LecturerSubject[] }>(lecturer, '/api/grading/lecturer/subjects')).data;
    const saved = subjects.flatMap((subject) => subject.sections.flatMap((section) => section.midterms.filter((midterm) => midterm.status !== 'not_created').map((midterm) => ({ sectionId: section.sectionId, number: midterm.number }))));
    const hidden = [];
    for (const { sectionId, number } of saved) {
      const sheet = (await getJson<{ data: MidtermSheet }>(lecturer, `/api/grading/sections/${sectionId}/midterms/${number}`)).data;
      const row = sheet.entries.find((entry) => STUDENT_NAME.test(entry.fullName));
      if (row && row.score !== null && row.publishedScore === null) hidden.push({ sectionId, number, courseCode: sheet.section.courseCode });
    }
    return hidden;
  } finally {
    await lecturer.dispose();
  }
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { 'accept-language': 'en' } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function lecturerApi(baseURL: string): Promise<APIRequestContext> {
  const lecturer = await playwrightRequest.newContext({ baseURL });
  const login = await lecturer.post('/api/auth/login', { data: { email: 'lecturer@campus.test', password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return lecturer;
}

async function activePeriod(request: APIRequestContext) {
  const periods = (await getJson<{ data: AcademicYear[] }>(request, '/api/organizational/academic-years')).data.flatMap((year) => year.periods);
  const active = periods.find((period) => period.isActive) ?? periods.toSorted((a, b) => b.startsOn.localeCompare(a.startsOn))[0];
  expect(active, 'the demo university has an academic period').toBeDefined();
  return active!;
}

const tableRows = (page: Page) => page.locator('main .ant-table-tbody tr.ant-table-row');
const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const selectShowing = (page: Page, label: string) => page.locator('main .ant-select').filter({ has: page.getByRole('combobox', { name: label, exact: true }) });

/** The overview's page for the current filters, as the screen asks it (the active period, sorted by course). */
async function overviewPage(request: APIRequestContext, query: Record<string, string>) {
  return getJson<{ data: MidtermOverview[]; total: number }>(request, `/api/grading/midterms?${new URLSearchParams({ sort: 'courseCode', order: 'asc', ...query })}`);
}

/** The table shows the rows the API gives for the same filters (its first page of 20). */
async function expectOverviewRows(page: Page, answer: { data: MidtermOverview[]; total: number }) {
  await expectScreenReady(page);
  if (answer.total === 0) {
    await expect(page.getByText(/^(No midterms in this period yet\.|Nothing matches your search or filters)$/)).toBeVisible();
    return;
  }
  await expect(tableRows(page)).toHaveCount(Math.min(answer.total, 20));
  const first = answer.data[0]!;
  await expect(tableRows(page).first()).toContainText(first.courseCode);
  await expect(tableRows(page).first()).toContainText(`${first.graded} / ${first.students}`);
}

test('[student] sees their published grades on /midterms and the dashboard, never the unpublished draft; desktop and phone', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'student@campus.test');
  const period = await activePeriod(page.request);
  // The seed leaves midterm 2 of a section of the student's saved and unpublished (the lecturer's own test may
  // publish it meanwhile: what is still unpublished after the student's screens were read is what they must not show).
  const draftsBefore = await unpublishedScoresOfStudent(baseURL!);
  expect(draftsBefore.length, 'the demo seed leaves a draft with a score of the demo student').toBeGreaterThan(0);
  const all = (await getJson<{ data: StudentMidterm[] }>(page.request, '/api/grading/student/midterms')).data;
  expect(all.length, 'the demo seed publishes a midterm of the demo student').toBeGreaterThan(0);

  // The dashboard's card: the newest grades, each with its score and result, and the way to all of them.
  await page.goto('/student-dashboard');
  await expectScreenReady(page);
  const card = page.locator('.ant-card').filter({ has: page.getByText('Latest grades', { exact: true }) });
  const newest = all.toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.courseCode.localeCompare(b.courseCode) || a.number - b.number)[0]!;
  const items = card.getByRole('listitem');
  await expect(items).toHaveCount(Math.min(all.length, 4));
  await expect(items.first()).toContainText(newest.courseName.en);
  await expect(items.first()).toContainText(newest.score === null ? 'No grade' : `${newest.score} / ${newest.max}`);
  await expect(items.first()).toContainText(newest.score === null ? 'No grade' : newest.score >= newest.passMark ? 'Passed' : 'Below pass mark');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'midterms-student-dashboard-1366');
  await expectAccessible(page);

  // /midterms from the card: the active period chosen, one row per published grade of it.
  await card.getByRole('link', { name: 'All grades' }).click();
  await expect(page).toHaveURL(/\/midterms$/);
  await expect(page.getByRole('heading', { name: 'My midterm grades', level: 2 })).toBeVisible();
  await expect(selectShowing(page, 'Academic period')).toContainText(period.name);
  const grades = (await getJson<{ data: StudentMidterm[] }>(page.request, `/api/grading/student/midterms?periodId=${period.id}`)).data;
  await expectScreenReady(page);
  await expect(tableRows(page)).toHaveCount(grades.length);
  for (const grade of grades) {
    const row = tableRows(page).filter({ hasText: grade.courseCode }).filter({ hasText: `Midterm ${grade.number}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(grade.score === null ? 'No grade' : `${grade.score} / ${grade.max}`);
    await expect(row).toContainText(`Pass mark ${grade.passMark}`);
    // Pass or fail is said in words beside its colour.
    await expect(row.locator('[data-outcome]')).toHaveText(grade.score === null ? 'No grade' : grade.score >= grade.passMark ? 'Passed' : 'Below pass mark');
  }
  const draftsAfter = await unpublishedScoresOfStudent(baseURL!);
  const stillDrafts = draftsBefore.filter((draft) => draftsAfter.some((after) => after.sectionId === draft.sectionId && after.number === draft.number));
  for (const draft of stillDrafts) {
    expect(all.some((grade) => grade.sectionId === draft.sectionId && grade.number === draft.number), `${draft.courseCode} midterm ${draft.number} is not published`).toBe(false);
    await expect(tableRows(page).filter({ hasText: draft.courseCode }).filter({ hasText: `Midterm ${draft.number}` })).toHaveCount(0);
  }
  await screenshot(page, 'midterms-student-1366');
  await expectAccessible(page);

  // On a phone: no sideways scrolling, the score and the result on each row.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expectScreenReady(page);
  await expect(tableRows(page)).toHaveCount(grades.length);
  await expect.poll(() => sideScroll(page), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(0);
  await expect(tableRows(page).first().locator('[data-outcome]')).toBeVisible();
  await screenshot(page, 'midterms-student-390');
  await expectAccessible(page);

  // In Armenian, the default language.
  await reloadAs(page, 'hy');
  await expect(page.getByRole('heading', { name: 'Իմ միջանկյալ գնահատականները', level: 2 })).toBeVisible();
  await expectScreenReady(page);
  await screenshot(page, 'midterms-student-390-hy');
  await page.goto('/student-dashboard');
  await expectScreenReady(page);
  await expect(page.getByText('Վերջին գնահատականները', { exact: true })).toBeVisible();
  await expect.poll(() => sideScroll(page), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(0);
  await page.getByText('Վերջին գնահատականները', { exact: true }).scrollIntoViewIfNeeded();
  await screenshot(page, 'midterms-student-dashboard-390-hy');
});

test("[deans office] sees their faculty's midterms on /midterms and narrows them by status and department", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'deans@campus.test');
  const period = await activePeriod(page.request);
  const faculty = (await getJson<{ data: Faculty }>(page.request, '/api/organizational/my-faculty')).data;

  await sidebar(page).getByRole('link', { name: 'Midterms' }).click();
  await expect(page).toHaveURL(/\/midterms/);
  await expect(page.getByRole('heading', { name: 'Midterms', level: 2 })).toBeVisible();
  await expect(selectShowing(page, 'Academic period')).toContainText(period.name);
  // A dean's office chooses among its faculty's departments, not among faculties.
  await expect(page.getByRole('combobox', { name: 'All faculties', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'All departments', exact: true })).toBeVisible();
  const everything = await overviewPage(page.request, { periodId: period.id });
  expect(everything.total, "the demo faculty's sections").toBeGreaterThan(0);
  expect(new Set(everything.data.map((row) => row.facultyName))).toEqual(new Set([faculty.name.en]));
  await expectOverviewRows(page, everything);
  await screenshot(page, 'midterms-overview-deans-1366');
  await expectAccessible(page);

  // Published only: every row says so in its tag.
  await chooseOption(page, 'All statuses', { option: /^Published$/ });
  const published = await overviewPage(page.request, { periodId: period.id, status: 'published' });
  await expectOverviewRows(page, published);
  if (published.total > 0) await expect(tableRows(page).locator('.ant-tag').filter({ hasNotText: 'Published' })).toHaveCount(0);
  await expect(page).toHaveURL(/status=published/);

  // One department of the faculty (one with a published midterm, when there is one).
  const withPublished = published.data[0]?.departmentName;
  const department = await chooseOption(page, 'All departments', withPublished ? { option: new RegExp(`^${withPublished.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) } : {});
  const departments = (await getJson<{ data: Department[] }>(page.request, `/api/organizational/departments?pageSize=100&facultyId=${faculty.id}`)).data;
  const chosen = departments.find((one) => one.name.en === department);
  expect(chosen, `${department} is a department of ${faculty.name.en}`).toBeDefined();
  const narrowed = await overviewPage(page.request, { periodId: period.id, status: 'published', departmentId: chosen!.id });
  await expectOverviewRows(page, narrowed);
  for (const row of narrowed.data) expect(row.departmentName).toBe(department);
  await screenshot(page, 'midterms-overview-deans-filtered-1366');

  await page.getByRole('button', { name: 'Clear filters' }).first().click(); // the toolbar's (an empty result shows another)
  await expectOverviewRows(page, everything);
});

test('[admin] sees every midterm on /admin/midterms/, by faculty, department and search', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin@campus.test');
  const period = await activePeriod(page.request);
  await page.goto('/admin/');
  await expectScreenReady(page);
  await sidebar(page).getByRole('link', { name: 'Midterms' }).last().click();
  await expect(page).toHaveURL(/\/admin\/midterms\/?/);
  await expect(page.getByText('All midterms of the university, with their status, progress and averages')).toBeVisible();
  const everything = await overviewPage(page.request, { periodId: period.id });
  await expectOverviewRows(page, everything);
  expect(new Set(everything.data.map((row) => row.facultyName)).size, 'more than one faculty on the first page or in total').toBeGreaterThan(0);
  await screenshot(page, 'midterms-overview-admin-1366');
  await expectAccessible(page);

  // A faculty, then one of its departments: the list follows, and the department's list is the faculty's.
  const facultyName = await chooseOption(page, 'All faculties');
  const faculty = (await getJson<{ data: Faculty[] }>(page.request, '/api/organizational/faculties?pageSize=100')).data.find((one) => one.name.en === facultyName)!;
  const ofFaculty = await overviewPage(page.request, { periodId: period.id, facultyId: faculty.id });
  await expectOverviewRows(page, ofFaculty);
  for (const row of ofFaculty.data) expect(row.facultyName).toBe(facultyName);
  const departmentName = await chooseOption(page, 'All departments');
  const department = (await getJson<{ data: Department[] }>(page.request, `/api/organizational/departments?pageSize=100&facultyId=${faculty.id}`)).data.find((one) => one.name.en === departmentName);
  expect(department, `${departmentName} belongs to ${facultyName}`).toBeDefined();
  const ofDepartment = await overviewPage(page.request, { periodId: period.id, facultyId: faculty.id, departmentId: department!.id });
  await expectOverviewRows(page, ofDepartment);

  // A search by a course code. (A department without midterms shows a second Clear filters in its empty state:
  // the toolbar's comes first, and either clears.)
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expectOverviewRows(page, everything);
  const code = everything.data[0]!.courseCode;
  await page.getByRole('textbox', { name: 'Search by course, section or lecturer' }).fill(code);
  const found = await overviewPage(page.request, { periodId: period.id, search: code });
  await expect(page).toHaveURL(new RegExp(`search=${code}`));
  await expectOverviewRows(page, found);
  for (const row of found.data) expect(row.courseCode).toContain(code);
  await screenshot(page, 'midterms-overview-admin-search-1366');

  // In dark: the tags still read.
  await reloadAs(page, 'en', 'dark');
  await expectOverviewRows(page, found);
  await expectAccessible(page);
  await screenshot(page, 'midterms-overview-admin-dark-1366');
});

test("[chair] sees only their department's midterms on /midterms, with no unit to choose", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'chair@campus.test');
  const period = await activePeriod(page.request);
  const department = (await getJson<{ data: Department }>(page.request, '/api/organizational/my-department')).data;
  await sidebar(page).getByRole('link', { name: 'Midterms' }).click();
  await expect(page.getByRole('heading', { name: 'Midterms', level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'All faculties', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'All departments', exact: true })).toHaveCount(0);
  const mine = await overviewPage(page.request, { periodId: period.id });
  expect(new Set(mine.data.map((row) => row.departmentName))).toEqual(mine.total > 0 ? new Set([department.name.en]) : new Set());
  await expectOverviewRows(page, mine);
  if (mine.total > 0) await expect(tableRows(page).filter({ hasNotText: department.name.en })).toHaveCount(0);
  await screenshot(page, 'midterms-overview-chair-1366');
  await expectAccessible(page);

  // On a phone the table scrolls inside itself; the page does not.
  await page.setViewportSize(PHONE);
  await expectOverviewRows(page, mine);
  // After the resize the table narrows on its next layout: wait for it as a person would.
  await expect.poll(() => sideScroll(page), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(0);
  await screenshot(page, 'midterms-overview-chair-390');
  await expectAccessible(page);
});

test('[lecturer] /midterms leads to their own workspace, /lecturer/midterms/', async ({ page }) => {
  await signInAs(page, 'lecturer@campus.test');
  await page.goto('/midterms');
  await expect(page).toHaveURL(/\/lecturer\/midterms\/$/);
  await expectScreenReady(page);
});
