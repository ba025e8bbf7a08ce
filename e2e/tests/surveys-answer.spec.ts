// Answering a survey on a phone (issue 15): the demo student, on a 360×740 screen, opens the first survey the
// dashboard's "Surveys to answer" card offers (a seeded course evaluation or the "Student life survey"), answers
// part of it and sees the draft saved, leaves, comes back to the saved answers, is taken to the first missing required answer when submitting too early, answers the
// rest and submits, sees the thank-you, and the card no longer offers the survey; opening it again says it is
// answered. A course evaluation's form (its course and lecturer) in Armenian. No sideways scrolling; axe on the
// settled screens; screenshots in test-output/screenshots (en and hy, phone).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { reloadAs, screenshot, signInAs } from './support.js';

const PHONE = { width: 360, height: 740 };

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling on a phone' }).toBeLessThanOrEqual(PHONE.width);
}

function card(page: Page) {
  return page.getByRole('list', { name: 'Surveys to answer' });
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/student-dashboard');
  await expectScreenReady(page);
}

/** A question's block by the start of its words (its accessible name is "N. words * (Required)"). */
function question(page: Page, number: number) {
  return page.getByRole('group', { name: new RegExp(`^${number}\\. `) });
}

test.describe.configure({ mode: 'serial' });

test('[student] answers a survey on a phone: draft saved and resumed, the first missing answer shown, submitted once', async ({ page }) => {
  // A long walk (two visits, a draft, a refused and an accepted submit, axe on five screens): minutes on a busy machine.
  test.setTimeout(180_000);
  await signInAs(page, 'student@campus.test');
  await page.setViewportSize(PHONE);
  await openDashboard(page);
  // The first survey the card offers (the seeded course evaluations and the Student life survey close together, so
  // which comes first is not fixed); every seeded survey starts with an agreement question and has a 0–10 rating.
  const first = card(page).getByRole('link').first();
  await expect(first).toBeVisible();
  const title = (await first.textContent()) ?? '';
  await card(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'surveys-answer-card-en-360');

  // Opened from the card; answering the first question saves a draft a moment later.
  await first.click();
  await expect(page).toHaveURL(/\/surveys\/[0-9a-f-]{36}$/);
  const formUrl = page.url();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByText(/This survey is anonymous/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'surveys-answer-form-en-360');
  await question(page, 1).getByTitle('4 · Agree', { exact: true }).click();
  await expect(question(page, 1).getByRole('radio', { name: '4 · Agree' })).toBeChecked();
  await expect(page.getByText(/^Saved at \d{2}:\d{2}$/)).toBeVisible();

  // Left for the list (the survey's draft marked there) and the dashboard, then opened again: the answer is back.
  await page.getByRole('link', { name: '← All surveys' }).click();
  await expect(page.getByRole('heading', { name: 'Surveys', level: 2 })).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: title });
  await expect(listed).toContainText('Draft saved');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'surveys-answer-list-en-360');
  await openDashboard(page);
  await card(page).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(question(page, 1).getByRole('radio', { name: '4 · Agree' })).toBeChecked();
  await expect(page.getByText(/^Saved at \d{2}:\d{2}$/)).toBeVisible();

  // Submitted too early: the required answers missing are counted, and the first is where the screen goes.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Answers needed: \d+/ })).toBeVisible();
  const focused = page.locator('[role="group"]:focus');
  await expect(focused).toContainText('Please answer this question.');
  await expect(focused).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'surveys-answer-problem-en-360');

  // Every question answered by what it takes: a tile of a scale, the first choice, a sentence.
  const questions = page.getByRole('group', { name: /^\d+\. / });
  const count = await questions.count();
  for (let index = 0; index < count; index += 1) {
    const block = questions.nth(index);
    if ((await block.locator('label.campus-scale-tile').count()) > 0) await block.locator('label.campus-scale-tile').nth(3).click();
    else if ((await block.getByRole('radio').count()) > 0) await block.getByRole('radio').first().check();
    else if ((await block.getByRole('checkbox').count()) > 0) await block.getByRole('checkbox').first().check();
    else await block.getByRole('textbox').fill('Longer library hours during exams.');
  }
  await expect(page.getByText('Please answer this question.')).toHaveCount(0);
  await expect(page.getByText('34 / ', { exact: false }).first()).toBeVisible();
  await page.getByTitle('10', { exact: true }).first().scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'surveys-answer-rating-en-360');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your answers!')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'surveys-answer-thanks-en-360');

  // The card no longer offers it; the list marks it answered; its form says it was answered.
  await openDashboard(page);
  await expect(card(page).or(page.getByText('Nothing to answer now.'))).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto('/surveys');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Answered');
  await page.goto(formUrl);
  await expect(page.getByText('You have already answered this survey')).toBeVisible();
});

test('[student] a course evaluation in Armenian on a phone: its course and lecturer above the questions', async ({ page }) => {
  await signInAs(page, 'student@campus.test');
  await page.setViewportSize(PHONE);
  await page.goto('/surveys');
  await expect(page.getByRole('heading', { name: 'Surveys', level: 2 })).toBeVisible();
  const evaluation = page.getByRole('listitem').filter({ hasText: 'Course evaluation' }).first();
  await evaluation.getByRole('link').first().click();
  await expect(page.getByText('Course:', { exact: false }).first()).toBeVisible();
  await reloadAs(page, 'hy');
  await expect(page.getByText('Դասախոս:', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/Այս հարցումն անանուն է/)).toBeVisible();
  await expectScreenReady(page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'surveys-answer-evaluation-hy-360');
  await question(page, 1).getByTitle('5 · Լիովին համաձայն եմ', { exact: true }).or(question(page, 1).locator('label.campus-scale-tile').nth(4)).first().click();
  await question(page, 5).scrollIntoViewIfNeeded();
  await screenshot(page, 'surveys-answer-evaluation-scale-hy-360');
  await page.goto('/student-dashboard');
  await expectScreenReady(page);
  await page.getByRole('list', { name: 'Պատասխանելու հարցումներ' }).scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'surveys-answer-card-hy-360');
});
