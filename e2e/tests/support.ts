// Helpers shared by the end-to-end tests: demo accounts, signing in through the UI, screenshots.
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { DEMO_PASSWORD } from '@campus/contracts/demo';

export { DEMO_PASSWORD };
const shotsDir = path.resolve(import.meta.dirname, '..', '..', 'test-output', 'screenshots');

export type Language = 'hy' | 'en' | 'ru';

/** Sets the stored language before any page script runs, as a returning visitor would have it. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lng) => {
    if (!window.localStorage.getItem('lang_pref')) window.localStorage.setItem('lang_pref', lng);
  }, language);
}

/** Signs in through the login form (English texts) and waits until the shell has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: false });
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Picks a language in the header's switch, where each language is named in itself. */
export async function chooseLanguage(page: Page, fullName: 'Հայերեն' | 'English' | 'Русский'): Promise<void> {
  await page.getByLabel(fullName, { exact: true }).first().click();
}
