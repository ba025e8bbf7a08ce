// The lecturer publishes materials for a section they teach (issue 12): a PDF and a video uploaded through the
// form with its progress bar, one edited, one deleted; the form's own check and the screens at desktop and phone
// widths. Runs against the real materials service of the embedded platform.
import { expect, test, type Page, type Route } from '@playwright/test';
import { visitScreens } from './screens.js';
import { chooseOption, reloadAs, screenshot, signIn, useLanguage } from './support.js';

/** A small real PDF: the service decides the kind from the bytes, not the name. */
function pdfFile(name: string) {
  const body = '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** An MP4 (an ISO media 'ftyp' box first) of `megabytes`, so the upload takes a while to send. */
function videoFile(name: string, megabytes: number) {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([ftyp, Buffer.alloc(megabytes * 1024 * 1024)]) };
}

/**
 * Holds the next upload to an assignment until `release` is called, so the progress bar can be seen while the
 * request is under way (a local upload of a few megabytes is otherwise over before a check could look).
 */
async function holdNextUpload(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await onNextRequest(page, 'POST', '**/api/materials/assignment/*', async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** `handle` takes the next `method` request to `pattern`; every other request (a list refetched meanwhile) passes. */
async function onNextRequest(page: Page, method: string, pattern: string, handle: (route: Route) => Promise<void>): Promise<void> {
  let waiting = true;
  await page.route(pattern, async (route) => {
    if (!waiting || route.request().method() !== method) return route.fallback();
    waiting = false;
    return handle(route);
  });
}

/** The next save (POST of a new material, PUT of an edit) fails: the connection drops, or the server answers 503 without a body. */
async function failNextSave(page: Page, method: 'POST' | 'PUT', how: 'network' | 503): Promise<void> {
  await onNextRequest(page, method, method === 'POST' ? '**/api/materials/assignment/*' : '**/api/materials/*', (route) =>
    how === 'network' ? route.abort('connectionfailed') : route.fulfill({ status: 503, body: '' }),
  );
}

async function openFirstAssignment(page: Page): Promise<void> {
  await page.goto('/lecturer-materials');
  await expect(page.getByRole('heading', { name: 'My teaching materials' })).toBeVisible();
  await page.getByRole('button', { name: /^Manage materials:/ }).first().click();
  await expect(page).toHaveURL(/\/lecturer-materials\/manage\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Add to Lectures' })).toBeVisible();
}

async function fillMaterial(page: Page, name: string, description: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill(description);
}

/** Submits the form while the upload is held, checks the progress bar, then lets it through. */
async function uploadWithProgress(page: Page, shot: string): Promise<void> {
  const release = await holdNextUpload(page);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await screenshot(page, shot);
  release();
}

test.describe('[lecturer] teaching materials', () => {
  test('[lecturer] uploads a PDF and a video with the progress bar, edits one and deletes one', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const pdfName = `Lecture notes ${stamp}`;
    const videoName = `Intro video ${stamp}`;
    await useLanguage(page, 'en');
    await signIn(page, 'lecturer@campus.test');
    await openFirstAssignment(page);
    await screenshot(page, 'lecturer-materials-manage-before');

    // The form's own check speaks before anything is sent.
    await page.getByRole('button', { name: 'Add to Lectures' }).click();
    await expect(page).toHaveURL(/\/new\/lecture$/);
    await expect(page.getByText('Allowed: pdf, word, docx, plain text; up to 50 MB')).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Material name is required')).toBeVisible();
    await expect(page.getByText('Material description is required')).toBeVisible();
    await expect(page.getByText('Choose a file to upload')).toBeVisible();
    await screenshot(page, 'lecturer-materials-form-errors');

    await fillMaterial(page, pdfName, 'Notes of the first lecture, with the worked examples.');
    await page.locator('input[type="file"]').setInputFiles(pdfFile('lecture-notes.pdf'));
    // The spec's words when an upload does not go through.
    await failNextSave(page, 'POST', 'network');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Network error during upload' })).toBeVisible();
    await failNextSave(page, 'POST', 503);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Upload failed (503)' })).toBeVisible();
    await uploadWithProgress(page, 'lecturer-materials-upload-pdf');
    await expect(page.getByText(`“${pdfName}” published`)).toBeVisible();
    await expect(page).toHaveURL(/\?expand=lecture$/);
    const pdfRow = page.getByRole('listitem', { name: pdfName });
    await expect(pdfRow).toBeVisible();
    await expect(pdfRow.getByText('Download allowed')).toBeVisible();

    // A video in the first weeks, view only.
    await page.goto(`${new URL(page.url()).pathname}/new/lecture?segment=weeks-1-7`);
    await fillMaterial(page, videoName, 'A short introduction to the course.');
    await chooseOption(page, 'Type', { option: 'Video' });
    await expect(page.getByText('Allowed: mp4, avi, mov, wmv, quicktime; up to 50 MB')).toBeVisible();
    await page.getByRole('switch').click();
    await page.locator('input[type="file"]').setInputFiles(videoFile('intro.mp4', 4));
    await uploadWithProgress(page, 'lecturer-materials-upload-video');
    await expect(page.getByText(`“${videoName}” published`)).toBeVisible();
    const videoRow = page.getByRole('region', { name: 'Weeks 1–7' }).getByRole('listitem', { name: videoName });
    await expect(videoRow).toBeVisible();
    await expect(videoRow.getByText('View only')).toBeVisible();
    await screenshot(page, 'lecturer-materials-manage-after-upload');

    // Edit the PDF's name; its file stays.
    await page.getByRole('button', { name: `Edit ${pdfName}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit material' })).toBeVisible();
    await expect(page.getByText(/Current file: lecture-notes\.pdf/)).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(`${pdfName} (revised)`);
    await failNextSave(page, 'PUT', 'network');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Network error during update' })).toBeVisible();
    await failNextSave(page, 'PUT', 503);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Update failed (503)' })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`“${pdfName} (revised)” saved`)).toBeVisible();
    await expect(page.getByRole('listitem', { name: `${pdfName} (revised)` })).toBeVisible();

    // Delete the video, after the confirmation.
    await page.getByRole('button', { name: `Delete ${videoName}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Delete “${videoName}”?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${videoName}” deleted`)).toBeVisible();
    await expect(page.getByRole('listitem', { name: videoName })).toHaveCount(0);
    await screenshot(page, 'lecturer-materials-manage-after-delete');
    // One category open at a time, named in the address.
    await page.getByRole('button', { name: /^Homework \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\?expand=homework$/);
    await expect(page.getByRole('listitem', { name: `${pdfName} (revised)` })).toBeHidden();

    // All of the lecturer's own materials: the revised PDF is there, the video is not.
    await page.goto('/materials/manage');
    await page.getByLabel('Search by name or description').fill(String(stamp));
    const rows = page.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.getByText(`${pdfName} (revised)`)).toBeVisible();
    await screenshot(page, 'lecturer-materials-all');
    // The week filter is the server's: the PDF is in General, not in weeks 8–14.
    await chooseOption(page, 'Weeks', { option: 'Weeks 8–14' });
    await expect(page).toHaveURL(/weekSegment=weeks-8-14/);
    await expect(rows).toHaveCount(0);
    await chooseOption(page, 'Weeks', { option: 'General' });
    await expect(rows).toHaveCount(1);
  });

  test('[lecturer] every teaching screen renders without an error panel and passes axe', async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'lecturer@campus.test');
    await openFirstAssignment(page);
    const manage = new URL(page.url()).pathname;
    await visitScreens(
      page,
      [
        { name: 'home', path: '/lecturer-materials' },
        { name: 'manage', path: `${manage}?expand=homework` },
        { name: 'new', path: `${manage}/new/homework?segment=weeks-8-14` },
        { name: 'add', path: '/add-materials' },
        { name: 'assignments', path: '/lecturer-assignments' },
        { name: 'all', path: '/materials/manage' },
      ],
      'lecturer-materials-en',
      { audit: true },
    );
  });

  test('[lecturer] the teaching screens at phone width in Armenian and Russian', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, 'en');
    await signIn(page, 'lecturer@campus.test');
    await openFirstAssignment(page);
    const manage = new URL(page.url()).pathname;
    for (const language of ['hy', 'ru'] as const) {
      for (const [name, path] of [
        ['home', '/lecturer-materials'],
        ['manage', `${manage}?expand=lecture`],
        ['new', `${manage}/new/homework`],
        ['assignments', '/lecturer-assignments'],
        ['all', '/materials/manage'],
      ] as const) {
        await page.goto(path);
        if (name === 'home') await reloadAs(page, language);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.locator('.ant-skeleton-active, .ant-result-warning')).toHaveCount(0);
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await screenshot(page, `lecturer-materials-phone-${name}-${language}`);
      }
    }
  });
});
