// The demo lecturer grades a midterm of a section the demo student is in and publishes it with the emailed code:
// the sheet opened from /lecturer/midterms/, "Nothing to save" before any change, scores typed down the column with
// the keyboard (Enter and ArrowDown forward, ArrowUp back), the unsaved rows highlighted and counted, a question
// before leaving, Save; then the code requested (where it went, expiry, cooldown), read from the test mailbox, a
// wrong one first (attempts left), then the right one; the student, in a second browser, sees the grade appear on
// /midterms without reloading. The subject and aggregate pages, the legacy batch link; the sheet again on a phone
// (no side scroll, axe), where a save that crosses someone else's is refused and reloaded without losing the
// lecturer's change, and a correction shows what students still see. Screenshots at 1366 and 390 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './mail.js';
import { expectAccessible, expectScreenReady } from './screens.js';
import { apiAs, dataOf, reloadAs, screenshot, sidebar, signIn, skipTour, useLanguage } from './support.js';

const PHONE = { width: 390, height: 844 };
const LECTURER = 'lecturer@campus.test';
const STUDENT = 'student@campus.test';
/** The demo student's name (services/auth demo accounts), in either order. */
const STUDENT_NAME = /Lilit.*Sargsyan|Sargsyan.*Lilit/;

interface Bounds {
  min: number;
  max: number;
  step: number;
  midterms: number;
}
interface Entry {
  studentId: string;
  fullName: string;
  score: number | null;
  publishedScore: number | null;
}
interface Sheet {
  id: string | null;
  status: string;
  bounds: Bounds;
  entries: Entry[];
  section: { sectionId: string; courseId: string; courseCode: string };
}
interface Subject {
  subjectId: string;
  sections: { sectionId: string; sectionNumber: string; midterms: { number: number; status: string }[] }[];
}

/** A midterm of a section lecturer@ teaches with student@ (one row of that name) on its sheet; an unpublished one first. */
async function sheetWithStudent(lecturer: APIRequestContext) {
  const subjects = await dataOf<Subject[]>(lecturer, '/api/grading/lecturer/subjects');
  const candidates = subjects.flatMap((subject) =>
    subject.sections.flatMap((section) => section.midterms.map((midterm) => ({ subjectId: subject.subjectId, sectionId: section.sectionId, ...midterm }))),
  );
  // A published midterm first: the seed's unpublished draft is the student's screens' (midterms-views), which must
  // find it still unpublished while this test runs beside it.
  candidates.sort((a, b) => Number(b.status === 'published') - Number(a.status === 'published'));
  for (const candidate of candidates) {
    const sheet = await dataOf<Sheet>(lecturer, `/api/grading/sections/${candidate.sectionId}/midterms/${candidate.number}`);
    const rows = sheet.entries.filter((entry) => STUDENT_NAME.test(entry.fullName));
    if (rows.length === 1 && sheet.entries.length >= 3) return { ...candidate, sheet, student: rows[0]! };
  }
  throw new Error('no midterm of a section lecturer@ teaches and student@ attends');
}

/** A score on the sheet's step, within its bounds, other than `not`. */
function scoreOtherThan(bounds: Bounds, not: number | null, offset = 0): number {
  const candidate = bounds.max - bounds.step * (1 + offset);
  return candidate === not ? candidate - bounds.step : candidate;
}

