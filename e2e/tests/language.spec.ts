import { expect, test } from '@playwright/test';
import { chooseLanguage, screenshot, signIn, useLanguage } from './support.js';

test('[guest] the login page is in Armenian by default', async ({ page }) => {
  await page.goto('/login');

  await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
  await expect(page.getByRole('button', { name: 'Մուտք', exact: false }).first()).toBeVisible();
  await screenshot(page, 'login-hy');
});

test('[student] switches to English, then Russian, and the choice survives a reload', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'student@campus.test');
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();

  await chooseLanguage(page, 'Русский');
  await expect(page.getByRole('button', { name: 'Выйти' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Выйти' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(await page.evaluate(() => window.localStorage.getItem('lang_pref'))).toBe('ru');
  await screenshot(page, 'home-student-ru');

  await chooseLanguage(page, 'English');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  await screenshot(page, 'home-student-en');
});

test('[guest] the login page in English and Russian', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await screenshot(page, 'login-en');

  await chooseLanguage(page, 'Русский');
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
  await screenshot(page, 'login-ru');
});
