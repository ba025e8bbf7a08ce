// Announcements (/deans-office/announcements, /department/announcements, /admin/announcements: shared-ui's screen)
// on the demo university: the dean's office writes to the demo student's group in three languages, previews it,
// sends it, and the student (signed in, in English) sees the English text arrive live in the notification center;
// the dean's office then sees the delivery counts. A chair's screen in Armenian on a phone. axe on the settled
// screens; screenshots in test-output/screenshots.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { apiAs, chooseOption, reloadAs, screenshot, sidebar, signInAs } from './support.js';

/** The demo student's group, as the dean's office's student list names it. */
async function studentGroup(baseURL: string): Promise<string> {
  const { api } = await apiAs(baseURL, 'deans@campus.test');
  const answer = await api.get('/api/students?search=student%40campus.test');
  expect(answer.ok(), await answer.text()).toBe(true);
  const { students } = (await answer.json()) as { students: { email: string; groupName: string | null }[] };
  const group = students.find((one) => one.email === 'student@campus.test')?.groupName;
  expect(group).toBeTruthy();
  await api.dispose();
  return group!;
}

/** The bell marks whether its live stream is connected. */
const liveStream = (page: Page) => page.locator('[data-tour="notifications"][data-live="true"]');

async function fillTexts(page: Page, texts: Record<'Armenian' | 'English' | 'Russian', { title: string; body: string }>): Promise<void> {
  for (const [language, { title, body }] of Object.entries(texts)) {
    await page.getByRole('tab', { name: language, exact: true }).click();
    await page.getByLabel(`Title (${language})`).fill(title);
    await page.getByLabel(`Text (${language})`).fill(body);
  }
}

test("[deans_office] announces to the demo student's group; the student sees it live in English, the counts follow", async ({ page, browser, baseURL }) => {
  // Two people in two browsers, a delivery and its counts: more than a minute on a busy machine.
  test.setTimeout(180_000);
  const group = await studentGroup(baseURL!);
  const stamp = Date.now();
  const texts = {
    Armenian: { title: `Դասերը տեղափոխվել են ${stamp}`, body: 'Վաղվա դասերը կլինեն 305 լսարանում։' },
    English: { title: `Classes moved ${stamp}`, body: "Tomorrow's classes are in room 305." },
    Russian: { title: `Занятия перенесены ${stamp}`, body: 'Завтрашние занятия пройдут в аудитории 305.' },
  };

  // The student, in their own browser, with the live stream open before the send.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAs(student, 'student@campus.test');
  await expect(liveStream(student)).toHaveCount(1);
  const bell = student.getByRole('button', { name: /^Notifications/ });
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  await signInAs(page, 'deans@campus.test');
  await sidebar(page).getByRole('link', { name: 'Announcements' }).click();
  await expect(page).toHaveURL(/\/deans-office\/announcements$/);
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();

  await chooseOption(page, 'Which', { option: group, typed: group });
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('audience-reach')).toHaveText(/Reaches \d+ people/);
  await fillTexts(page, texts);
  const preview = page.getByTestId('announcement-preview');
  await preview.getByText('Russian').click();
  await expect(preview.getByText(texts.Russian.title)).toBeVisible();
  await preview.getByText('English').click();
  await expect(preview.getByText(texts.English.body)).toBeVisible();
  await screenshot(page, 'announcements-compose-en-1366');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The announcement is on its way')).toBeVisible();

  // Live, in the reader's language, without a reload.
  await expect(bell).toHaveAttribute('aria-label', `Notifications: ${before + 1} unread`);
  await bell.click();
  const item = student.getByRole('listitem').filter({ hasText: texts.English.title });
  await expect(item).toBeVisible();
  await expect(item.getByText(texts.English.body)).toBeVisible();
  await screenshot(student, 'announcements-student-center-en');
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await studentContext.close();

  const sent = page.getByTestId('announcement-item').filter({ hasText: texts.English.title });
  await expect(sent.getByText('Sent', { exact: true })).toBeVisible();
  await expect(sent.getByTestId('announcement-counts')).toContainText(/Read: [1-9]/);
  await expect(sent.getByTestId('announcement-counts')).toContainText(/In the app: [1-9]/);
  await screenshot(page, 'announcements-sent-en-1366');
});

test('[chair] the announcements screen in Armenian on a phone: the department in the picker, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'chair@campus.test');
  await page.goto('/department/announcements');
  await reloadAs(page, 'hy');
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'Հայտարարություններ' })).toBeVisible();
  await expect(page.getByText('Հայտարարություններ դեռ չկան')).toBeVisible();
  await screenshot(page, 'announcements-chair-top-hy-390');
  await chooseOption(page, 'Ում', { option: 'Ամբիոն' });
  await chooseOption(page, 'Որ');
  await page.getByRole('button', { name: 'Ավելացնել' }).click();
  await expect(page.getByTestId('audience-reach')).toHaveText(/Կստանա \d+ մարդ/);
  await page.getByLabel('Վերնագիր (Հայերեն)').fill('Ամբիոնի ժողով');
  await page.getByLabel('Տեքստ (Հայերեն)').fill('Ժողովը տեղի կունենա հինգշաբթի ժամը 15:00-ին։');
  await page.getByLabel('Որոշակի ժամի').check();
  await expect(page.getByLabel('Ամսաթիվ և ժամ')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(390);
  await screenshot(page, 'announcements-chair-hy-390');
  await expectAccessible(page);
});

test('[admin] may name everyone with a role; the screen in Armenian', async ({ page }) => {
  await signInAs(page, 'admin@campus.test');
  // An administrator passes every area's role check, so each area's item is there; theirs is the admin area's.
  await sidebar(page).locator('a[href="/admin/announcements"]').click();
  await expect(page).toHaveURL(/\/admin\/announcements$/);
  await reloadAs(page, 'hy');
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { name: 'Հայտարարություններ' })).toBeVisible();
  await chooseOption(page, 'Ում', { option: 'Բոլորը՝ ըստ դերի' });
  await chooseOption(page, 'Որ', { option: 'Որակի ապահովում' });
  await page.getByRole('button', { name: 'Ավելացնել' }).click();
  await expect(page.getByTestId('audience-reach')).toHaveText(/Կստանա \d+ մարդ/);
  await page.getByLabel('Վերնագիր (Հայերեն)').fill('Որակի շաբաթ');
  await page.getByLabel('Տեքստ (Հայերեն)').fill('Հաջորդ շաբաթ կանցկացվեն դասընթացների գնահատման հարցումներ։');
  await page.getByTestId('announcement-preview').getByText('Հայերեն').click();
  await expect(page.getByTestId('announcement-preview').getByText('Որակի շաբաթ')).toBeVisible();
  await screenshot(page, 'announcements-admin-hy-1366');
  await expectAccessible(page);
});
