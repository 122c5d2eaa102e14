import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { hasSessionCookie, newPlayerContext, openPage, outboxCode, signInWithPassword, signOutFromHeader } from './auth-helpers.ts';
import { closePlayerContexts } from './auth-helpers.ts';
import { becomesVisible, collectProblems, pathOf, screenshotPath } from './support.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(closePlayerContexts);
afterAll(async () => {
  await browser?.close();
});

describe('password reset (S1 §4, S0 §2.2)', () => {
  it('S0 §2.2, S1 §4: user/forgotpassword opens the modal on home; call → code sent → wrong code → approve → save → success; the new password signs in, the old one does not', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const email = `reset-${Date.now().toString(36)}@example.com`;
    const oldPassword = 'first password 1';
    const newPassword = 'second password 2';

    // An account registered by e-mail, signed out.
    await openPage(page, `${baseUrl}/en`);
    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    const registration = page.getByRole('dialog', { name: 'Registration' });
    await registration.getByRole('tab', { name: 'By e-mail' }).click();
    await registration.getByLabel('E-mail', { exact: true }).fill(email);
    await registration.getByLabel('Password', { exact: true }).fill(oldPassword);
    await registration.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await registration.getByRole('checkbox', { name: /18 or older/ }).check();
    await registration.getByRole('button', { name: 'Register', exact: true }).click();
    await registration.waitFor({ state: 'detached' });
    await signOutFromHeader(page);

    // S0 §2.2: the old address redirects to home with the modal flag.
    await page.goto(`${baseUrl}/en/user/forgotpassword`);
    expect(pathOf(page)).toBe('/en?showForgotPasswordModal=1');
    const dialog = page.getByRole('dialog', { name: 'Password recovery' });
    await dialog.waitFor();
    await dialog.getByLabel('E-mail, phone or account ID').fill(email);
    await page.screenshot({ path: screenshotPath('auth-reset-call') });
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('If the account exists, we have sent a code to its e-mail.').waitFor();

    const code = await outboxCode(baseUrl, email, 'password_reset');
    const wrong = code === '111111' ? '222222' : '111111';
    await dialog.getByLabel('Code', { exact: true }).fill(wrong);
    await dialog.getByRole('button', { name: 'Confirm code' }).click();
    // S1 §4: before the deadline a failed code is wrong_code (time_up is shown differently).
    await dialog.getByRole('alert').filter({ hasText: 'The code is wrong. Check it and try again.' }).waitFor();
    expect(await dialog.locator('[data-code-failure="wrong_code"]').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('auth-reset-wrong-code') });

    await dialog.getByLabel('Code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Confirm code' }).click();
    await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Repeat the password').fill('something else');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    expect(await becomesVisible(dialog.getByText('The passwords do not match.'))).toBe(true);
    await dialog.getByLabel('Repeat the password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.getByText('Password changed').waitFor();
    await page.screenshot({ path: screenshotPath('auth-reset-success') });

    // To sign-in: the flag leaves the address (S1 §4: exit clears the extra params).
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.waitFor();
    await page.waitForURL((url) => url.search === '');
    expect(pathOf(page)).toBe('/en');
    await signIn.getByLabel('E-mail or account ID').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(oldPassword);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.getByRole('alert').filter({ hasText: 'Wrong login or password.' }).waitFor();
    expect(await hasSessionCookie(context)).toBe(false);
    await signIn.getByRole('button', { name: 'Close' }).click();

    await signInWithPassword(page, email, newPassword);
    await signIn.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toMatch(/^\d{9}$/);
    expect(problems.filter((p) => !/status of 40[01]/.test(p))).toEqual([]);
    await context.close();
  });

  it('S1 §4: the reset flow is in Russian on a Russian page, opened from the sign-in form', async () => {
    const context = await newPlayerContext(browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/ru`);
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    await page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Забыли пароль?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Восстановление пароля' });
    await dialog.getByLabel('E-mail, телефон или номер счёта').fill('nobody@example.com');
    await dialog.getByRole('button', { name: 'Получить код' }).click();
    // The same answer whether or not the account exists.
    await dialog.getByText('Если такой аккаунт есть, мы отправили код на его e-mail.').waitFor();
    await page.screenshot({ path: screenshotPath('auth-reset-ru') });
    await context.close();
  });
});
