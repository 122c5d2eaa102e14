import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { generate as generateTotp } from 'otplib';
import { buildApp, readEnv } from '@wager/server';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, newPlayerContext, openPage, outboxCode, registerOneClick, signOutFromHeader } from './auth-helpers.ts';
import { collectProblems, pathOf, screenshotPath, waitForHydration } from './support.ts';

/**
 * The office security page in Chromium (S0 §2.2 office/security, §3.2 protection methods, §4.4
 * phone binding; S0 §3.5). This file runs its own server whose clock it can move: an authenticator
 * code is good once, so signing in after turning two-step on needs the next 30-second step.
 */
let browser: Browser;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;
let offsetMs = 0;
const nowMs = () => Date.now() + offsetMs;
const STEP_MS = 30_000;

beforeAll(async () => {
  browser = await launchBrowser();
  database = await createTestDatabase();
  app = await buildApp({ env: { ...readEnv(), logLevel: 'silent' }, database, ssr: 'production', seed: true, identity: { nowMs } });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await closePlayerContexts();
  await browser?.close();
  await app?.close();
  await database?.close();
});

/** The code the authenticator app shows now, by the server's clock. */
const totpNow = (secret: string) => generateTotp({ secret, epoch: Math.floor(nowMs() / 1000) });

/** A full-page screenshot from the top (the sticky header and summary would sit where the page was scrolled). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

async function openSecurity(page: Page, lang = 'en'): Promise<void> {
  await page.goto(`${baseUrl}/${lang}/office/security`);
  await waitForHydration(page, 'header nav a');
  await page.getByTestId('protection-summary').waitFor();
}

describe('office security page in the browser', () => {
  it('S0 §2.2 office/security, §3.2, §4.4: a one-click player turns two-step on from the QR page, binds a phone with the SMS code, and then signs in with password and authenticator code', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await openPage(page, `${baseUrl}/en`);
    const { login, password } = await registerOneClick(page);
    await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Continue' }).click();

    // The account menu leads to the page (a client navigation).
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await page.waitForURL(`${baseUrl}/en/office/security`);
    await page.getByTestId('protection-summary').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Security');
    // S0 §4.4: nothing on yet → level 0, "bad".
    expect(await page.getByTestId('protection-status').textContent()).toBe('Weak');
    expect(await page.getByTestId('protection-level').textContent()).toBe('0 of 100');
    await shoot(page, 'office-security-en');

    // Two-step: the QR code and the key; the code computed from the key shown on the page.
    const twoStep = page.getByTestId('security-two-step');
    await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await twoStep.getByTestId('two-step-qr').waitFor();
    expect(await twoStep.getByRole('img', { name: 'QR code to add Wager to your authenticator app' }).count()).toBe(1);
    const secret = ((await twoStep.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await shoot(page, 'office-security-two-step-setup');
    const right = await totpNow(secret);
    await twoStep.getByLabel('Code from the app').fill(right === '000000' ? '111111' : '000000');
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    await twoStep.getByRole('alert').filter({ hasText: 'The code is wrong. Check it and try again.' }).waitFor();
    await twoStep.getByLabel('Code from the app').fill(await totpNow(secret));
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    await twoStep.getByRole('button', { name: 'Turn off two-step sign-in' }).waitFor();
    await page.locator('[data-testid="method-enable_two_factor_auth"][data-on="true"]').waitFor();
    expect(await page.getByTestId('protection-level').textContent()).toBe('20 of 100');

    // Phone binding: a malformed number is caught in the form, then the SMS code from the outbox.
    const phoneCard = page.getByTestId('security-phone');
    const national = `916${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    await phoneCard.getByLabel('Phone number').fill('916');
    await phoneCard.getByRole('button', { name: 'Send code' }).click();
    await phoneCard.getByText('The number is too short for this country.').waitFor();
    await phoneCard.getByLabel('Phone number').fill(national);
    await phoneCard.getByRole('button', { name: 'Send code' }).click();
    await phoneCard.getByText(`We have sent a code by SMS to +7${national}.`).waitFor();
    await phoneCard.getByLabel('Code from SMS').fill(await outboxCode(baseUrl, `+7${national}`, 'phone_binding'));
    await phoneCard.getByRole('button', { name: 'Bind phone' }).click();
    await page.locator('[data-testid="method-enable_phone_binding"][data-on="true"]').waitFor();
    expect(await phoneCard.getByTestId('phone-number').textContent()).toBe(`+7 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`);
    expect(await page.getByTestId('protection-level').textContent()).toBe('40 of 100');
    expect(await page.getByTestId('protection-status').textContent()).toBe('Normal');
    await shoot(page, 'office-security-en-done');

    // Signed out, the page sends a guest to the sign-in with the way back (S0 §2.4, §2.5).
    await signOutFromHeader(page);
    await page.goto(`${baseUrl}/en/office/security`);
    await page.waitForURL(/\/en\/user\/login\?/);
    expect(pathOf(page)).toBe(`/en/user/login?returnUrl=${encodeURIComponent('/en/office/security')}`);
    await waitForHydration(page, 'header nav a');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail or account ID').fill(login);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await form.getByLabel('Authenticator code').waitFor();
    // The code that turned two-step on is spent (decision 007 replay guard): the app's next one.
    offsetMs += STEP_MS;
    await form.getByLabel('Authenticator code').fill(await totpNow(secret));
    await form.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${baseUrl}/en/office/security`);
    await page.getByTestId('protection-summary').waitFor();
    expect(await page.getByTestId('account-id').textContent()).toBe(login);
    expect(await page.locator('[data-testid="method-enable_two_factor_auth"][data-on="true"]').count()).toBe(1);

    // The same page in Russian; turning two-step off needs a fresh code, then the set-up shows again.
    await openSecurity(page, 'ru');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Безопасность');
    expect(await page.getByTestId('protection-status').textContent()).toBe('Средний');
    await shoot(page, 'office-security-ru');
    offsetMs += STEP_MS;
    const twoStepRu = page.getByTestId('security-two-step');
    await twoStepRu.getByLabel('Код из приложения').fill(await totpNow(secret));
    await twoStepRu.getByRole('button', { name: 'Выключить двухэтапный вход' }).click();
    await twoStepRu.getByRole('button', { name: 'Настроить двухэтапный вход' }).click();
    await twoStepRu.getByTestId('two-step-qr').waitFor();
    await page.getByTestId('security-email').getByLabel('E-mail').fill('не адрес');
    await page.getByTestId('security-email').getByRole('button', { name: 'Отправить код' }).click();
    await page.getByTestId('security-email').getByText('Введите правильный e-mail.').waitFor();
    await shoot(page, 'office-security-ru-setup');
    expect(await page.getByTestId('protection-level').textContent()).toBe('20 из 100');

    // UI.md: the dark theme, rendered on the server from its cookie.
    await context.addCookies([{ name: 'theme', value: '1', url: baseUrl }]);
    await openSecurity(page, 'ru');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await shoot(page, 'office-security-ru-dark');
    // The deliberate wrong code answered 400; nothing else went wrong on the page.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
  });
});
