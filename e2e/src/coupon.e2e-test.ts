import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerOneClick } from './auth-helpers.ts';
import { launchBrowser } from './browser.ts';
import { collectProblems, newContext, screenshotPath, waitForHydration } from './support.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A refused coupon request (409, 422) is logged by the browser as a failed resource: it is the coupon's answer, not a problem of the page. */
const pageProblems = (problems: string[]) => problems.filter((p) => !/Failed to load resource/.test(p));

/** Adds the first open price of the first `count` games of the football line to the coupon. */
async function addSelections(page: Page, count: number): Promise<void> {
  await page.goto(`${baseUrl}/en/line/sports/football`);
  await waitForHydration(page, 'button.odds-btn');
  const rows = page.locator('.ev-row');
  for (let i = 0; i < count; i++) await rows.nth(i).locator('button.odds-btn:not([disabled])').first().click();
  await expect.poll(() => page.locator('.coupon-line').count()).toBe(count);
}

const coupon = (page: Page) => page.getByRole('region', { name: 'Bet slip' });
const typeButton = (page: Page, name: string) => page.getByRole('group', { name: 'Bet type' }).getByRole('button', { name, exact: true });

describe('the bet coupon (S0 §3.4, §3.8, §4.1, §9; S1 §4)', () => {
  it('S0 §4.1: a single only with one selection, express and several singles from two, a system from three', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await addSelections(page, 1);
    expect(await typeButton(page, 'Single').getAttribute('aria-pressed')).toBe('true');
    expect(await typeButton(page, 'Express').isDisabled()).toBe(true);
    expect(await typeButton(page, 'System').isDisabled()).toBe(true);
    const rows = page.locator('.ev-row');
    await rows.nth(1).locator('button.odds-btn:not([disabled])').first().click();
    await expect.poll(() => typeButton(page, 'Express').getAttribute('aria-pressed')).toBe('true');
    expect(await typeButton(page, 'Single').isDisabled()).toBe(true);
    expect(await typeButton(page, 'Singles').isDisabled()).toBe(false);
    expect(await typeButton(page, 'System').isDisabled()).toBe(true);
    await rows.nth(2).locator('button.odds-btn:not([disabled])').first().click();
    await expect.poll(() => typeButton(page, 'System').isDisabled()).toBe(false);
    await typeButton(page, 'System').click();
    // decision 014: 2 from 3 is three combinations; the possible win is worked out even before the quote answers.
    expect(await coupon(page).getByRole('combobox', { name: 'System' }).inputValue()).toBe('2');
    expect(await coupon(page).getByText('Possible win').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('coupon-system-three') });
    expect(pageProblems(problems)).toEqual([]);
    await context.close();
  }, 120_000);

  it('S0 §3.4 coupon local save: the selections, the type and the system value survive a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await addSelections(page, 4);
    await typeButton(page, 'System').click();
    await coupon(page).getByRole('combobox', { name: 'System' }).selectOption('3');
    await page.reload();
    await waitForHydration(page, 'button.odds-btn');
    await expect.poll(() => page.locator('.coupon-line').count()).toBe(4);
    expect(await typeButton(page, 'System').getAttribute('aria-pressed')).toBe('true');
    expect(await coupon(page).getByRole('combobox', { name: 'System' }).inputValue()).toBe('3');
    await context.close();
  }, 120_000);

  it('S0 §4.1, §9: odds-change default 2; clearing the exact odds clears drop-on-score-change; settings persist', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await addSelections(page, 1);
    await coupon(page).getByText('Settings').click();
    expect(await coupon(page).getByRole('combobox', { name: 'When odds change' }).inputValue()).toBe('2');
    const drop = coupon(page).getByRole('checkbox', { name: 'Cancel if the score changes' });
    expect(await drop.isDisabled()).toBe(true);
    const exact = coupon(page).getByRole('textbox', { name: 'Exact odds' });
    await exact.fill('2.5');
    await drop.check();
    await page.reload();
    await waitForHydration(page, 'button.odds-btn');
    await coupon(page).getByText('Settings').click();
    await expect.poll(() => coupon(page).getByRole('checkbox', { name: 'Cancel if the score changes' }).isChecked()).toBe(true);
    await coupon(page).getByRole('textbox', { name: 'Exact odds' }).fill('');
    expect(await coupon(page).getByRole('checkbox', { name: 'Cancel if the score changes' }).isChecked()).toBe(false);
    await context.close();
  }, 120_000);

  it('S0 §5 VIP bet: with a maximum stake, the settings offer a VIP bet on line bets; above the maximum the coupon says a trader reviews it', async () => {
    // The test server's maximum is 1,000,000.00 (BETS_MAX_STAKE_MINOR in global-setup.ts).
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await addSelections(page, 1);
    await coupon(page).getByText('Settings').click();
    const vip = coupon(page).getByRole('checkbox', { name: 'VIP bet' });
    await vip.waitFor({ timeout: 20_000 });
    await vip.check();
    await coupon(page).getByRole('textbox', { name: /^Stake \(/ }).fill('2000000');
    const note = coupon(page).getByText(/a trader reviews this VIP bet/);
    await note.waitFor({ timeout: 20_000 });
    expect(await coupon(page).getByText('The stake is above the maximum.').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('coupon-vip-light') });
    // Without the VIP bet the same stake is simply above the maximum.
    await vip.uncheck();
    await expect.poll(() => note.count(), { timeout: 20_000 }).toBe(0);
    expect(pageProblems(problems)).toEqual([]);
    await context.close();
  }, 120_000);

  it('S0 §3.8 antiExpressCoef: an express offers its anti-express; switched on, the total odds become K / (K − 1) as the server quotes them', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await addSelections(page, 2);
    const toggle = coupon(page).getByRole('checkbox', { name: /^Anti-express ×\d/ });
    await toggle.waitFor({ timeout: 20_000 });
    const offered = Number(/×([\d.]+)/.exec((await toggle.getAttribute('aria-label')) ?? (await coupon(page).getByText(/^Anti-express ×/).textContent()) ?? '')?.[1]);
    const odds = coupon(page).locator('.coupon-sums dd').first();
    const expressOdds = Number(await odds.textContent());
    // decision 014: K / (K − 1) with K the express's product.
    expect(offered).toBeCloseTo(expressOdds / (expressOdds - 1), 1);
    await toggle.check();
    await expect.poll(async () => Number(await odds.textContent()), { timeout: 20_000 }).toBe(offered);
    await page.screenshot({ path: screenshotPath('coupon-anti-express-light') });
    expect(pageProblems(problems)).toEqual([]);
    await context.close();
  }, 120_000);

  it('S0 §4.1: switching one-click on with bets in the coupon asks; cancel leaves it off, confirm clears the coupon', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    await waitForHydration(page, 'header nav a');
    await registerOneClick(page);
    await page.keyboard.press('Escape');
    await addSelections(page, 2);
    await coupon(page).getByText('Settings').click();
    const oneClick = coupon(page).getByRole('switch', { name: 'One-click bet' });
    await oneClick.click();
    const dialog = page.getByRole('dialog', { name: 'Switch on one-click betting?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await oneClick.isChecked()).toBe(false);
    expect(await page.locator('.coupon-line').count()).toBe(2);
    await oneClick.click();
    await page.getByRole('dialog', { name: 'Switch on one-click betting?' }).getByRole('button', { name: 'Switch on' }).click();
    await expect.poll(() => page.locator('.coupon-line').count()).toBe(0);
    // The empty coupon says so, and its settings show the switch on.
    expect(await coupon(page).getByText('One-click betting is on: a click on odds places a bet.').count()).toBe(1);
    await coupon(page).getByText('Settings').click();
    expect(await coupon(page).getByRole('switch', { name: 'One-click bet' }).isChecked()).toBe(true);
    await context.close();
  }, 180_000);

  it('S0 §2.2: /en/coupon renders the wide coupon; user/coupon still redirects to the language root', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const answer = await page.goto(`${baseUrl}/en/coupon`);
    expect(answer?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: 'Bet slip' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Open bets' }).count()).toBe(1);
    const redirect = await fetch(`${baseUrl}/en/user/coupon`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(new URL(redirect.headers.get('location') ?? '', baseUrl).pathname).toBe('/en');
    expect((await fetch(`${baseUrl}/en/print-coupon/12`)).status).toBe(404);
    expect(pageProblems(problems)).toEqual([]);
    await context.close();
  }, 60_000);
});
