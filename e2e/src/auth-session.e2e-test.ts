import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp, readEnv } from '@wager/server';
import { configEntries, createTestDatabase, type DatabaseHandle } from '@wager/db';
import { launchBrowser } from './browser.ts';
import { hasSessionCookie, newPlayerContext, openPage, registerOneClick } from './auth-helpers.ts';
import { closePlayerContexts } from './auth-helpers.ts';
import { becomesVisible, pathOf, screenshotPath } from './support.ts';

/**
 * Session upkeep with a site config the shared e2e server does not have: this file runs its own
 * servers on a fresh database with auto-logoff on after 1 minute (S0 §4.4), and a second server on
 * the same database to see a terms change (S0 §4.6) without waiting for the config cache.
 */
let browser: Browser;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;

async function start(): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const server = await buildApp({ env: { ...readEnv(), logLevel: 'silent' }, database, ssr: 'production', seed: true });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return { app: server, baseUrl: address };
}

async function setConfig(groupName: string, key: string, value: unknown): Promise<void> {
  await database.db
    .insert(configEntries)
    .values({ groupName, key, lang: '', value })
    .onConflictDoUpdate({ target: [configEntries.groupName, configEntries.key, configEntries.lang], set: { value } });
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await createTestDatabase();
  // Written before the first seed, which never overwrites: auto-logoff after 1 minute.
  await setConfig('site', 'isAutoLogoffEnabled', true);
  await setConfig('site', 'autoLogoffMinutes', 1);
  ({ app, baseUrl } = await start());
});
afterEach(closePlayerContexts);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
});

/** Moves the mouse every 15 s of (fake) time: activity for auto-logoff (S0 §4.4). */
async function stayActive(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 15_000) {
    await page.mouse.move(100 + (left % 200), 200);
    await page.clock.runFor(Math.min(15_000, left));
  }
}

async function signedInPage(page: Page, url: string): Promise<string> {
  await openPage(page, `${url}/en`);
  const { login } = await registerOneClick(page);
  await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('account-id').waitFor();
  return login;
}

describe('auto-logoff (S0 §4.4, §9)', () => {
  it('S0 §4.4, §9: after the config minutes without activity the player is logged off and sees the inactivity notice', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    const login = await signedInPage(page, baseUrl);
    expect(await page.getByTestId('account-id').textContent()).toBe(login);

    // Activity (mouse, keyboard, wheel) keeps the session: 40 s + 40 s with activity between.
    await page.clock.runFor(40_000);
    await page.mouse.move(200, 300);
    await page.mouse.move(260, 320);
    await page.clock.runFor(40_000);
    await page.keyboard.press('Shift');
    await page.clock.runFor(40_000);
    expect(await page.getByTestId('account-id').isVisible()).toBe(true);
    expect(await hasSessionCookie(context)).toBe(true);

    // A full minute with nothing: logged off, home, and the notice says why.
    await page.clock.runFor(65_000);
    await page.waitForURL((url) => url.pathname === '/en');
    const notice = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'You were signed out' });
    expect(await becomesVisible(notice, 15_000)).toBe(true);
    await page.screenshot({ path: screenshotPath('auth-auto-logoff-notice') });
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(await hasSessionCookie(context)).toBe(false);
    await context.close();
  });

  it('S0 §4.4: a player who comes back after the timeout (last activity stored) is logged off at once', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await signedInPage(page, baseUrl);
    // The last-active time is stored, shared by tabs; make it two minutes old, then come back.
    const stored = await page.evaluate(() => window.localStorage.getItem('wager:lastActiveAt'));
    expect(Number(stored)).toBeGreaterThan(0);
    await page.evaluate(() => window.localStorage.setItem('wager:lastActiveAt', String(Date.now() - 2 * 60_000)));
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/en');
    expect(await becomesVisible(page.getByText('You were inactive for too long', { exact: false }), 15_000)).toBe(true);
    expect(await hasSessionCookie(context)).toBe(false);
    await context.close();
  });
});

