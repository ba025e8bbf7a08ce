// The learning area with the real materials service: a lecturer publishes a PDF, a view-only video and homework in
// a section the demo student attends (through the API, so this spec does not depend on the teaching screens), and
// the student finds them in the course by week, reads the PDF in the secure viewer, downloads it through its
// signed URL, and seeks the video (the browser asks the stream for a range).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectScreenReady } from './screens.js';
import { apiAs, screenshot, signIn, skipTour, useLanguage } from './support.js';

const fixtures = path.resolve(import.meta.dirname, '..', 'fixtures', 'materials');
const PHONE = { width: 390, height: 844 };

interface Assignment {
  id: string;
  courseId: string;
  courseName: { en: string };
}

/** A section the demo lecturer teaches and the demo student attends (the demo university has one). */
async function sharedSection(lecturer: APIRequestContext, student: APIRequestContext): Promise<Assignment> {
  const taught = ((await (await lecturer.get('/api/materials/assignments')).json()) as { data: Assignment[] }).data;
  const attended = ((await (await student.get('/api/schedule')).json()) as { data: { sectionId: string }[] }).data;
  const shared = taught.find((assignment) => attended.some((session) => session.sectionId === assignment.id));
  expect(shared, 'a section lecturer@ teaches and student@ attends').toBeDefined();
  return shared!;
}

async function publish(lecturer: APIRequestContext, sectionId: string, fields: Record<string, string>, file?: { name: string; mimeType: string }) {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { ...fields };
  if (file) multipart.file = { ...file, buffer: readFileSync(path.join(fixtures, file.name)) };
  const response = await lecturer.post(`/api/materials/assignment/${sectionId}`, { multipart });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data;
}