const scoreInput = (page: Page, name: string) => page.getByRole('textbox', { name: `Score of ${name}`, exact: true });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('[lecturer] grades a midterm with the keyboard, saves, publishes with the emailed code; the student sees it live', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const lecturer = await apiAs(baseURL!, LECTURER);
  const studentAccount = await apiAs(baseURL!, STUDENT);
  const { subjectId, sectionId, number, sheet, student } = await sheetWithStudent(lecturer.api);
  const { bounds, entries } = sheet;
  const studentIndex = entries.indexOf(student);
  // Three rows typed down the column, the student's among them.
  const start = Math.max(0, Math.min(studentIndex, entries.length - 3));
  const typed = entries.slice(start, start + 3).map((entry, index) => ({ entry, score: scoreOtherThan(bounds, entry.score, index) }));
  const studentScore = typed.find(({ entry }) => entry.studentId === student.studentId)!.score;

  await useLanguage(page, 'en');
  await skipTour(page, lecturer.userId);
  await signIn(page, LECTURER);

  // The list: the sidebar item, the subject with its section and the midterm's status, a link to the sheet.
  await sidebar(page).getByRole('link', { name: 'Midterms' }).click();
  await expect(page).toHaveURL(/\/lecturer\/midterms\/$/);
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'Midterms', level: 2 })).toBeVisible();
  await screenshot(page, 'lecturer-midterms-list-1366');
  await expectAccessible(page);
  await page.locator(`a[href="/lecturer/midterms/${sectionId}/${number}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/lecturer/midterms/${sectionId}/${number}$`));
  await expect(scoreInput(page, student.fullName)).toBeVisible();
  await expectScreenReady(page);

  // Nothing changed yet.
  const saveBar = page.getByRole('region', { name: 'Saving grades' });
  await saveBar.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing to save' })).toBeVisible();

  // Down the column with the keyboard: type, Enter, type, ArrowDown, type; ArrowUp goes back one.
  const first = scoreInput(page, typed[0]!.entry.fullName);
  await first.click();
  await page.keyboard.type(String(typed[0]!.score));
  await page.keyboard.press('Enter');
  await expect(scoreInput(page, typed[1]!.entry.fullName)).toBeFocused();
  await page.keyboard.type(String(typed[1]!.score));
  await page.keyboard.press('ArrowDown');
  await expect(scoreInput(page, typed[2]!.entry.fullName)).toBeFocused();
  await page.keyboard.type(String(typed[2]!.score));
  await page.keyboard.press('ArrowUp');
  await expect(scoreInput(page, typed[1]!.entry.fullName)).toBeFocused();
  await expect(page.locator('tr[data-unsaved="true"]')).toHaveCount(3);
  await expect(saveBar.getByText('Unsaved changes: 3')).toBeVisible();
  await expect(page.locator('tr[data-unsaved="true"]').first().getByText('Unsaved', { exact: true })).toBeVisible();
  // A score off the bounds is marked and not sent.
  await page.keyboard.press('Control+A');
  await page.keyboard.type(String(bounds.max + 1));
  await expect(page.locator('tr[data-unsaved="true"]').getByText('Not a score', { exact: true })).toBeVisible();
  await saveBar.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Save failed' })).toContainText('Scores to correct: 1');
  await scoreInput(page, typed[1]!.entry.fullName).fill(String(typed[1]!.score));
  await expect(page.getByText('Not a score', { exact: true })).toHaveCount(0);
  await screenshot(page, 'lecturer-midterms-sheet-unsaved-1366');

  // Leaving with unsaved changes asks first; staying keeps them.
  await sidebar(page).getByRole('link', { name: 'Attendance' }).click();
  const leave = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/lecturer/midterms/${sectionId}/${number}$`));
  await expect(page.locator('tr[data-unsaved="true"]')).toHaveCount(3);

  await saveBar.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved: 3' })).toBeVisible();
  await expect(page.locator('tr[data-unsaved="true"]')).toHaveCount(0);
  await expect(saveBar.getByText('All changes saved')).toBeVisible();
  const saved = await dataOf<Sheet>(lecturer.api, `/api/grading/sections/${sectionId}/midterms/${number}`);
  expect(saved.entries.find((entry) => entry.studentId === student.studentId)?.score).toBe(studentScore);

  // The student, in a browser of their own, has /midterms open before it is published: not there yet.
  const studentContext = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const studentPage = await studentContext.newPage();
  await useLanguage(studentPage, 'en');
  await skipTour(studentPage, studentAccount.userId);
  await signIn(studentPage, STUDENT);
  await studentPage.goto('/midterms');
  await expectScreenReady(studentPage);
  const gradeRow = studentPage
    .getByRole('row')
    .filter({ hasText: sheet.section.courseCode })
    .filter({ hasText: `Midterm ${number}` })
    .filter({ hasText: `${studentScore} / ${bounds.max}` });
  await expect(gradeRow).toHaveCount(0);
  // Its notification stream is connected, so the publish reaches this open page (as it would a person's).
  await expect(studentPage.locator('[data-tour="notifications"][data-live="true"]')).toBeAttached();
  const published = (await dataOf<{ sectionId: string; number: number; score: number | null }[]>(studentAccount.api, '/api/grading/student/midterms')).find(
    (grade) => grade.sectionId === sectionId && grade.number === number,
  );
  expect(published?.score ?? null).not.toBe(studentScore);

  // The code: requested, read from the mail, a wrong one first.
  const panel = page.locator('.ant-card').filter({ has: page.getByText('Publish to students', { exact: true }) });
  const since = Date.now();
  await panel.getByRole('button', { name: /Request (a new )?code/ }).click();
  await expect(panel.getByText(/A code was sent to /)).toBeVisible();
  await expect(panel.getByText(/The code expires in \d+:\d\d/)).toBeVisible();
  await expect(panel.getByText(/Another code can be requested in \d+:\d\d/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request a new code' })).toBeDisabled();
  const mail = await waitForMail(LECTURER, since);
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  expect(code, mail.text).toBeTruthy();
  const wrong = `${code!.slice(0, 5)}${(Number(code!.at(-1)) + 1) % 10}`;
  const otp = panel.getByRole('group', { name: 'Verification code (6 digits)' });
  await otp.getByRole('textbox').first().click();
  await page.keyboard.type(wrong);
  await panel.getByRole('button', { name: 'Publish' }).click();
  const failed = panel.getByRole('alert').filter({ hasText: 'Verification failed' });
  await expect(failed).toContainText(/Attempts left: \d/);
  await failed.scrollIntoViewIfNeeded();
  await screenshot(page, 'lecturer-midterms-code-wrong-1366');
  await otp.getByRole('textbox').first().click();
  await page.keyboard.type(code!);
  await panel.getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByText('Published: students see these grades now')).toBeVisible();
  await expect(panel.getByText('Published', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Published .+ by /)).toBeVisible();
  await expect(panel.getByText(/Another code can be requested/)).toHaveCount(0);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'lecturer-midterms-published-1366');
  await expectAccessible(page);

  // Live on the student's screen: no reload.
  await expect(gradeRow.first()).toBeVisible({ timeout: 30_000 });
  await screenshot(studentPage, 'lecturer-midterms-student-sees-390');
  const seen = (await dataOf<{ sectionId: string; number: number; score: number | null }[]>(studentAccount.api, '/api/grading/student/midterms')).find(
    (grade) => grade.sectionId === sectionId && grade.number === number,
  );
  expect(seen?.score).toBe(studentScore);
  await studentContext.close();

  // The subject and the aggregate.
  await page.goto(`/lecturer/midterms/subject/${subjectId}`);
  await expectScreenReady(page);
  await expect(page.locator(`a[href="/lecturer/midterms/${sectionId}/${number}"]`).first()).toBeVisible();
  await screenshot(page, 'lecturer-midterms-subject-1366');
  await page.goto(`/lecturer/midterms/${subjectId}/aggregate`);
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'All midterms side by side', level: 2 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: student.fullName }).first()).toContainText(String(studentScore));
  await screenshot(page, 'lecturer-midterms-aggregate-1366');
  await expectAccessible(page);

  // The legacy batch link: the address becomes the sheet's, with the old flags and fromBatchId.
  const batchId = saved.id!;
  await page.goto(`/lecturer/midterms/${batchId}?flag=1`);
  await expect(page).toHaveURL(new RegExp(`/lecturer/midterms/${sectionId}/${number}\\?flag=1&fromBatchId=${batchId}$`));
  await expect(scoreInput(page, student.fullName)).toHaveValue(String(studentScore));
  // An unknown batch says so instead of redirecting.
  await page.goto('/lecturer/midterms/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Failed to open this midterm link')).toBeVisible();
  await expect(page.getByText('Midterm batch not found')).toBeVisible();
  await page.goBack();
  await expect(scoreInput(page, student.fullName)).toHaveValue(String(studentScore));

  // On a phone: the sheet fits, the save bar and the publish panel are reachable.
  await page.setViewportSize(PHONE);
  await expectScreenReady(page);
  await expect(scoreInput(page, student.fullName)).toBeVisible();
  await expect.poll(() => noSideScroll(page), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(PHONE.width);
  await scoreInput(page, student.fullName).fill(String(scoreOtherThan(bounds, studentScore, 2)));
  await expect(saveBar.getByText('Unsaved changes: 1')).toBeInViewport();
  await page.locator('tr[data-unsaved="true"]').evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await expect(page.locator('tr[data-unsaved="true"]').getByText('Unsaved', { exact: true })).toBeInViewport();
  await screenshot(page, 'lecturer-midterms-sheet-390');
  await expectAccessible(page);
  await saveBar.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.locator('tr[data-unsaved="true"]')).toHaveCount(0);

  // Someone else saves while the lecturer types: nothing of theirs is written, Reload brings the other save in and
  // keeps the lecturer's change highlighted; saved again, the row shows what students still see.
  const correction = scoreOtherThan(bounds, studentScore, 3);
  await scoreInput(page, student.fullName).fill(String(correction));
  const other = typed.find(({ entry }) => entry.studentId !== student.studentId)!;
  const current = await dataOf<Sheet & { version: number }>(lecturer.api, `/api/grading/sections/${sectionId}/midterms/${number}`);
  const otherScore = scoreOtherThan(bounds, other.score, 4);
  const elsewhere = await lecturer.api.put(`/api/grading/sections/${sectionId}/midterms/${number}/grades`, {
    data: { version: current.version, grades: [{ studentId: other.entry.studentId, score: otherScore }] },
  });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
  await saveBar.getByRole('button', { name: 'Save' }).click();
  const conflict = saveBar.getByRole('alert').filter({ hasText: 'Save failed' });
  await expect(conflict).toContainText('changed by someone else');
  await screenshot(page, 'lecturer-midterms-conflict-390');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(saveBar.getByRole('alert').filter({ hasText: 'Your changes still unsaved: 1' })).toBeVisible();
  await expect(scoreInput(page, other.entry.fullName)).toHaveValue(String(otherScore));
  await expect(scoreInput(page, student.fullName)).toHaveValue(String(correction));
  await expect(page.locator('tr[data-unsaved="true"]')).toHaveCount(1);
  await saveBar.getByRole('button', { name: 'Save' }).click();
  await expect(saveBar.getByRole('alert').filter({ hasText: 'Saved: 1' })).toBeVisible();
  await expect(page.locator('tr[data-unsaved="true"]')).toHaveCount(0);
  const studentRow = page.getByRole('row').filter({ has: scoreInput(page, student.fullName) });
  await expect(studentRow.getByText(`Students see: ${studentScore}`)).toBeVisible();
  await studentRow.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'lecturer-midterms-correction-390');
  await expect(page.getByText('Saved changes students do not see yet: 2')).toBeVisible();

  await page.goto('/lecturer/midterms/');
  await expectScreenReady(page);
  await expect.poll(() => noSideScroll(page), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'lecturer-midterms-list-390');

  // In Armenian, the default language: the sheet's texts and its publish panel.
  await page.goto(`/lecturer/midterms/${sectionId}/${number}`);
  await reloadAs(page, 'hy');
  await expect(page.getByRole('region', { name: 'Գնահատականների պահպանում' })).toBeVisible();
  await expect(page.getByText('Հրապարակել ուսանողների համար')).toBeVisible();
  await expect.poll(() => noSideScroll(page), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(PHONE.width);
  await page.getByText('Հրապարակել ուսանողների համար').scrollIntoViewIfNeeded();
  await screenshot(page, 'lecturer-midterms-publish-390-hy');
});
