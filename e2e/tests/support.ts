// Helpers shared by the end-to-end tests: demo accounts, signing in through the UI, screenshots.
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { DEMO_PASSWORD } from '@campus/contracts/demo';
import { linkIn, waitForMail } from './mail.js';

export { DEMO_PASSWORD };
const shotsDir = path.resolve(import.meta.dirname, '..', '..', 'test-output', 'screenshots');

export type Language = 'hy' | 'en' | 'ru';

/** Sets the stored language before any page script runs, as a returning visitor would have it. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lng) => {
    if (!window.localStorage.getItem('lang_pref')) window.localStorage.setItem('lang_pref', lng);
  }, language);
}

/** Switches the stored language and theme (as Settings would) and reloads: for screenshots of one screen in several looks. */
export async function reloadAs(page: Page, language: Language, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.evaluate(
    ([lng, colours]) => {
      window.localStorage.setItem('lang_pref', lng);
      window.localStorage.setItem('theme_pref', colours);
    },
    [language, theme] as const,
  );
  await page.reload();
}

/** Signs in through the login form (English texts) and waits until the shell has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The settled screen: running CSS transitions and animations are finished first (a button that just became
 * enabled is shown in its colours, not half-way there). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Picks a language in the header's switch, where each language is named in itself. */
export async function chooseLanguage(page: Page, fullName: 'Հայերեն' | 'English' | 'Русский'): Promise<void> {
  await page.getByLabel(fullName, { exact: true }).first().click();
}

/**
 * Picks an option of the antd select labelled `label` (in the open dialog, else on the page) and answers the
 * text of the option picked: the one matching `option`, else the `index`th. `typed` is typed into the select's
 * search first, to bring a far option of a virtual list into view. Tried again until the select shows a value:
 * on a busy machine a click can land while a dropdown is still animating in, or the previous one fading out.
 */
export async function chooseOption(
  page: Page,
  label: string,
  { option, index = 0, typed }: { option?: string | RegExp; index?: number; typed?: string } = {},
): Promise<string> {
  const dialog = page.getByRole('dialog');
  const scope = (await dialog.count()) > 0 ? dialog.last() : page.locator('main');
  const field = scope.getByLabel(label, { exact: true });
  // antd shows the chosen option's label as the title of the content box around the input.
  const content = field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select-content ")][1]');
  let picked = '';
  await expect(async () => {
    await field.click();
    if (typed) await field.fill(typed);
    // This select's own dropdown (the one its input owns), not one that is still fading out.
    const listId = await field.getAttribute('aria-owns');
    const options = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) }).locator('.ant-select-item-option');
    const choice = option ? options.filter({ hasText: option }).first() : options.nth(index);
    picked = (await choice.textContent({ timeout: 5_000 })) ?? '';
    await choice.click({ timeout: 5_000 });
    await expect(content).toHaveAttribute('title', /\S/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return picked;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@campus.test`;
}

/** A new verified student account (Ani Petrosyan), made through the public API and the emailed link; the link
 * also signs `request` in. For tests that change an account, so no demo account other tests use is touched. */
export async function createVerifiedAccount(request: APIRequestContext, prefix: string, password: string) {
  const email = uniqueEmail(prefix);
  const since = Date.now();
  const registered = await request.post('/api/auth/register', { data: { email, password, firstName: 'Ani', lastName: 'Petrosyan' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = linkIn(await waitForMail(email, since), '/verify-email');
  const token = new URL(link, 'http://campus.invalid').searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { user } = (await verified.json()) as { user: { id: string } };
  return { email, password, id: user.id };
}

/** The first-sign-in tour would cover the page; tests about other things mark it seen for the account. */
export async function skipTour(page: Page, userId: string): Promise<void> {
  await page.addInitScript((id) => window.localStorage.setItem(`campus-tour-seen:${id}`, '1'), userId);
}

/** Signs in through the API first to learn the account's id (the tour is marked seen), then through the form, in
 * English. */
export async function signInAs(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  await skipTour(page, ((await response.json()) as { user: { id: string } }).user.id);
  await useLanguage(page, 'en');
  await signIn(page, email);
}

/** A signed-in API client of its own (cookies apart from the page's), and the account's id. */
export async function apiAs(baseURL: string, email: string): Promise<{ api: APIRequestContext; userId: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return { api, userId: ((await response.json()) as { user: { id: string } }).user.id };
}

/** The `data` of a GET that must succeed (the failure names the path and the answer). */
export async function dataOf<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
