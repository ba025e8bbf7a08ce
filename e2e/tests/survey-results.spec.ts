// Survey results (issue 15 parts 4 and 6). A lecturer's course evaluation: demo students of the section (the demo
// student's group mates, signed in through the API one by one) answer the seeded evaluation until one answer short of
// the threshold, and the lecturer, on /lecturer/evaluations and the evaluation's page, sees it withheld; one more
// answer and the lecturer sees the results per question (charts, means). The results page in Armenian on a phone (no
// sideways scrolling). Quality assurance lands on /admin/analytics and finds the term's survey response rates and the
// pass and attendance rates beside the enrolment charts. Axe on the settled screens; screenshots in
// test-output/screenshots (en and hy).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { MySurvey, SurveyForm, SurveyResults, Answer } from '@campus/contracts/surveys';
import { expectAccessible, expectScreenReady } from './screens.js';
import { apiAs, dataOf, reloadAs, screenshot, sidebar, signInAs } from './support.js';

const PHONE = { width: 360, height: 740 };

interface Person {
  email: string;
  userId?: string;
  groupId?: string | null;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(PHONE.width);
}

/** An answer to every question of the form: agreement 4, rating 8, the first option, a short text. */
function answersTo(form: SurveyForm, index: number): Answer[] {
  return form.sections.flatMap((section) =>
    section.questions.map((question): Answer => {
      switch (question.kind) {
        case 'agreement':
          return { questionId: question.id, value: 3 + (index % 3) };
        case 'rating':
          return { questionId: question.id, value: 6 + (index % 5) };
        case 'single_choice':
          return { questionId: question.id, choice: question.options![0]!.id };
        case 'multiple_choice':
          return { questionId: question.id, choices: [question.options![0]!.id] };
        default:
          return { questionId: question.id, text: `Clear examples, answer ${index + 1}` };
      }
    }),
  );
}

/** One demo student answers the evaluation through the API, as the form would send it. */
async function answerAs(baseURL: string, email: string, surveyId: string, index: number): Promise<void> {
  const { api } = await apiAs(baseURL, email);
  const form = await dataOf<SurveyForm>(api, `/api/surveys/${surveyId}/form`);
  const submitted = await api.post(`/api/surveys/${surveyId}/submit`, { data: { answers: answersTo(form, index) } });
  expect(submitted.ok(), `${email}: ${await submitted.text()}`).toBe(true);
  await api.dispose();
}

/** The demo student's group mates (the group's sections are the student's): their emails, the student left out. */
async function groupMates(admin: APIRequestContext): Promise<string[]> {
  const found = ((await (await admin.get('/api/students?search=Sargsyan&pageSize=100')).json()) as { students: Person[] }).students;
  const student = found.find((one) => one.email === 'student@campus.test');
  expect(student?.groupId, 'the demo student has a group').toBeTruthy();
  const group = ((await (await admin.get(`/api/students?groupId=${student!.groupId}&pageSize=100`)).json()) as { students: Person[] }).students;
  return group.map((one) => one.email).filter((email) => email !== 'student@campus.test');
}

test.describe.configure({ mode: 'serial' });

