import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp, readEnv } from '@wager/server';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, newOneClickPlayer } from './auth-helpers.ts';
import { waitForHydration } from './support.ts';

/**
 * The responsible-gaming screen and its pop-ups in Chromium (S1 §2 office/responsible, §3 sections
 * and values, §4 states, §8 texts, §9 timers; decision 021), on a server of its own (a free port).
 * The pop-ups' timers read the browser's clock, which `page.clock` drives: no test sleeps.
 * Screenshots go to docs/screenshots/responsible/.
 */
const SHOTS = resolve(import.meta.dirname, '../../docs/screenshots/responsible');
mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = await createTestDatabase();
  // Each player claims its own X-Forwarded-For address (auth-helpers), so per-IP limits keep tests apart.
  app = await buildApp({ env: { ...readEnv(), logLevel: 'silent', trustProxy: '127.0.0.1' }, database, ssr: 'production', seed: true });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await closePlayerContexts();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
});

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: resolve(SHOTS, `${name}.png`), fullPage });
}

/** A new one-click player, signed in; `clock` installs Playwright's clock before the first page. */
function newPlayer(options: { clock?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  return newOneClickPlayer(browser, baseUrl, options);
}

async function openLimits(page: Page, lang = 'en'): Promise<void> {
  await page.goto(`${baseUrl}/${lang}/office/responsible`);
  await waitForHydration(page, 'header nav a');
  await page.getByTestId('limits-deposit').getByRole('form').first().waitFor();
}

const depositForm = (page: Page, period: '24 hours' | '7 days' | '30 days') => page.getByRole('form', { name: `Deposit limit · ${period}` });

/** Chooses `label` in the row's select and saves. */
async function choose(page: Page, form: ReturnType<typeof depositForm>, label: string): Promise<void> {
  await form.getByRole('combobox').selectOption({ label });
  await form.getByRole('button', { name: 'Save' }).click();
}

/** Answers every question with its first (passing) answer and sends. */
async function passQuestions(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Before you raise a limit' });
  await dialog.waitFor();
  for (const group of await dialog.getByRole('group').all()) await group.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Send answers' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('responsible gaming in the browser (S1 §2–§4, §8, §9; decision 021)', () => {
  it('S1 §2, §3: the page shows the five sections; S1 §4: a 24-hour deposit limit of 20 applies at once, raising it asks the questions, then waits with the hours left, and can be cancelled', async () => {
    const { page, problems } = await newPlayer();
    await openLimits(page);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 5)).toEqual(['Deposit limit', 'Time-out and self-exclusion', 'Reality check', 'Wagering limit', 'Loss limit']);
    // S1 §3: nothing set yet: a deposit limit reads "No limit", the session limit "Not set".
    expect(await page.getByTestId('limit-value-20').textContent()).toBe('No limit');
    await shoot(page, 'page-light-en');

    const day = depositForm(page, '24 hours');
    await choose(page, day, '20.00 EUR');
    await expect.poll(() => page.getByTestId('limit-value-20').textContent()).toBe('20.00 EUR');
    await expect.poll(() => page.getByTestId('limit-left-20').textContent()).toBe('Left in this period: 20.00 EUR');

    // A looser value: the questions first, then PENDING with the hours left (S1 §4).
    const options = await day.getByRole('combobox').locator('option').allTextContents();
    const higher = options.find((text) => /^\d/.test(text) && Number.parseFloat(text.replace(/,/g, '')) > 20);
    expect(higher).toBeDefined();
    await choose(page, day, higher as string);
    await page.getByRole('dialog', { name: 'Before you raise a limit' }).waitFor();
    await shoot(page, 'questions-light-en', false);
    await passQuestions(page);
    const pending = page.getByTestId('limit-pending-20');
    await pending.waitFor();
    expect(await pending.textContent()).toContain(`Change to ${higher} is waiting: you can confirm it in 24 hours.`);
    expect(await page.getByTestId('limit-value-20').textContent()).toBe('20.00 EUR');
    await shoot(page, 'page-pending-light-en');

    await pending.getByRole('button', { name: 'Cancel change' }).click();
    await pending.waitFor({ state: 'detached' });
    await page.getByText('Limit change cancelled.').waitFor();
    expect(await page.getByTestId('limit-value-20').textContent()).toBe('20.00 EUR');
    expect(problems).toEqual([]);
  });

  it('decision 021: with a 24-hour deposit limit of 20 the deposit form refuses 30 and says which limit', async () => {
    const { page } = await newPlayer();
    await openLimits(page);
    await choose(page, depositForm(page, '24 hours'), '20.00 EUR');
    await expect.poll(() => page.getByTestId('limit-value-20').textContent()).toBe('20.00 EUR');
    await page.goto(`${baseUrl}/en/office/recharge`);
    await waitForHydration(page, 'header nav a');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel(/^Amount/).fill('30');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    const alert = page.getByText(/Refused: this would pass your deposit limit for 24 hours\./);
    await alert.waitFor();
    await shoot(page, 'deposit-refused-light-en');
  });

  it('S1 §4: a time-out is confirmed first, then shows its start and end and cannot be changed', async () => {
    const { page, problems } = await newPlayer();
    await openLimits(page);
    const timeOut = page.getByRole('form', { name: 'Time-out and self-exclusion · Time-out' });
    await timeOut.getByRole('combobox').selectOption({ label: '1 day' });
    await timeOut.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a time-out' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Start time-out' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await shoot(page, 'time-out-confirm-light-en', false);
    await dialog.getByRole('button', { name: 'Start time-out' }).click();
    await dialog.waitFor({ state: 'detached' });
    const locked = timeOut.getByRole('status');
    await locked.waitFor();
    expect(await locked.textContent()).toMatch(/^Active from .+ until .+\. It cannot be changed or cancelled\.$/);
    expect(await timeOut.getByRole('combobox').count()).toBe(0);
    await shoot(page, 'page-time-out-light-en');
    expect(problems).toEqual([]);
  });

  it('S1 §4, §7: self-exclusion asks the reason (reasons/selfexclude) and a clear confirmation, then shows its start and end and locks the extra section', async () => {
    const { page, problems } = await newPlayer();
    await openLimits(page);
    const form = page.getByRole('form', { name: 'Time-out and self-exclusion · Self-exclusion' });
    await form.getByRole('combobox').selectOption({ label: '1 month' });
    await form.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exclude yourself' });
    await dialog.waitFor();
    expect(await dialog.getByRole('alert').textContent()).toContain('For 1 month you will not be able to sign in to deposit, bet or play, and this cannot be cancelled or shortened.');
    const reasons = dialog.getByRole('combobox');
    await expect.poll(() => reasons.locator('option').count()).toBeGreaterThan(1);
    const reason = await reasons.locator('option').nth(1).getAttribute('value');
    await reasons.selectOption(reason as string);
    const confirm = dialog.getByRole('button', { name: 'Exclude me' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await shoot(page, 'self-exclusion-confirm-light-en', false);
    const saved = page.waitForRequest((request) => request.url().endsWith('/limit-service-api/api/external/web/v3/limits') && request.method() === 'POST');
    await confirm.click();
    expect((await saved).postDataJSON()).toEqual({ limits: [{ limitType: 30, limitValue: 30, selfExcludeReason: Number(reason) }] });
    await dialog.waitFor({ state: 'detached' });
    const status = form.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toMatch(/^(Active from .+ until .+\. It cannot be changed or cancelled\.|Warning: your self-exclusion starts on .+)$/);
    expect(await form.getByRole('combobox').count()).toBe(0);
    // S1 §4: the rest of the extra section is disabled too.
    expect(await page.getByRole('form', { name: 'Time-out and self-exclusion · Session limit per day' }).getByRole('combobox').isDisabled()).toBe(true);
    await shoot(page, 'page-self-excluded-light-en');
    expect(problems).toEqual([]);
  });

  it('S1 §4, §9: the reality-check reminder fires at the chosen minutes under a controlled clock, shows time played and the session\'s result, and "nothing" restarts it', async () => {
    const { page } = await newPlayer({ clock: true });
    await openLimits(page);
    const reality = page.getByRole('form', { name: 'Reality check · Reminder every' });
    await reality.getByRole('combobox').selectOption({ label: '5 minutes' });
    await reality.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('limit-value-32').textContent()).toBe('5 minutes');
    // The due time is kept in local storage (S1 §4) once the server answered.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wager:realityCheck'))).toMatch(/"minutes":5/);
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    expect(await dialog.count()).toBe(0);
    await page.clock.fastForward('05:05');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/You have been playing for \d+ minutes?\./);
    await dialog.getByTestId('reality-check-session').waitFor();
    expect(await dialog.getByTestId('reality-check-session').textContent()).toMatch(/Net result|No bets or games this session/);
    await shoot(page, 'reality-check-light-en', false);
    const posted = page.waitForRequest((request) => request.url().endsWith('/web-api/api/web/user/v1/reality-check') && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const record = (await posted).postDataJSON() as { data: { attributes: { action: string; do_not_show_again: boolean; popup_show_at: number } } };
    expect(record.data.attributes.action).toBe('nothing');
    expect(record.data.attributes.do_not_show_again).toBe(false);
    await dialog.waitFor({ state: 'detached' });
    // Restarted: due again five minutes later.
    await page.clock.fastForward('05:05');
    await dialog.waitFor();
  });

  it('S1 §4, UKGC RTS 13: the reminder shows the session\'s stakes, returns and net result; "continue" with "do not show again" stops it', async () => {
    const { page, context } = await newPlayer({ clock: true });
    // The server's sums of a session are the limits module's (its integration tests); here an answer with play in it.
    await context.route('**/web-api/api/web/user/v1/reality-check', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const now = Math.floor(Date.now() / 1000);
      await route.fulfill({ json: { minutes: 5, dueAt: now + 300, sessionStartedAt: now - 3_900, session: [{ currency: 'EUR', stakedMinor: '1000', returnedMinor: '450', netMinor: '-550' }] } });
    });
    await openLimits(page);
    const reality = page.getByRole('form', { name: 'Reality check · Reminder every' });
    await reality.getByRole('combobox').selectOption({ label: '5 minutes' });
    await reality.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('limit-value-32').textContent()).toBe('5 minutes');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wager:realityCheck'))).toMatch(/"minutes":5/);
    await page.clock.fastForward('05:05');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('reality-check-net').textContent()).toBe('-5.50 EUR');
    expect(await dialog.textContent()).toMatch(/You have been playing for 1 h \d+ min\./);
    expect(await dialog.getByTestId('reality-check-session').textContent()).toContain('Staked this session10.00 EUR');
    await shoot(page, 'reality-check-net-light-en', false);
    await dialog.getByRole('checkbox', { name: 'Do not show again this session' }).check();
    const posted = page.waitForRequest((request) => request.url().endsWith('/web-api/api/web/user/v1/reality-check') && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Continue playing' }).click();
    const record = (await posted).postDataJSON() as { data: { attributes: { action: string; do_not_show_again: boolean } } };
    expect(record.data.attributes).toMatchObject({ action: 'continue', do_not_show_again: true });
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wager:realityCheck'))).toMatch(/"dueAtMs":null.*"stopped":true/);
    await page.clock.fastForward('11:00');
    expect(await dialog.count()).toBe(0);
  });

  it('S1 §4, §8, §9: while a session limit exists the ping runs every 30 s; when it says ended, the permanent alert logs out on submit (Russian, dark)', async () => {
    const { page, context } = await newPlayer({ clock: true });
    await openLimits(page, 'ru');
    await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const session = page.getByRole('form', { name: 'Перерыв и самоисключение · Лимит сессии в день' });
    await session.getByRole('combobox').selectOption({ label: '1 час' });
    await session.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => page.getByTestId('limit-value-31').textContent()).toBe('1 час');
    // The server ends a session only after an hour of real time: here its answer says so.
    let pings = 0;
    await context.route('**/limit-service-api/api/external/web/v3/ping', async (route) => {
      pings += 1;
      await route.fulfill({ json: { secondsLeft: pings > 1 ? 0 : 60, ended: pings > 1 } });
    });
    // The page's clock past each 30-s ping in turn (once per ping answered, not on the wall clock): the
    // first answer leaves a minute, the second says ended.
    let forwardedAt = -1;
    await expect
      .poll(async () => {
        if (forwardedAt !== pings) {
          forwardedAt = pings;
          await page.clock.fastForward('00:31');
        }
        return pings;
      })
      .toBeGreaterThanOrEqual(2);
    const alert = page.getByRole('dialog', { name: 'Лимит сессии исчерпан' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Сегодняшний лимит времени на сайте исчерпан. Приходите завтра.');
    await shoot(page, 'session-ended-dark-ru', false);
    await Promise.all([page.waitForURL(`${baseUrl}/ru`), alert.getByRole('button', { name: 'Понятно' }).click()]);
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).waitFor();
  });

  it('S1 §4: when a pending deposit limit reaches start + 86400 s, the approval pop-up cannot be dismissed; reject keeps the old limit', async () => {
    const { page } = await newPlayer({ clock: true });
    await openLimits(page);
    const day = depositForm(page, '24 hours');
    await choose(page, day, '20.00 EUR');
    await expect.poll(() => page.getByTestId('limit-value-20').textContent()).toBe('20.00 EUR');
    const options = await day.getByRole('combobox').locator('option').allTextContents();
    await choose(page, day, options.find((text) => /^\d/.test(text) && Number.parseFloat(text.replace(/,/g, '')) > 20) as string);
    await passQuestions(page);
    await page.getByTestId('limit-pending-20').waitFor();
    const popup = page.getByRole('dialog', { name: 'Confirm your new deposit limit' });
    expect(await popup.count()).toBe(0);
    await page.clock.fastForward('24:00:30');
    await popup.waitFor();
    // Non-dismissible: Escape leaves it open, and it has no close button.
    await page.keyboard.press('Escape');
    expect(await popup.isVisible()).toBe(true);
    expect(await popup.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await shoot(page, 'approval-light-en', false);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await shoot(page, 'approval-dark-en', false);
    await popup.getByRole('button', { name: 'Reject' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.getByTestId('limit-pending-20').waitFor({ state: 'detached' });
    expect(await page.getByTestId('limit-value-20').textContent()).toBe('20.00 EUR');
  });

  it('S1 §7 BlockUser, decision 021: "block my account now" asks first, then ends the session and signs the player out', async () => {
    const { page } = await newPlayer();
    await openLimits(page);
    await page.getByRole('button', { name: 'Block my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block your account now?' });
    await dialog.waitFor();
    await shoot(page, 'block-confirm-light-en', false);
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Block my account' }).click();
    await Promise.all([page.waitForURL(`${baseUrl}/en`), dialog.getByRole('button', { name: 'Yes, block it' }).click()]);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  });

  it('S1 §2: the screen in dark theme and in Russian (screenshots)', async () => {
    const { page, problems } = await newPlayer();
    await openLimits(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await shoot(page, 'page-dark-en');
    await openLimits(page, 'ru');
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 5)).toEqual(['Лимит депозитов', 'Перерыв и самоисключение', 'Напоминание о времени', 'Лимит ставок', 'Лимит проигрыша']);
    await shoot(page, 'page-dark-ru');
    const selfExclusion = page.getByRole('form', { name: 'Перерыв и самоисключение · Самоисключение' });
    await selfExclusion.getByRole('combobox').selectOption({ label: '6 месяцев' });
    await selfExclusion.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('dialog', { name: 'Исключить себя из игры' }).waitFor();
    await shoot(page, 'self-exclusion-dark-ru', false);
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).or(page.getByRole('button', { name: /светл/i })).first().click();
    await page.waitForFunction(() => document.documentElement.dataset.theme !== 'dark');
    await shoot(page, 'page-light-ru');
    expect(problems).toEqual([]);
  });
});
