import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { generate as generateTotp, generateSecret } from 'otplib';
import { buildApp, readEnv } from '@wager/server';
import { createTestDatabase, users, type DatabaseHandle } from '@wager/db';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, hasSessionCookie, newPlayerContext, openPage, registerOneClick, signOutFromHeader } from './auth-helpers.ts';
import { becomesVisible, screenshotPath } from './support.ts';

/**
 * Two-step sign-in in Chromium (S0 §3.5 login_password_two_step_code). The office screen that turns
 * it on comes later, so this file runs its own server and switches two-step on in the database.
 */
let browser: Browser;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = await createTestDatabase();
  app = await buildApp({ env: { ...readEnv(), logLevel: 'silent' }, database, ssr: 'production', seed: true });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await closePlayerContexts();
  await browser?.close();
  await app?.close();
  await database?.close();
});

describe('two-step sign-in in the browser', () => {
  it('S0 §3.5: after the right password the authenticator code is asked for; a wrong code is refused, the right one signs in', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en`);
    const { login, password } = await registerOneClick(page);
    await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Continue' }).click();
    await signOutFromHeader(page);

    const secret = generateSecret();
    await database.db.update(users).set({ totpSecret: secret, totpEnabledAt: new Date() }).where(eq(users.id, Number(login)));

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('E-mail or account ID').fill(login);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

    const code = dialog.getByLabel('Authenticator code');
    await code.waitFor();
    const right = await generateTotp({ secret });
    await code.fill(right === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await becomesVisible(dialog.getByText('The code is wrong. Check it and try again.'))).toBe(true);
    expect(await hasSessionCookie(context)).toBe(false);
    await page.screenshot({ path: screenshotPath('auth-two-step') });

    await code.fill(await generateTotp({ secret }));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-id').textContent()).toBe(login);
    expect(await hasSessionCookie(context)).toBe(true);
  });
});
