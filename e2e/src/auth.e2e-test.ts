import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { hasSessionCookie, newPlayerContext, openPage, outboxCode, registerOneClick, signInWithPassword, signOutFromHeader } from './auth-helpers.ts';
import { closePlayerContexts } from './auth-helpers.ts';
import { becomesVisible, collectProblems, pathOf, screenshotPath, waitForHydration } from './support.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(closePlayerContexts);
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('registration and sign-in in the browser (S0 §3.5, §4.3, §4.4, S1 §3)', () => {
  it('S1 §3, S0 §4.4: one-click registration shows the generated credentials once with the save options; sign out after confirming; sign in with them', async () => {
    const context = await newPlayerContext(browser, { acceptDownloads: true });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await openPage(page, `${baseUrl}/en`);

    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await dialog.waitFor();
    // S0 §4.3: from a page other than login and registration, registration opens as a modal.
    expect(pathOf(page)).toBe('/en');
    expect(await dialog.getByRole('tab', { name: 'One click' }).getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: screenshotPath('auth-registration-modal') });

    // Terms and age are required (S1 §3): nothing is sent without them.
    await dialog.getByRole('button', { name: 'Register in one click' }).click();
    expect(await becomesVisible(dialog.getByText('Accept the terms to register.'))).toBe(true);
    expect(await becomesVisible(dialog.getByText('You must be 18 or older to register.'))).toBe(true);

    await dialog.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await dialog.getByRole('checkbox', { name: /18 or older/ }).check();
    const registerRequest = page.waitForRequest((request) => request.url().endsWith('/web-api/auth/register'));
    await dialog.getByRole('button', { name: 'Register in one click' }).click();
    await dialog.getByText('Your account is ready').waitFor();
    // S0 §3.5, §7: the call carried the fingerprint; the secure-data pair sits in httpOnly cookies.
    expect((await registerRequest).headers()['x-fingerprint']).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const deviceCookies = (await context.cookies()).filter((c) => c.name === 'ggru' || c.name === 'grant');
    expect(deviceCookies.map((c) => [c.name, c.httpOnly]).sort()).toEqual([
      ['ggru', true],
      ['grant', true],
    ]);
    const login = (await dialog.getByTestId('credentials-login').textContent())?.trim() ?? '';
    const password = (await dialog.getByTestId('credentials-password').textContent())?.trim() ?? '';
    expect(login).toMatch(/^\d{9}$/);
    expect(password.length).toBeGreaterThanOrEqual(8);
    await page.screenshot({ path: screenshotPath('auth-credentials') });

    // S1 §3 save options: 0 a file, 1 an image, 2 e-mail.
    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save to a file' }).click()]);
    expect(file.suggestedFilename()).toBe(`wager-account-${login}.txt`);
    const text = await readFile((await file.path()) ?? '', 'utf8');
    expect(text).toContain(login);
    expect(text).toContain(password);
    const [image] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save as an image' }).click()]);
    expect(image.suggestedFilename()).toBe(`wager-account-${login}.png`);
    const png = await readFile((await image.path()) ?? '');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const mailbox = `player-${login}@example.com`;
    await dialog.getByLabel('E-mail').fill(mailbox);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await becomesVisible(dialog.getByText(`We sent your details to ${mailbox}.`))).toBe(true);
    const mails = (await (await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(mailbox)}`)).json()).messages;
    expect(mails[0].body).toContain(login);
    expect(mails[0].body).toContain(password);

    // The account is signed in: the header shows its id.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toBe(login);
    expect(await hasSessionCookie(context)).toBe(true);

    // S0 §4.4: logout asks first; cancelling keeps the session.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out?' });
    await confirm.waitFor();
    await page.screenshot({ path: screenshotPath('auth-logout-confirm') });
    await confirm.getByRole('button', { name: 'Stay' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toBe(login);

    await signOutFromHeader(page);
    expect(await becomesVisible(page.getByRole('banner').getByRole('link', { name: 'Sign in' }))).toBe(true);
    expect(await hasSessionCookie(context)).toBe(false);

    // Sign in with the account id and the generated password.
    await signInWithPassword(page, login, password);
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toBe(login);
    expect(pathOf(page)).toBe('/en');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await page.screenshot({ path: screenshotPath('auth-account-menu'), clip: { x: 700, y: 0, width: 666, height: 260 } });
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('S0 §3.5 full_reg: registration by e-mail, then sign-in with the e-mail; the same e-mail cannot register twice', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en`);
    const email = `player-${unique()}@example.com`;
    const password = 'correct horse 42';

    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await dialog.getByRole('tab', { name: 'By e-mail' }).click();
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByText('Casino bonus', { exact: true }).click();
    await dialog.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await dialog.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.screenshot({ path: screenshotPath('auth-registration-email') });
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const accountId = await page.getByTestId('account-id').textContent();
    expect(accountId).toMatch(/^\d{9}$/);

    await signOutFromHeader(page);
    await signInWithPassword(page, email.toUpperCase(), password);
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toBe(accountId);
    await signOutFromHeader(page);

    // A second registration with the same e-mail is refused with a clear message.
    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    const again = page.getByRole('dialog', { name: 'Registration' });
    await again.getByRole('tab', { name: 'By e-mail' }).click();
    await again.getByLabel('E-mail', { exact: true }).fill(email);
    await again.getByLabel('Password', { exact: true }).fill(password);
    await again.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await again.getByRole('checkbox', { name: /18 or older/ }).check();
    await again.getByRole('button', { name: 'Register', exact: true }).click();
    expect(await becomesVisible(again.getByText('This e-mail already has an account.'))).toBe(true);
    expect(await hasSessionCookie(context)).toBe(false);
    await context.close();
  });

  it('decision 007: a wrong password shows the error and changes nothing', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en`);
    const { login } = await registerOneClick(page);
    await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Continue' }).click();
    await signOutFromHeader(page);

    await signInWithPassword(page, login, 'not-the-password');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('alert').filter({ hasText: 'Wrong login or password.' }).waitFor();
    await page.screenshot({ path: screenshotPath('auth-sign-in-wrong-password') });
    // Still a guest: the dialog stays, the login is kept, the password cleared, no session cookie.
    expect(await dialog.getByLabel('E-mail or account ID').inputValue()).toBe(login);
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await hasSessionCookie(context)).toBe(false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await becomesVisible(page.getByRole('banner').getByRole('link', { name: 'Sign in' }))).toBe(true);

    // Client-side checks catch a malformed login before anything is sent.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await dialog.getByLabel('E-mail or account ID').fill('not an email');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await becomesVisible(dialog.getByText('Enter an e-mail address or an account ID (digits only).'))).toBe(true);
    await context.close();
  });

  it('S1 §8: after repeated failed sign-ins the captcha shows, is solved in the browser and the call is retried with it', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await openPage(page, `${baseUrl}/en`);
    const { login, password } = await registerOneClick(page);
    await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Continue' }).click();
    await signOutFromHeader(page);

    // Three failures from this client (the server's captcha rule), then the right password.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('E-mail or account ID').fill(login);
    for (let i = 0; i < 3; i++) {
      await dialog.getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      // The answer came back when the password field is cleared again.
      // Bounded for a busy machine: each wrong try is a full argon2id check on the server.
      await expect.poll(() => dialog.getByLabel('Password', { exact: true }).inputValue(), { timeout: 30_000 }).toBe('');
      await dialog.getByRole('alert').filter({ hasText: 'Wrong login or password.' }).waitFor();
    }
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    const captcha = page.getByRole('dialog', { name: 'Security check' });
    await captcha.waitFor();
    await page.screenshot({ path: screenshotPath('auth-captcha') });
    await captcha.getByRole('checkbox', { name: 'I am not a robot' }).click();
    // Solved (proof of work in a worker), then the sign-in is sent again with the x-captcha header.
    await captcha.waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toBe(login);
    expect(problems.filter((p) => !/status of 40[01]/.test(p))).toEqual([]);
    await context.close();
  });

  it('decision 007: five failed sign-ins lock the account with a message giving the minutes; the code sent to the player unlocks it', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en`);
    const email = `locked-${unique()}@example.com`;
    const password = 'the right one 7';
    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    const registration = page.getByRole('dialog', { name: 'Registration' });
    await registration.getByRole('tab', { name: 'By e-mail' }).click();
    await registration.getByLabel('E-mail', { exact: true }).fill(email);
    await registration.getByLabel('Password', { exact: true }).fill(password);
    await registration.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await registration.getByRole('checkbox', { name: /18 or older/ }).check();
    await registration.getByRole('button', { name: 'Register', exact: true }).click();
    await registration.waitFor({ state: 'detached' });
    await signOutFromHeader(page);

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    const passwordField = dialog.getByLabel('Password', { exact: true });
    await dialog.getByLabel('E-mail or account ID').fill(email);
    const captcha = page.getByRole('dialog', { name: 'Security check' });
    /** One wrong try; from the fourth on the captcha comes first (S1 §8). */
    const failOnce = async (attempt: number) => {
      await passwordField.fill(`wrong-${attempt}`);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      if (attempt >= 3) {
        await captcha.getByRole('checkbox', { name: 'I am not a robot' }).click();
        await captcha.waitFor({ state: 'detached' });
      }
      await expect.poll(() => passwordField.inputValue()).toBe('');
    };
    for (let attempt = 0; attempt < 5; attempt++) await failOnce(attempt);
    await dialog.getByRole('alert').filter({ hasText: /Sign-in is locked for \d+ minutes?\./ }).waitFor();
    await page.screenshot({ path: screenshotPath('auth-account-locked') });
    expect(await hasSessionCookie(context)).toBe(false);

    await dialog.getByRole('button', { name: 'I have a code to unlock the account' }).click();
    await dialog.getByLabel('Unlock code').fill(await outboxCode(baseUrl, email, 'unlock'));
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    await dialog.getByLabel('Unlock code').waitFor({ state: 'detached' });

    await passwordField.fill(password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await captcha.getByRole('checkbox', { name: 'I am not a robot' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toMatch(/^\d{9}$/);
    await context.close();
  });

  it('S0 §3.5, §3.6 phone_reg: phone registration with the SMS code from the outbox, then sign-in by SMS code and by phone and password', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en`);
    const national = `916${String(randomSeven())}`;
    const e164 = `+7${national}`;
    const password = 'phone pass 2024';

    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await dialog.getByRole('tab', { name: 'By phone' }).click();
    // S0 §3.6: the country picker comes from libphonenumber metadata: search, not-found, back.
    await dialog.getByRole('button', { name: /^Country: / }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a country' });
    await picker.getByLabel('Country or dialling code').fill('zzzz');
    expect(await becomesVisible(picker.getByText('No country matches your search.'))).toBe(true);
    await picker.getByLabel('Country or dialling code').fill('Kazakh');
    await page.screenshot({ path: screenshotPath('auth-phone-country-picker') });
    await picker.getByRole('button', { name: /Kazakhstan/ }).click();
    expect(await dialog.getByRole('button', { name: /^Country: Kazakhstan \(\+7\)/ }).count()).toBe(1);
    await dialog.getByRole('button', { name: /^Country: / }).click();
    await picker.getByLabel('Country or dialling code').fill('Russia');
    await picker.getByRole('button', { name: /Russia/ }).first().click();

    // A number too short for the country is refused before anything is sent.
    await dialog.getByLabel('Phone number').fill('916123');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    expect(await becomesVisible(dialog.getByText('The number is too short for this country.'))).toBe(true);

    await dialog.getByLabel('Phone number').fill(national);
    expect(await dialog.getByLabel('Phone number').inputValue()).toMatch(/^916 \d{3}-\d{2}-\d{2}$/);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText(`We have sent a code by SMS to ${e164}.`).waitFor();
    expect(await becomesVisible(dialog.getByText(/Send again in \d+ seconds?/))).toBe(true);
    // A wrong code first: a clear message, nothing created.
    await dialog.getByLabel('Code from SMS').fill('000000');
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await dialog.getByRole('checkbox', { name: /18 or older/ }).check();
    const code = await outboxCode(baseUrl, e164, 'phone_registration');
    if (code !== '000000') {
      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      expect(await becomesVisible(dialog.getByText('The code is wrong. Check it and try again.'))).toBe(true);
      expect(await hasSessionCookie(context)).toBe(false);
    }
    await dialog.getByLabel('Code from SMS').fill(code);
    await page.screenshot({ path: screenshotPath('auth-registration-phone') });
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const accountId = await page.getByTestId('account-id').textContent();
    expect(accountId).toMatch(/^\d{9}$/);
    await signOutFromHeader(page);

    // Sign in by SMS code (S0 §3.5 sms).
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('tab', { name: 'SMS code' }).click();
    await signIn.getByLabel('Phone number').fill(national);
    await signIn.getByRole('button', { name: 'Send code' }).click();
    await signIn.getByText(`We have sent a code by SMS to ${e164}.`).waitFor();
    await signIn.getByLabel('Code from SMS').fill(await outboxCode(baseUrl, e164, 'sms_login'));
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toBe(accountId);
    await signOutFromHeader(page);

    // Sign in by phone and password (S0 §3.5 phone_password).
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await signIn.getByRole('tab', { name: 'Phone' }).click();
    await signIn.getByLabel('Phone number').fill(national);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await page.screenshot({ path: screenshotPath('auth-sign-in-phone') });
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toBe(accountId);
    await context.close();
  });

  it('S0 §4.3: registration from the login page opens the registration page; on the registration page the button does nothing; the sign-in page goes to the return URL', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en/user/login?returnUrl=${encodeURIComponent('/en/casino')}`);
    expect(await page.getByRole('heading', { name: 'Sign in', level: 1 }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('auth-login-page') });

    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    await page.waitForURL((url) => url.pathname === '/en/registration/fast_reg');
    await page.getByRole('heading', { name: 'Registration', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('auth-registration-page') });
    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/en/registration/fast_reg');

    // An unknown registration type is a 404; the page of each type exists.
    expect((await page.goto(`${baseUrl}/en/registration/nope`))?.status()).toBe(404);
    expect((await page.goto(`${baseUrl}/en/registration/full_reg`))?.status()).toBe(200);

    // Register on the page, sign out, sign in on the login page: back to the return URL.
    await page.goto(`${baseUrl}/en/registration/fast_reg`);
    await waitForHydration(page, 'header nav a');
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.getByRole('button', { name: 'Register in one click' }).click();
    const login = (await page.getByTestId('credentials-login').textContent())?.trim() ?? '';
    const password = (await page.getByTestId('credentials-password').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await signOutFromHeader(page);

    await openPage(page, `${baseUrl}/en/user/login?returnUrl=${encodeURIComponent('/en/casino')}`);
    await page.getByLabel('E-mail or account ID').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/casino');
    expect(pathOf(page)).toBe('/en/casino');
    expect(await page.getByTestId('account-id').textContent()).toBe(login);
    await context.close();
  });

  it('S0 §3.3: the sign-in and registration modals follow the dark theme', async () => {
    const context = await newPlayerContext(browser);
    await context.addCookies([{ name: 'theme', value: '1', url: baseUrl }]);
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('tab', { name: 'Phone' }).click();
    await signIn.getByLabel('Phone number').fill('916');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.getByText('The number is too short for this country.').waitFor();
    await page.screenshot({ path: screenshotPath('auth-sign-in-dark') });
    await signIn.getByRole('button', { name: 'Register' }).click();
    const registration = page.getByRole('dialog', { name: 'Registration' });
    await registration.getByRole('tab', { name: 'By e-mail' }).click();
    await page.screenshot({ path: screenshotPath('auth-registration-dark') });
    await context.close();
  });

  it('S0 §1: the identity modals read in Russian on a Russian page', async () => {
    const context = await newPlayerContext(browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/ru`);
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    const signIn = page.getByRole('dialog', { name: 'Вход' });
    await signIn.waitFor();
    expect(await signIn.getByRole('tab', { name: 'E-mail или ID' }).count()).toBe(1);
    expect(await signIn.getByLabel('Пароль', { exact: true }).count()).toBe(1);
    await signIn.getByLabel('E-mail или номер счёта').fill('100000001');
    await signIn.getByLabel('Пароль', { exact: true }).fill('wrong password');
    await signIn.getByRole('button', { name: 'Войти', exact: true }).click();
    await signIn.getByRole('alert').filter({ hasText: 'Неверный логин или пароль.' }).waitFor();
    await page.screenshot({ path: screenshotPath('auth-sign-in-ru') });

    await signIn.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const registration = page.getByRole('dialog', { name: 'Регистрация' });
    await registration.getByRole('tab', { name: 'В один клик' }).waitFor();
    await registration.getByRole('checkbox', { name: /Я принимаю правила/ }).check();
    await registration.getByRole('checkbox', { name: /18 лет/ }).check();
    await page.screenshot({ path: screenshotPath('auth-registration-ru') });
    await registration.getByRole('button', { name: 'Зарегистрироваться в один клик' }).click();
    await registration.getByText('Аккаунт создан').waitFor();
    await registration.getByRole('button', { name: 'Продолжить' }).click();
    await signOutFromHeader(page, 'ru');
    expect(await becomesVisible(page.getByRole('banner').getByRole('link', { name: 'Войти' }))).toBe(true);
    await context.close();
  });
});

function randomSeven(): number {
  return 1_000_000 + Math.floor(Math.random() * 8_999_999);
}
