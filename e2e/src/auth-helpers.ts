import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { collectProblems, newContext, screenshotPath, waitForHydration } from './support.ts';

/**
 * Helpers of the identity browser tests. Each player gets its own client address (the server
 * trusts X-Forwarded-For), so the per-IP captcha rule and rate limits of one test never reach another.
 */
const openContexts = new Set<BrowserContext>();

export async function newPlayerContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const ip = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
  const context = await newContext(browser, { ...options, extraHTTPHeaders: { 'x-forwarded-for': ip, ...options.extraHTTPHeaders } });
  openContexts.add(context);
  context.once('close', () => openContexts.delete(context));
  return context;
}

/** For afterEach: a test that failed half-way leaves no page running into the next test. */
export async function closePlayerContexts(): Promise<void> {
  await Promise.all([...openContexts].map((context) => context.close().catch(() => undefined)));
  openContexts.clear();
}

export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page, 'header nav a');
}

/** The last one-time code sent to `recipient` (the outbox is served when the server runs with DEV_OUTBOX=1). */
export async function outboxCode(baseUrl: string, recipient: string, purpose?: string): Promise<string> {
  const query = new URLSearchParams({ to: recipient, limit: '1', ...(purpose ? { purpose } : {}) });
  // Polls until the code is there: the request that sends it may still be running on a busy machine.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/outbox.json?${query}`);
    if (!response.ok) throw new Error(`the outbox answered ${response.status}: start the server with DEV_OUTBOX=1`);
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${recipient}`);
}

/** Registers in one click from the header and returns the credentials the modal shows once. */
export async function registerOneClick(page: Page): Promise<{ login: string; password: string }> {
  await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration' });
  await dialog.waitFor();
  await dialog.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await dialog.getByRole('checkbox', { name: /18 or older/ }).check();
  await dialog.getByRole('button', { name: 'Register in one click' }).click();
  const login = (await dialog.getByTestId('credentials-login').textContent())?.trim() ?? '';
  const password = (await dialog.getByTestId('credentials-password').textContent())?.trim() ?? '';
  return { login, password };
}

/**
 * A new one-click player, signed in on `${baseUrl}/en` (the header shows the account id), with the
 * page's problems collected; `clock` installs Playwright's clock before the first page.
 */
export async function newOneClickPlayer(browser: Browser, baseUrl: string, options: { clock?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await newPlayerContext(browser);
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  const problems = collectProblems(page);
  await openPage(page, `${baseUrl}/en`);
  await registerOneClick(page);
  await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('account-id').waitFor();
  return { context, page, problems };
}

/** Account menu → Sign out → the confirmation → signed out at home (S0 §4.4). */
export async function signOutFromHeader(page: Page, lang = 'en'): Promise<void> {
  const names = lang === 'en' ? { menu: 'Account menu', item: 'Sign out', dialog: 'Sign out?', confirm: 'Sign out' } : { menu: 'Меню аккаунта', item: 'Выйти', dialog: 'Выйти из аккаунта?', confirm: 'Выйти' };
  await page.getByRole('button', { name: names.menu }).click();
  await page.getByRole('menuitem', { name: names.item }).click();
  const dialog = page.getByRole('dialog', { name: names.dialog });
  // Logout ends with a document load of home (a reload when already there).
  await Promise.all([
    page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()),
    dialog.getByRole('button', { name: names.confirm, exact: true }).click(),
  ]);
  await page.waitForLoadState('load');
  await waitForHydration(page, 'header nav a');
}

export async function signInWithPassword(page: Page, login: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail or account ID').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function hasSessionCookie(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name === 'user_token' && cookie.value !== '');
}

export async function showHeaderBalance(page: Page): Promise<void> {
  // S0 §3.2: user_hide_balance is on by default; the eye shows it for this session.
  // The choice may also arrive from another tab or the refreshed user config while this runs: click only
  // while it reads "Show balance", until it reads "Hide balance" (a single read-then-click could undo it).
  const eye = page.getByRole('button', { name: /^(Show|Hide) balance$/ });
  await eye.waitFor();
  await expect
    .poll(
      async () => {
        if ((await eye.getAttribute('aria-label')) === 'Show balance') await eye.click();
        return eye.getAttribute('aria-label');
      },
      { timeout: 30_000, interval: 400 },
    )
    .toBe('Hide balance');
}

/** From the recharge page (or modal): amount, continue, then the sandbox checkout's choice. */
export async function depositThroughSandbox(
  page: Page,
  amount: string,
  choice: 'Pay (success)' | 'Decline (failure)' | 'Cancel' | 'Leave pending',
  shot?: string,
): Promise<number> {
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByLabel(/^Amount/).fill(amount);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/payments-api\/sandbox\/checkout\//);
  if (shot) await page.screenshot({ path: screenshotPath(shot) });
  await page.getByRole('button', { name: choice }).click();
  await page.waitForURL(/\/en\/onpay\/(success|fail|pending|cancel)\?paymentId=\d+/);
  return Number(new URL(page.url()).searchParams.get('paymentId'));
}
