// Surveys for staff on their landing pages (issue 15, part 3): an administrator schedules, through the API, a survey
// for the lecturer, chair and quality assurance roles that is open at once; the demo lecturer sees it in the "Surveys
// to answer" card on their home (/lecturer-materials) and opens it; the demo chair sees it on the department's home
// (/department/) and opens it; quality assurance sees it where they land (/admin/analytics); the dean's office, with
// nothing to answer, has no card. The survey is closed and archived afterwards (a unique title; other specs never see
// it). And the administrator's sidebar lists one Announcements (their own, reaching every audience), not the dean's
// office's and department's copies of the same screen. Screenshots of the lecturer's home with the card in English and
// Armenian, the chair's home and the administrator's sidebar in test-output/screenshots.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectScreenReady } from './screens.js';
import { apiAs, reloadAs, screenshot, sidebar, signInAs } from './support.js';

const TITLE = `Staff workload survey ${Date.now()}`;
const text = (words: string) => ({ hy: words, en: words, ru: words });

let admin: APIRequestContext;
let surveyId: string;

test.beforeAll(async ({ baseURL }) => {
  ({ api: admin } = await apiAs(baseURL!, 'admin@campus.test'));
  const created = await admin.post('/api/surveys', {
    data: {
      kind: 'survey',
      title: { hy: `Աշխատակազմի ծանրաբեռնվածության հարցում ${TITLE.slice(-13)}`, en: TITLE, ru: `Опрос о нагрузке сотрудников ${TITLE.slice(-13)}` },
      description: text('A short survey for teaching staff.'),
      anonymous: true,
      sections: [{ id: 's1', title: text('Workload'), questions: [{ id: 'q1', kind: 'agreement', text: text('My teaching load this term is fair.'), required: true }] }],
      audience: [{ kind: 'role', role: 'lecturer' }, { kind: 'role', role: 'chair' }, { kind: 'role', role: 'quality_assurance' }],
      // Open already: the card shows surveys open now.
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const survey = ((await created.json()) as { data: { id: string; version: number } }).data;
  surveyId = survey.id;
  const scheduled = await admin.post(`/api/surveys/${surveyId}/schedule`, { data: { version: survey.version } });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);
});

test.afterAll(async () => {
  if (surveyId) {
    const closed = await admin.post(`/api/surveys/${surveyId}/close`);
    expect(closed.ok(), await closed.text()).toBe(true);
    const archived = await admin.post(`/api/surveys/${surveyId}/archive`);
    expect(archived.ok(), await archived.text()).toBe(true);
  }
  await admin?.dispose();
});

function card(page: Page) {
  return page.getByRole('list', { name: 'Surveys to answer' });
}

async function opensFromCard(page: Page): Promise<void> {
  await card(page).getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/surveys/${surveyId}$`));
  await expect(page.getByRole('heading', { name: TITLE, level: 2 })).toBeVisible();
  await expect(page.getByText('My teaching load this term is fair.')).toBeVisible();
}

test('[lecturer] sees a survey for lecturers on their home and opens it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'lecturer@campus.test');
  await page.goto('/lecturer-materials');
  await expectScreenReady(page);
  await expect(card(page).getByRole('link', { name: TITLE })).toBeVisible();
  await screenshot(page, 'staff-surveys-lecturer-home-en');
  await reloadAs(page, 'hy');
  await expect(page.getByRole('link', { name: new RegExp(`Աշխատակազմի ծանրաբեռնվածության հարցում ${TITLE.slice(-13)}`) })).toBeVisible();
  await expectScreenReady(page);
  await screenshot(page, 'staff-surveys-lecturer-home-hy');
  await reloadAs(page, 'en');
  await expectScreenReady(page);
  await opensFromCard(page);
});

test('[chair] sees a survey for chairs on the department home and opens it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'chair@campus.test');
  await expect(page).toHaveURL(/\/department\/?$/);
  await expectScreenReady(page);
  await expect(card(page).getByRole('link', { name: TITLE })).toBeVisible();
  await screenshot(page, 'staff-surveys-chair-home-en');
  await opensFromCard(page);
});

test('[quality_assurance] sees the survey where they land, the analytics', async ({ page }) => {
  await signInAs(page, 'qa@campus.test');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(card(page).getByRole('link', { name: TITLE })).toBeVisible();
});

test('[deans_office] has no survey to answer: no card on the faculty home', async ({ page }) => {
  // The card stays away while the list loads too, so its absence is checked once the list has come.
  const mine = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/surveys/mine' && response.ok());
  await signInAs(page, 'deans@campus.test');
  await expect(page).toHaveURL(/\/deans-office\/?$/);
  expect(((await (await mine).json()) as { data: unknown[] }).data).toEqual([]);
  await expectScreenReady(page);
  await expect(page.getByText('Surveys to answer')).toHaveCount(0);
});

test("[admin] the sidebar has one Announcements, the administrator's own", async ({ page }) => {
  await signInAs(page, 'admin@campus.test');
  await expectScreenReady(page);
  await page.getByRole('textbox', { name: 'Search the menu' }).fill('Announcements');
  const items = sidebar(page).getByRole('link', { name: 'Announcements', exact: true });
  await expect(items).toHaveCount(1);
  await expect(items).toHaveAttribute('href', '/admin/announcements');
  await screenshot(page, 'staff-admin-sidebar-announcements-en');
});
