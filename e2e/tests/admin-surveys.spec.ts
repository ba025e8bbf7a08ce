// /admin/surveys on the demo university: the admin builds a small survey with two kinds of question (an agreement
// scale and a single choice), is first refused scheduling with the missing English and Russian texts named beside
// their fields, writes them and schedules it; duplicates it (a new draft opens), closes the original early and
// archives it (a save of the copy meets someone else's change first: Reload keeps the edit); and makes the course evaluations of the active term from the seeded "Course evaluation" template,
// seeing how many were made. Quality assurance (surveys:manage by default) finds the screen in its sidebar. The list
// and the builder in Armenian on a phone (no sideways scrolling); axe on the settled screens; screenshots in
// test-output/screenshots (hy and en, phone and desktop).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { reloadAs, screenshot, sidebar, signInAs } from './support.js';

const TITLE = `E2E survey ${Date.now().toString(36)}`;

/** A local 'YYYY-MM-DDTHH:mm' `days` from now, as a datetime-local input takes it. */
function localMoment(days: number): string {
  const when = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`;
}

/** Picks `option` in the antd select inside `scope` (one of several selects of the same label on the page). */
async function pick(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  await expect(async () => {
    await field.click();
    const listId = await field.getAttribute('aria-owns');
    const choice = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) }).locator('.ant-select-item-option').filter({ hasText: option }).first();
    await choice.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Writes the survey's texts in one language (the builder shows one language at a time). */
async function writeTexts(page: Page, language: 'Armenian' | 'English' | 'Russian', words: { title: string; agree: string; choice: string; options: [string, string] }) {
  await page.getByRole('radiogroup', { name: 'Writing in' }).getByText(language, { exact: true }).click();
  await page.getByLabel(`Title (${language})`, { exact: true }).fill(words.title);
  const first = page.getByRole('group', { name: 'Question 1', exact: true });
  await first.getByLabel(`Question (${language})`, { exact: true }).fill(words.agree);
  const second = page.getByRole('group', { name: 'Question 2', exact: true });
  await second.getByLabel(`Question (${language})`, { exact: true }).fill(words.choice);
  await second.getByLabel(`Option 1 (${language})`, { exact: true }).fill(words.options[0]);
  await second.getByLabel(`Option 2 (${language})`, { exact: true }).fill(words.options[1]);
}

async function openSurveys(page: Page): Promise<void> {
  // 'Surveys' in the sidebar is the learning remote's list to answer; managing them is the admin area's item.
  await sidebar(page).getByRole('link', { name: 'Survey management', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/surveys$/);
  await expect(page.getByRole('heading', { name: 'Surveys', level: 2 })).toBeVisible();
  await expectScreenReady(page);
}

/** The list narrowed to one title; answers its row. */
async function findRow(page: Page, title: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Search by title' }).fill(title);
  const row = page.locator('tr.ant-table-row').filter({ hasText: title });
  await expect(row.first()).toBeVisible();
  return row.first();
}

async function rowAction(page: Page, row: Locator, action: string): Promise<void> {
  await expect(async () => {
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe.serial('[admin] surveys', () => {
  test('[admin] builds a survey, is told what is missing, schedules it, duplicates, closes and archives it', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, 'admin@campus.test');
    await openSurveys(page);
    await page.getByRole('button', { name: 'New survey' }).first().click();
    await expect(page).toHaveURL(/\/admin\/surveys\/new$/);
    await expect(page.getByRole('heading', { name: 'New survey', level: 2 })).toBeVisible();

    // Armenian first: an agreement question (the first, as a new survey starts) and a single choice.
    await page.getByRole('button', { name: 'Add question' }).click();
    const second = page.getByRole('group', { name: 'Question 2', exact: true });
    await pick(page, second.getByLabel('Kind of answer', { exact: true }), 'Single choice');
    await expect(second.getByLabel('Option 2 (English)', { exact: true })).toBeVisible();
    await writeTexts(page, 'Armenian', { title: TITLE, agree: 'Դասերը օգտակար էին', choice: 'Ո՞ր ժամն է ավելի հարմար', options: ['Առավոտ', 'Երեկո'] });

    await pick(page, page.getByLabel('Add a Role', { exact: true }), 'Student');
    await expect(page.getByRole('listitem').filter({ hasText: 'Role: Student' })).toBeVisible();
    await page.getByLabel('Opens', { exact: true }).fill(localMoment(1));
    await page.getByLabel('Closes', { exact: true }).fill(localMoment(8));

    // Scheduling is refused: English and Russian are missing, each named beside its field and in the list above.
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('The survey is not ready to schedule')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/surveys\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('alert').getByText('Title · English: Write this text in this language')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Writing in' }).getByText('English', { exact: true }).click();
    await expect(page.getByLabel('Title (English)', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.mouse.move(0, 0);
    await screenshot(page, 'admin-surveys-incomplete-en-1366');
    await expectAccessible(page);

    await writeTexts(page, 'English', { title: TITLE, agree: 'The classes were useful', choice: 'Which time suits you better?', options: ['Morning', 'Evening'] });
    await writeTexts(page, 'Russian', { title: TITLE, agree: 'Занятия были полезны', choice: 'Какое время вам удобнее?', options: ['Утро', 'Вечер'] });
    await expect(page.getByText('Everything is in place: schedule it now.')).toBeVisible();

    // The preview shows it as a respondent reads it.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview as a respondent' });
    await expect(preview.getByText('The classes were useful').first()).toBeVisible();
    await expect(preview.getByText('Evening', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'admin-surveys-preview-en-1366');
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/admin\/surveys$/);
    const row = await findRow(page, TITLE);
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await page.mouse.move(0, 0);
    await screenshot(page, 'admin-surveys-list-en-1366');
    await expectAccessible(page);

    // Duplicate: a new draft with the same questions opens in the builder.
    await rowAction(page, row, 'Duplicate');
    await expect(page).toHaveURL(/\/admin\/surveys\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Question 2', exact: true })).toBeVisible();

    // Someone else saves the copy meanwhile: our save is refused, Reload reads theirs and keeps our edit to save over it.
    const copyId = new URL(page.url()).pathname.split('/').at(-1)!;
    const copy = ((await (await page.request.get(`/api/surveys/${copyId}`)).json()) as { data: Record<string, unknown> & { version: number } }).data;
    const theirs = await page.request.put(`/api/surveys/${copyId}`, {
      data: { title: copy.title, description: copy.description, anonymous: false, sections: copy.sections, audience: [{ kind: 'role', role: 'student' }], opensAt: copy.opensAt, closesAt: copy.closesAt, version: copy.version },
    });
    expect(theirs.ok(), await theirs.text()).toBe(true);
    await page.getByRole('radiogroup', { name: 'Writing in' }).getByText('English', { exact: true }).click();
    await page.getByLabel('Title (English)', { exact: true }).fill(`${TITLE} (copy)`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('This survey was changed by someone else since you opened it.', { exact: false })).toBeVisible();
    await screenshot(page, 'admin-surveys-conflict-en-1366');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('Their version is loaded; your edits are still on the page.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Title (English)', { exact: true })).toHaveValue(`${TITLE} (copy)`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    // The original: closed early, then archived (it leaves the list, and shows under Archived).
    await page.locator('main').getByRole('link', { name: 'Surveys', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/surveys/);
    await findRow(page, TITLE);
    await expect(page.locator('tr.ant-table-row').filter({ hasText: TITLE })).toHaveCount(2);
    const scheduled = page.locator('tr.ant-table-row').filter({ hasText: TITLE }).filter({ hasText: 'Scheduled' });
    await rowAction(page, scheduled, 'Close early');
    await page.getByRole('dialog').getByRole('button', { name: 'Close early' }).click();
    await expect(page.getByText('Survey closed')).toBeVisible();
    const closed = page.locator('tr.ant-table-row').filter({ hasText: TITLE }).filter({ hasText: 'Closed' });
    await expect(closed).toHaveCount(1);
    await rowAction(page, closed, 'Archive');
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible();
    await expect(page.locator('tr.ant-table-row').filter({ hasText: TITLE })).toHaveCount(1);
  });

  test('[admin] makes the course evaluations of the active term from the demo template', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'admin@campus.test');
    await openSurveys(page);
    await page.getByRole('button', { name: 'Course evaluations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make course evaluations' });
    await pick(page, dialog.getByLabel('Template', { exact: true }), /^Course evaluation/);
    await expect(dialog.getByLabel('Term', { exact: true }).locator('xpath=ancestor::*[contains(@class, "ant-select")][1]')).toContainText('(current)');
    await screenshot(page, 'admin-surveys-evaluations-en-1366');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Make evaluations' }).click();
    const made = dialog.getByText(/^Evaluations made: \d+$/);
    // One transaction makes an evaluation per section (over a hundred in the demo term): on a busy machine it takes a while.
    await expect(made).toBeVisible({ timeout: 90_000 });
    const count = Number((await made.textContent())?.match(/\d+/)?.[0]);
    expect(count, 'the demo term has sections with students and without an evaluation yet').toBeGreaterThan(0);
    await screenshot(page, 'admin-surveys-evaluations-made-en-1366');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await pick(page, page.getByLabel('Surveys and evaluations', { exact: true }), 'Course evaluation');
    await expect(page.locator('tr.ant-table-row').first()).toContainText('Course evaluation');
  });

  test('[quality_assurance] opens surveys from the sidebar', async ({ page }) => {
    await signInAs(page, 'qa@campus.test');
    await openSurveys(page);
    await expect(page.getByRole('button', { name: 'New survey' }).first()).toBeVisible();
  });

  test('[admin] the list on a phone in English, then the list and the builder in Armenian', async ({ page }) => {
    await signInAs(page, 'admin@campus.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/surveys');
    await expect(page.getByRole('heading', { name: 'Surveys', level: 2 })).toBeVisible();
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-surveys-list-en-390');
    await reloadAs(page, 'hy');
    await expect(page.getByRole('heading', { name: 'Հարցումներ', level: 2 })).toBeVisible();
    await expectScreenReady(page);
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-surveys-list-hy-390');

    await page.getByRole('button', { name: 'Նոր հարցում' }).first().click();
    await expect(page.getByRole('heading', { name: 'Նոր հարցում', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Ավելացնել հարց' }).click();
    await pick(page, page.getByRole('group', { name: 'Հարց 2', exact: true }).getByLabel('Պատասխանի տեսակ', { exact: true }), 'Մեկ ընտրություն');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-surveys-builder-hy-390');
    await page.getByRole('group', { name: 'Հարց 2', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-surveys-builder-question-hy-390');
    await expectAccessible(page);

    await page.setViewportSize({ width: 1366, height: 800 });
    await screenshot(page, 'admin-surveys-builder-hy-1366');
  });
});