function segment(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test('[student] sees a course\'s materials by week, reads the PDF in the secure viewer and seeks the video', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const lecturer = await apiAs(baseURL!, 'lecturer@campus.test');
  const student = await apiAs(baseURL!, 'student@campus.test');
  const section = await sharedSection(lecturer.api, student.api);
  const common = { categoryKey: 'lecture', uploadMode: 'file', accessLevel: 'section' };
  const pdfName = `Week 1 lecture notes ${run}`;
  const videoName = `Lecture 9 recording ${run}`;
  const homeworkName = `Homework 1 ${run}`;
  await publish(lecturer.api, section.id, { ...common, name: pdfName, description: 'Variables and types', type: 'pdf', weekSegment: 'weeks-1-7', allowDownload: 'true' }, { name: 'lecture-notes.pdf', mimeType: 'application/pdf' });
  const video = await publish(lecturer.api, section.id, { ...common, name: videoName, description: 'Control flow, recorded in class', type: 'video', weekSegment: 'weeks-8-14', allowDownload: 'false' }, { name: 'lecture.mp4', mimeType: 'video/mp4' });
  const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
  await publish(lecturer.api, section.id, { name: homeworkName, description: 'Exercises 1 to 5', type: 'link', categoryKey: 'homework', uploadMode: 'link', link: 'https://www.example.edu/homework-1', weekSegment: 'weeks-1-7', dueAt: due });

  await useLanguage(page, 'en');
  await skipTour(page, student.userId);
  await signIn(page, 'student@campus.test');

  // The dashboard: the course among mine, the homework due soon, the configured quick links.
  await page.goto('/student-dashboard');
  await expectScreenReady(page);
  await expect(page.getByRole('link', { name: section.courseName.en }).first()).toBeVisible();
  await expect(page.getByTestId('due-item').filter({ hasText: homeworkName })).toContainText('due in 2 days');
  await expect(page.getByRole('link', { name: /Student handbook/ })).toHaveAttribute('href', /^https:\/\//);
  await expectAccessible(page);
  await screenshot(page, 'learning-dashboard');

  // /courses: exactly the student's enrolled courses (as the server scopes them), not the catalogue; a card leads to
  // its course's page, materials in their week segments.
  const mine = (await (await student.api.get('/api/courses?mine=true&status=active&pageSize=100')).json()) as { total: number; courses: { code: string }[] };
  const catalogue = (await (await student.api.get('/api/courses?pageSize=1')).json()) as { total: number };
  expect(mine.total).toBeLessThan(catalogue.total);
  // The cards' material counts come in one call for the page, not one per card.
  const countCalls: string[] = [];
  page.on('request', (call) => {
    if (/\/api\/materials(\/counts)?\?/.test(call.url())) countCalls.push(new URL(call.url()).pathname);
  });
  await page.goto('/courses');
  await expectScreenReady(page);
  await expect(page.getByRole('link', { name: /^Open the course / })).toHaveCount(mine.total);
  // The three materials published above are among the course's.
  await expect(page.locator('.ant-card').filter({ has: page.getByRole('link', { name: `Open the course ${section.courseName.en}` }) })).toContainText(/Materials: ([3-9]|\d{2,})/);
  expect(countCalls).toEqual(['/api/materials/counts']);
  await screenshot(page, 'learning-courses');
  await page.getByRole('link', { name: `Open the course ${section.courseName.en}` }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${section.courseId}$`));
  await expectScreenReady(page);
  await expect(segment(page, 'Weeks 1–7').getByRole('link', { name: pdfName })).toBeVisible();
  await expect(segment(page, 'Weeks 1–7').getByRole('link', { name: homeworkName })).toBeVisible();
  await expect(segment(page, 'Weeks 8–14').getByRole('link', { name: videoName })).toBeVisible();
  await expect(segment(page, 'Weeks 1–7').getByRole('link', { name: videoName })).toHaveCount(0);
  // The pointer is still where the card was clicked: off the page's links, so axe reads their resting colours.
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshot(page, 'learning-course');

  // The PDF in the secure viewer, and its download through a signed URL.
  await segment(page, 'Weeks 1–7').getByRole('link', { name: pdfName }).click();
  await expect(page).toHaveURL(/\/secure-viewer\?materialId=\d+$/);
  await expect(page.getByRole('heading', { name: pdfName })).toBeVisible();
  const frame = page.getByTestId('document-frame');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await expect(frame).toHaveAttribute('title', pdfName);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('lecture-notes.pdf');
  await screenshot(page, 'learning-viewer-pdf');

  // The view-only video: no download offered, and a seek moves the playhead (the browser asks for a range).
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/api/materials/${video.id}/stream`)) ranges.push(response.status());
  });
  await page.goto(`/secure-viewer?materialId=${video.id}`);
  await expect(page.getByRole('heading', { name: videoName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await expect(page.getByText('View only')).toBeVisible();
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('controlslist', 'nodownload');
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0);
  await player.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 5;
  });
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => (element.seeking ? -1 : element.currentTime))).toBeGreaterThanOrEqual(4.9);
  expect(ranges).toContain(206);
  await expectAccessible(page);
  await screenshot(page, 'learning-viewer-video');

  await page.goto('/assignments');
  await expectScreenReady(page);
  await expect(page.getByTestId('due-item').filter({ hasText: homeworkName })).toContainText('due in 2 days');
  await expectAccessible(page);

  // On a phone.
  await page.setViewportSize(PHONE);
  await screenshot(page, 'learning-viewer-video-phone');
  await page.goto('/courses');
  await expectScreenReady(page);
  await expect(page.getByRole('link', { name: /^Open the course / })).toHaveCount(mine.total);
  await screenshot(page, 'learning-courses-phone');
  await page.goto('/student-dashboard');
  await expectScreenReady(page);
  await screenshot(page, 'learning-dashboard-phone');
  await expectAccessible(page); // the phone header's avatar-only account menu included
  await page.goto(`/courses/${section.courseId}`);
  await expectScreenReady(page);
  await screenshot(page, 'learning-course-phone');
  await page.goto('/assignments');
  await expectScreenReady(page);
  await expect(page.getByTestId('due-item').filter({ hasText: homeworkName })).toBeVisible();
  await screenshot(page, 'learning-assignments-phone');

  await lecturer.api.dispose();
  await student.api.dispose();
});

test('[student] finds a material across their courses by a word of its description', async ({ page, baseURL }) => {
  const run = Date.now().toString(36);
  const lecturer = await apiAs(baseURL!, 'lecturer@campus.test');
  const student = await apiAs(baseURL!, 'student@campus.test');
  const section = await sharedSection(lecturer.api, student.api);
  const name = `Recursion reading ${run}`;
  await publish(lecturer.api, section.id, { name, description: `Towers of Hanoi ${run}`, type: 'link', categoryKey: 'reading', uploadMode: 'link', link: 'https://www.example.edu/recursion', weekSegment: 'general' });

  await useLanguage(page, 'en');
  await skipTour(page, student.userId);
  await signIn(page, 'student@campus.test');
  await page.goto('/course-materials');
  await expectScreenReady(page);
  // A whole word of the description: the run's mark, which no other material carries.
  await page.getByLabel('Search materials by name or description').fill(run);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expectAccessible(page);
  await screenshot(page, 'learning-course-materials');

  await lecturer.api.dispose();
  await student.api.dispose();
});