describe('session refresh (S0 §4.4, §9)', () => {
  it('S0 §4.4, §9: the session check runs every 60 s; a session ended elsewhere turns the page back to a guest', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    await signedInPage(page, baseUrl);
    const checks: string[] = [];
    const termsChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/web-api/auth/session-check')) checks.push(request.url());
      if (request.url().includes('/agreement-rules/status')) termsChecks.push(request.url());
    });
    // The player stays active (this server logs off after 1 idle minute).
    await stayActive(page, 45_000);
    expect(checks.length).toBe(0);
    await stayActive(page, 16_000);
    await expect.poll(() => checks.length).toBe(1);

    // The session ends on the server (the same cookie signs out from elsewhere).
    const logout = await context.request.post(`${baseUrl}/web-api/auth/logout`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(logout.status()).toBe(200);
    const termsBefore = termsChecks.length;
    // S0 §4.4, §4.6: the session check and the terms check run at the same 60 s pace; whichever goes
    // first finds the session ended (a 401) and the shell says so and turns back to a guest. The
    // notice closes after 10 s (S1 §9), so look for it as the clock moves, in 5 s steps.
    const notice = page.getByText('Your session has ended. Please sign in again.');
    let seen = false;
    for (let left = 60_000; left > 0 && !seen; left -= 5_000) {
      await page.mouse.move(100 + (left % 200), 200);
      await page.clock.runFor(5_000);
      seen = (await notice.count()) > 0;
    }
    // The clock stands still now: a notice on its way cannot time out while we wait for it.
    if (!seen) seen = await becomesVisible(notice, 15_000);
    expect(seen).toBe(true);
    expect(checks.length + termsChecks.length - termsBefore).toBeGreaterThanOrEqual(2);
    expect(await becomesVisible(page.getByRole('banner').getByRole('link', { name: 'Sign in' }), 15_000)).toBe(true);
    await context.close();
  });
});

describe('confirm terms (S0 §4.6, S1 §8)', () => {
  it('S0 §4.6: after the terms change the player is sent to confirm them, confirms, and returns; unchanged terms leave the page for the root', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await signedInPage(page, baseUrl);

    // Terms unchanged: the confirm-terms page leaves for the root.
    await page.goto(`${baseUrl}/en/confirm-terms`);
    await page.waitForURL((url) => url.pathname === '/en');

    // The operator publishes new terms; a server that reads the config afresh sees them.
    await setConfig('terms', 'updatedAt', new Date(Date.now() + 1000).toISOString());
    const second = await start();
    try {
      await page.goto(`${second.baseUrl}/en/casino`);
      await page.waitForURL((url) => url.pathname === '/en/confirm-terms');
      expect(pathOf(page)).toBe(`/en/confirm-terms?returnUrl=${encodeURIComponent('/en/casino')}`);
      await page.getByRole('heading', { name: 'Our terms have changed' }).waitFor();
      await page.screenshot({ path: screenshotPath('auth-confirm-terms') });
      await page.getByRole('button', { name: 'I accept the new terms' }).click();
      await page.waitForURL((url) => url.pathname === '/en/casino');
      const status = await context.request.get(`${second.baseUrl}/web-api/api-v3/v2/user/agreement-rules/status`);
      expect(((await status.json()) as { result: boolean }).result).toBe(false);
    } finally {
      await second.app.close();
    }
    await context.close();
  });
});

describe('registration opening by config (S0 §4.3)', () => {
  it('S0 §4.3: when the configured flag says so, the header opens the registration page instead of the modal', async () => {
    await setConfig('site', 'isRegistrationAsPage', true);
    // A server of its own: the first one keeps its cached site config.
    const second = await start();
    try {
      const context = await newPlayerContext(browser);
      const page = await context.newPage();
      await openPage(page, `${second.baseUrl}/en/casino`);
      await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
      await page.waitForURL((url) => url.pathname === '/en/registration/fast_reg');
      expect(await page.getByRole('dialog', { name: 'Registration' }).count()).toBe(0);
      expect(await becomesVisible(page.getByRole('button', { name: 'Register in one click' }))).toBe(true);
    } finally {
      await setConfig('site', 'isRegistrationAsPage', false);
      await second.app.close();
    }
  });
});

describe('after-registration redirect by config (S0 §2.5.10)', () => {
  it('S0 §2.5.10: a player who registers on the configured route_from is taken to its route_to', async () => {
    await setConfig('site', 'afterRegistrationAndLoginRedirectRoutesV2', [{ route_from: 'home', route_to: 'casino' }]);
    // A server of its own: the first one keeps its cached site config.
    const second = await start();
    try {
      const context = await newPlayerContext(browser);
      const page = await context.newPage();
      await openPage(page, `${second.baseUrl}/en`);
      await registerOneClick(page);
      await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/en/casino');
      expect(await page.getByTestId('account-id').count()).toBe(1);
    } finally {
      await setConfig('site', 'afterRegistrationAndLoginRedirectRoutesV2', []);
      await second.app.close();
    }
  });
});
