import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp, readEnv } from '@wager/server';
import { configEntries, createTestDatabase, type DatabaseHandle } from '@wager/db';
import { startProvider } from '../../apps/server/src/modules/social/testing/oidc-test-provider.ts';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, hasSessionCookie, newPlayerContext, openPage } from './auth-helpers.ts';
import { screenshotPath } from './support.ts';

/**
 * Social sign-in in Chromium (S0 §3.5, S1 §7, §8): this file runs its own server, configured with
 * a real OpenID provider (oidc-provider) started on loopback, and signs in through its pages.
 */
let browser: Browser;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;
let oidc: Awaited<ReturnType<typeof startProvider>>;

beforeAll(async () => {
  browser = await launchBrowser();
  database = await createTestDatabase();
  app = await buildApp({
    env: { ...readEnv(), logLevel: 'silent' },
    database,
    ssr: 'production',
    seed: true,
    social: { allowInsecureIssuers: true, env: { SOCIAL_TESTID_CLIENT_SECRET: 'wager-secret' } },
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  oidc = await startProvider(`${baseUrl}/social-api/oauth/testid/callback`);
  // Nothing has read the `social` group yet, so the server loads it fresh on first use.
  await database.db.insert(configEntries).values({
    groupName: 'social',
    key: 'providers',
    lang: '',
    value: [{ id: 'testid', name: 'Test ID', issuer: oidc.issuer, clientId: 'wager', enabled: true }],
  });
});
afterAll(async () => {
  await closePlayerContexts();
  await browser?.close();
  await oidc?.close();
  await app?.close();
  await database?.close();
});

describe('social sign-in in the browser', () => {
  it('S0 §3.5 soc_reg: a guest signs in with an OpenID provider from the sign-in form and comes back signed in', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en/casino`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('button', { name: 'Continue with Test ID' }).click();

    // The provider's own pages: login, then consent.
    await page.waitForURL((url) => url.href.startsWith(oidc.issuer));
    await page.locator('input[name="login"]').fill('erin');
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.href.startsWith(baseUrl));
    expect(await hasSessionCookie(context)).toBe(true);
    // S0 §4.6: an account made by a social sign-in has not accepted the terms yet, so the site asks
    // for them first, then returns the player where they were.
    await page.waitForURL((url) => url.pathname === '/en/confirm-terms');
    await page.getByRole('button', { name: 'I accept the new terms' }).click();
    await page.waitForURL((url) => url.pathname === '/en/casino');
    const accountId = page.getByTestId('account-id');
    await accountId.waitFor();
    expect(await accountId.textContent()).toMatch(/^\d{9}$/);
    expect(await hasSessionCookie(context)).toBe(true);
    await page.screenshot({ path: screenshotPath('auth-social-signed-in') });
  });
});
