// The admin area: accounts and roles, and every admin screen in Armenian and English, light and dark.
import { expect, test, type Page } from '@playwright/test';
import { visitScreens, type Screen } from './screens.js';
import { DEMO_PASSWORD, chooseLanguage, createVerifiedAccount, screenshot, sidebar, signIn, useLanguage } from './support.js';

/** A person of our own, registered through the public API, so the demo accounts stay as they are. */
async function registerPerson(page: Page, label: string) {
  const email = `${label}-${Date.now()}@campus.test`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: DEMO_PASSWORD, firstName: 'Ani', lastName: `Test${label[0]!.toUpperCase()}${label.slice(1)}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The users table narrowed to one person by the search box; answers that person's row. */
async function findUserRow(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** antd lists a select's options twice (a hidden one for screen readers); click the visible one. */
async function pickOption(page: Page, label: string) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${label}$`) }).click();
}


test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('[admin] changes a user role, and the new role is still there after a reload', async ({ page }) => {
  const email = await registerPerson(page, 'role');
  await signIn(page, 'admin@campus.test');
  await sidebar(page).getByRole('link', { name: 'Users and roles' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);

  let row = await findUserRow(page, email);
  await expect(row.getByText('Student', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Change role: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await dialog.getByLabel('Primary role').click();
  await pickOption(page, 'Lecturer');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(/is now: Lecturer/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Lecturer', { exact: true })).toBeVisible();
  await screenshot(page, 'admin-users-role-changed');

  await page.reload();
  row = await findUserRow(page, email);
  await expect(row.getByText('Lecturer', { exact: true })).toBeVisible();
  await expect(row.getByText('Student', { exact: true })).toHaveCount(0);
});

test('[admin] removing their own admin role shows the server refusal', async ({ page }) => {
  await signIn(page, 'admin@campus.test');
  await page.goto('/admin/users');

  const row = await findUserRow(page, 'admin@campus.test');
  await row.getByRole('button', { name: /^Change role: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await dialog.getByLabel('Primary role').click();
  await pickOption(page, 'Student');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog.getByRole('alert')).toHaveText('You cannot remove your own administrator role. Ask another administrator.');
  await screenshot(page, 'admin-users-self-demotion');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText('Administrator', { exact: true })).toBeVisible();
  // Deactivating oneself is not offered at all.
  await expect(row.getByRole('button', { name: /^Deactivate/ })).toBeDisabled();
});

test('[admin] deactivates an account after confirming, then activates it again', async ({ page }) => {
  const email = await registerPerson(page, 'active');
  await signIn(page, 'admin@campus.test');
  await page.goto('/admin/users');

  const row = await findUserRow(page, email);
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Deactivate the account of' });
  await expect(confirm).toBeVisible();
  await screenshot(page, 'admin-users-deactivate-confirm');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(/is deactivated/)).toBeVisible();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await pickOption(page, 'Deactivated');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);

  await row.getByRole('button', { name: /^Activate/ }).click();
  await page.getByRole('dialog').filter({ hasText: 'Activate the account of' }).getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(/account of .* is active/)).toBeVisible();
});

test('[admin] reads a suggestion someone sent through the form', async ({ page, request }) => {
  const { email } = await createVerifiedAccount(request, 'suggests', DEMO_PASSWORD);
  const description = `Put my timetable in my phone calendar ${Date.now()}`;
  const sent = await request.post('/api/suggestions', {
    data: { name: 'Ani Petrosyan', email, category: 'schedule', type: 'feature', description, benefit: 'I would see room changes on the way in' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page, 'admin@campus.test');
  await sidebar(page).getByRole('link', { name: 'Suggestions', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/suggestions$/);
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Ani Petrosyan')).toBeVisible();
  await expect(row.getByRole('link', { name: email })).toBeVisible();
  await expect(row.getByText('Schedule', { exact: true })).toBeVisible();
  await expect(row.getByText('New feature', { exact: true })).toBeVisible();
  await expect(row.getByText('I would see room changes on the way in')).toBeVisible();
  await screenshot(page, 'admin-suggestions');
});

test('[admin] creates a faculty with a new dean, is shown the one-time password once, and edits it', async ({ page }) => {
  const code = `T${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const dean = `dean-${Date.now()}@campus.test`;
  await signIn(page, 'admin@campus.test');
  await page.goto('/admin/organizational');
  await page.getByRole('button', { name: 'New faculty' }).click();
  const dialog = page.getByRole('dialog', { name: 'New faculty' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name in Armenian').fill('Փորձնական ֆակուլտետ');
  await dialog.getByLabel('Name in English').fill(`Faculty of Trials ${code}`);
  await dialog.getByLabel('Name in Russian').fill('Пробный факультет');
  await dialog.getByText('A person by email').click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(dean);
  await dialog.getByLabel('First name').fill('Lilit');
  await dialog.getByLabel('Last name').fill('Harutyunyan');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(dialog.getByText("The dean's account was created")).toBeVisible();
  await expect(dialog.getByText(`The account ${dean} was created`)).toBeVisible();
  await expect(dialog.locator('.ant-typography code')).toHaveText(/^\S{8,}$/);
  await screenshot(page, 'admin-faculty-dean-created');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('Lilit Harutyunyan')).toBeVisible();
  await row.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit faculty' });
  await expect(edit.getByLabel('Code')).toHaveValue(code);
  await expect(edit.getByText('A person by email')).toBeHidden();
  await edit.getByLabel('Description').fill('Where new ideas are tried');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`Faculty ${code} saved`)).toBeVisible();
});

const PAGES: Screen[] = [
  { path: '/admin/', name: 'overview' },
  { path: '/admin/users', name: 'users' },
  { path: '/admin/academic', name: 'academic-courses' },
  { path: '/admin/academic?tab=programs', name: 'academic-programs' },
  { path: '/admin/organizational', name: 'organizational-faculties' },
  { path: '/admin/organizational?tab=departments', name: 'organizational-departments' },
  { path: '/admin/programs', name: 'programs' },
  { path: '/admin/courses', name: 'courses' },
  { path: '/admin/instructors', name: 'instructors' },
  { path: '/admin/students', name: 'students' },
  { path: '/admin/analytics', name: 'analytics' },
  { path: '/admin/suggestions', name: 'suggestions' },
  { path: '/admin/audit', name: 'audit' },
  { path: '/admin/midterms/', name: 'midterms' },
  { path: '/admin/data-management', name: 'data-management' },
  { path: '/admin/data-management?tab=export', name: 'data-management-export' },
];

for (const language of ['en', 'hy'] as const) {
  test(`[admin] every admin screen in ${language === 'en' ? 'English' : 'Armenian'}`, async ({ page }) => {
    await signIn(page, 'admin@campus.test');
    if (language === 'hy') await chooseLanguage(page, 'Հայերեն');
    await visitScreens(page, PAGES, `admin-${language}`, { audit: language === 'en' });
  });
}

test('[admin] the screens in the dark theme', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme_pref', 'dark'));
  await signIn(page, 'admin@campus.test');
  await visitScreens(page, PAGES.filter((item) => ['overview', 'users', 'analytics', 'academic-courses', 'data-management-export'].includes(item.name)), 'admin-dark', { audit: true });
});

test('[admin] the course form explains what is missing', async ({ page }) => {
  await signIn(page, 'admin@campus.test');
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'New course' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New course' });
  await dialog.getByLabel('Credits').fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(dialog.getByText('Subject code is required')).toBeVisible();
  await expect(dialog.getByText('Subject name is required')).toBeVisible();
  await expect(dialog.getByText('Credits must be a whole number from 1 to 10')).toBeVisible();
  await screenshot(page, 'admin-course-form-validation');
});

test('[quality_assurance] sees analytics only', async ({ page }) => {
  await signIn(page, 'qa@campus.test');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Quality and analytics' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Users and roles' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Suggestions', exact: true })).toHaveCount(0);

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('[admin] finds a deactivation in the audit log: who, what, from where, and the fields asked', async ({ page }) => {
  const email = await registerPerson(page, 'audited');
  await signIn(page, 'admin@campus.test');
  await page.goto('/admin/users');
  const row = await findUserRow(page, email);
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  await page.getByRole('dialog').filter({ hasText: 'Deactivate the account of' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by email, name, code or id' }).fill(email);
  // The search has been applied when the one entry about that person is the only row left.
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  const entry = page.getByRole('row').filter({ hasText: email });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('Account', { exact: true })).toBeVisible();
  await expect(entry.getByText('Changed', { exact: true })).toBeVisible();
  await expect(entry.getByText('admin@campus.test')).toBeVisible();
  await entry.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByRole('cell', { name: 'isActive' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'false', exact: true })).toBeVisible();
  await screenshot(page, 'admin-audit-entry');

  await page.getByRole('combobox', { name: 'Kind of record' }).click();
  await pickOption(page, 'Faculty');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(page.getByText('Nothing matches your search or filters')).toBeVisible();
});