test('[lecturer] sees an evaluation withheld below the threshold and its results once reached', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const { api: admin } = await apiAs(baseURL!, 'admin@campus.test');
  const { api: student } = await apiAs(baseURL!, 'student@campus.test');
  // The last of the demo student's open evaluations with a lecturer (the answering spec takes the first).
  const evaluations = (await dataOf<MySurvey[]>(student, '/api/surveys/mine')).filter((one) => one.evaluation?.lecturerId);
  const chosen = evaluations.at(-1)!;
  expect(chosen, 'the demo seeds open course evaluations for the demo student').toBeTruthy();
  const subject = chosen.evaluation!;
  const lecturers = ((await (await admin.get('/api/organizational/lecturers?pageSize=100')).json()) as { data: Person[] }).data;
  const lecturerEmail = lecturers.find((one) => one.userId === subject.lecturerId)?.email;
  expect(lecturerEmail, 'the evaluation names a demo lecturer').toBeTruthy();

  const before = await dataOf<SurveyResults>(admin, `/api/surveys/${chosen.id}/results`);
  const needed = before.minResponses - 1 - before.responses;
  expect(needed, 'a fresh demo evaluation is under the threshold').toBeGreaterThanOrEqual(0);
  const mates = await groupMates(admin);
  expect(mates.length).toBeGreaterThan(needed + 1);
  for (let index = 0; index < needed; index++) await answerAs(baseURL!, mates[index]!, chosen.id, index);

  // One answer short: the lecturer's list marks it withheld, and its page says why with no figures.
  await signInAs(page, lecturerEmail!);
  await sidebar(page).getByRole('link', { name: 'Course evaluations', exact: true }).click();
  await expect(page).toHaveURL(/\/lecturer\/evaluations/);
  await expect(page.getByRole('heading', { name: 'Course evaluations', level: 2 })).toBeVisible();
  const row = page.locator('tr.ant-table-row').filter({ has: page.getByRole('link', { name: `Results of ${subject.courseCode}, ${subject.sectionName}` }) });
  await expect(row).toContainText(`withheld: fewer than ${before.minResponses}`);
  await expect(row).toContainText(`${before.minResponses - 1}/`);
  await expectScreenReady(page);
  await expectAccessible(page);
  await screenshot(page, 'survey-results-evaluations-withheld-en-1366');
  await row.getByRole('link', { name: `Results of ${subject.courseCode}, ${subject.sectionName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/lecturer/evaluations/${chosen.id}$`));
  await expect(page.getByText('Results withheld')).toBeVisible();
  await expect(page.getByText(`Fewer than ${before.minResponses} people answered (${before.minResponses - 1} so far)`, { exact: false })).toBeVisible();
  await expect(page.getByText('The lecturer explained the subject clearly.', { exact: false })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'survey-results-withheld-en-1366');

  // The threshold reached: the figures per question.
  await answerAs(baseURL!, mates[needed]!, chosen.id, needed);
  await page.reload();
  await expect(page.getByText('1. The lecturer explained the subject clearly.', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Results withheld')).toHaveCount(0);
  await expect(page.getByText(/^Mean \d\.\d\d ± \d\.\d\d$/).first()).toBeVisible();
  await expect(page.getByRole('figure', { name: /^1\. The lecturer explained/ })).toBeVisible();
  await expect(page.getByText(`Answered: ${before.minResponses}`).first()).toBeVisible();
  await expectScreenReady(page);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshot(page, 'survey-results-shown-en-1366');

  // In Armenian on a phone: nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await reloadAs(page, 'hy');
  await expect(page.getByText('1. Դասախոսը նյութը բացատրում էր պարզ և հասկանալի։', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Միջին՝ \d\.\d\d ± \d\.\d\d$/).first()).toBeVisible();
  await expectScreenReady(page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'survey-results-shown-hy-360');
  await page.goto('/lecturer/evaluations');
  await expect(page.getByRole('heading', { name: 'Դասընթացների գնահատումներ', level: 2 })).toBeVisible();
  await expectScreenReady(page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'survey-results-evaluations-hy-360');
  await admin.dispose();
  await student.dispose();
});

test('[qa] lands on the analytics and finds the survey response rates and the pass and attendance rates', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'qa@campus.test');
  await expect(page).toHaveURL(/\/admin\/analytics/);
  await expect(page.getByText('Term figures: course evaluations, pass and attendance rates')).toBeVisible();
  // The demo's evaluations are open in the active term: every faculty with one has a response rate.
  await expect(page.getByRole('figure', { name: 'Course evaluation response rate by faculty' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Course evaluation response rate by program' })).toBeVisible();
  const pass = page.locator('.ant-card').filter({ hasText: 'Pass rate by faculty' });
  await expect(pass.getByRole('figure', { name: 'Pass rate by faculty' }).or(pass.getByText('No figures this term'))).toBeVisible();
  const attendance = page.locator('.ant-card').filter({ hasText: 'Attendance rate by faculty' });
  await expect(attendance.getByRole('figure', { name: 'Attendance rate by faculty' }).or(attendance.getByText('No figures this term'))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Term' })).toBeVisible();
  await expectScreenReady(page);
  await page.getByText('Term figures: course evaluations, pass and attendance rates').scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshot(page, 'survey-results-analytics-en-1366');

  // All evaluations, from the analytics: every faculty's, with the roll-ups.
  await page.getByRole('link', { name: 'All evaluations' }).click();
  await expect(page).toHaveURL(/\/admin\/surveys\/evaluations\?periodId=/);
  await expect(page.getByRole('heading', { name: 'Course evaluations', level: 2 })).toBeVisible();
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Faculties', { exact: true }).click();
  await expect(page.getByRole('figure', { name: 'Response rate by faculty' })).toBeVisible();
  await expectScreenReady(page);
  await expectAccessible(page);
  await screenshot(page, 'survey-results-faculties-en-1366');

  await page.goto('/admin/analytics');
  await reloadAs(page, 'hy');
  await expect(page.getByText('Կիսամյակի ցուցանիշներ՝ գնահատումներ, հաջողություն և հաճախում')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Գնահատումներին պատասխանողների մասնաբաժինն ըստ ֆակուլտետների' })).toBeVisible();
  await expectScreenReady(page);
  await page.getByText('Կիսամյակի ցուցանիշներ՝ գնահատումներ, հաջողություն և հաճախում').scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, 'survey-results-analytics-hy-1366');
});
