import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { registerOneClick } from './auth-helpers.ts';
import { launchBrowser } from './browser.ts';
import { collectProblems, newContext, screenshotPath, waitForHydration } from './support.ts';

/**
 * A new player bets, as the "done means" walks it (S0 §3.8, §4.1, §5, §9; S1 §3; decisions
 * 014 and 015), on the simulator's live book: deposit through the sandbox, three live picks
 * as an express with the automatic bonus bet, a 2/3 system with a banker, a price that moved since
 * it was picked asked for under odds-change option 0, a line single cashed out from the history
 * (the balance and the coupon change without a reload) and its receipt printed. Each coupon type is
 * photographed in the light and the dark theme. A settlement by the simulator takes the real length
 * of a match, so it is proven by the integration and model tests, not here.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const slip = (page: Page) => page.getByRole('region', { name: 'Bet slip' });
const typeButton = (page: Page, name: string) => page.getByRole('group', { name: 'Bet type' }).getByRole('button', { name, exact: true });
const lines = (page: Page) => page.locator('.coupon-line');

/**
 * Clicks, in `count` different rows of the page, the first open price in [min, max]. A bonus bet needs
 * each leg ≥ 1.1 (S0 §4.1); live prices move, so the live express picks from 1.5 up, far from that line.
 */
async function pick(page: Page, count: number, startRow = 0, [min, max]: [number, number] = [1.1, 15]): Promise<void> {
  const before = await lines(page).count();
  const rows = page.locator('.ev-row');
  let picked = 0;
  const total = await rows.count();
  for (let i = startRow; i < total && picked < count; i++) {
    // A game already in the coupon is skipped (another of its prices would take its place).
    if ((await rows.nth(i).locator('button.odds-btn[aria-pressed="true"]').count()) > 0) continue;
    const buttons = rows.nth(i).locator('button.odds-btn:not([disabled])');
    const n = await buttons.count();
    for (let j = 0; j < n; j++) {
      // The price is the last word of the button's name ("Club América 3.704").
      const price = Number((await buttons.nth(j).getAttribute('aria-label'))?.trim().split(/\s+/).pop());
      if (price >= min && price <= max) {
        await buttons.nth(j).click();
        picked++;
        break;
      }
    }
  }
  expect(picked).toBe(count);
  await expect.poll(() => lines(page).count()).toBe(before + count);
}

/** The light screenshot, then the same page in the dark theme (the coupon survives the reload: S0 §3.7). */
async function shootBothThemes(context: BrowserContext, page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await page.screenshot({ path: screenshotPath(`coupon-${name}-light`) });
  await context.addCookies([{ name: 'theme', value: '1', url: baseUrl }]);
  await page.reload();
  await waitForHydration(page, 'button.odds-btn');
  await ready();
  await page.screenshot({ path: screenshotPath(`coupon-${name}-dark`) });
  await context.addCookies([{ name: 'theme', value: '0', url: baseUrl }]);
  await page.reload();
  await waitForHydration(page, 'button.odds-btn');
  await ready();
}

/**
 * Places the coupon. Live odds move and live markets suspend around goals: a moved price is
 * accepted and a refused bet (a suspension during the in-play delay) sent again, a few times.
 * Returns the coupon number.
 */
async function place(page: Page, onRefused?: () => Promise<void>): Promise<string> {
  const refusals: string[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const accept = slip(page).getByRole('button', { name: 'Accept changes' });
    if (await accept.isVisible()) await accept.click();
    const send = slip(page).getByRole('button', { name: /^(Place bet|Try again)$/ });
    await send.click({ timeout: 20_000 });
    const placed = slip(page).getByText(/Coupon № \d+/).first();
    const refused = slip(page).getByRole('alert').first();
    const outcome = await Promise.race([
      placed.waitFor({ timeout: 45_000 }).then(() => 'placed' as const),
      accept.waitFor({ timeout: 45_000 }).then(() => 'moved' as const),
      refused.waitFor({ timeout: 45_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'placed') return /\d+/.exec((await placed.textContent()) ?? '')![0];
    if (outcome === 'refused') {
      refusals.push(await textOf(refused));
      await onRefused?.();
      // A suspended market re-opens within seconds (decision 012): wait for the slip to be placeable again.
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
    }
  }
  await page.screenshot({ path: screenshotPath('coupon-never-accepted') });
  throw new Error(`the coupon was never accepted: ${refusals.join('; ')}`);
}

async function headerBalance(page: Page): Promise<string> {
  return ((await page.getByTestId('header-balance-amount').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** S0 §3.2: the balance is hidden by default; the eye shows it for this session. */
async function showHeaderBalance(page: Page): Promise<void> {
  const eye = page.getByRole('button', { name: /^(Show|Hide) balance$/ });
  await eye.waitFor();
  if ((await eye.getAttribute('aria-label')) === 'Show balance') await eye.click();
  await page.getByRole('button', { name: 'Hide balance' }).waitFor();
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('a new player bets (S0 §4.1, §5; decisions 014, 015)', () => {
  it('deposit; live express with the bonus bet; 2/3 system with a banker; a price change asked under option 0; a single cashed out and printed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseUrl}/en`);
    await waitForHydration(page, 'header nav a');
    await registerOneClick(page);
    await page.keyboard.press('Escape');

    // Deposit 100 through the sandbox checkout (decision 008).
    await page.goto(`${baseUrl}/en/office/recharge`);
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.waitFor();
    await form.getByLabel(/^Amount/).fill('100');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/payments-api\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL(/\/en\/onpay\/success/);

    // A single (S0 §4.1 type 0) on a line game: one pick.
    await page.goto(`${baseUrl}/en/line/sports/football`);
    await waitForHydration(page, 'button.odds-btn');
    await pick(page, 1);
    expect(await typeButton(page, 'Single').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => slip(page).getByText('Could not check the coupon.').count()).toBe(0);
    await shootBothThemes(context, page, 'single', async () => {
      await expect.poll(() => lines(page).count()).toBe(1);
    });
    const singleId = await place(page);
    expect(await lines(page).count()).toBe(0);

    // Three live picks as an express: the automatic bonus bet (S0 §4.1: ≥3 legs, each ≥1.1) and the possible win.
    await page.goto(`${baseUrl}/en/live`);
    await waitForHydration(page, 'button.odds-btn');
    await pick(page, 3, 0, [1.5, 8]);
    expect(await typeButton(page, 'Express').getAttribute('aria-pressed')).toBe('true');
    await slip(page)
      .getByText(/Bonus ×1\.03/)
      .waitFor({ timeout: 20_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: screenshotPath('coupon-express-no-bonus') });
        throw new Error(`no bonus bet line in: ${await textOf(slip(page))}`, { cause: error });
      });
    expect(await textOf(slip(page).locator('.coupon-sums'))).toMatch(/Possible win\s*\d/);
    await shootBothThemes(context, page, 'express', async () => {
      await slip(page).getByText(/Bonus ×1\.03/).waitFor({ timeout: 20_000 });
    });
    // Live legs wait the in-play delay (decision 015); the slip says so, then shows the coupon number. A live
    // market may stay suspended (a break, a set point): its line is taken out and another live game picked.
    await place(page, async () => {
      const locked = page.locator('.coupon-line[data-locked]');
      const n = await locked.count();
      for (let i = 0; i < n; i++) await locked.first().getByRole('button', { name: /^Remove / }).click();
      if (n > 0) await pick(page, n, 0, [1.5, 8]);
    });

    // Several singles (type 9) and a 2/3 system with a banker (type 2) on the line.
    await page.goto(`${baseUrl}/en/line/sports/football`);
    await waitForHydration(page, 'button.odds-btn');
    await pick(page, 2, 2);
    await typeButton(page, 'Singles').click();
    await expect.poll(() => slip(page).getByRole('textbox', { name: 'Stake on this bet' }).count()).toBe(2);
    await shootBothThemes(context, page, 'singles', async () => {
      await expect.poll(() => slip(page).getByRole('textbox', { name: 'Stake on this bet' }).count()).toBe(2);
    });
    await pick(page, 2, 4);
    await typeButton(page, 'System').click();
    await lines(page).first().getByRole('button', { name: 'Banker' }).click();
    const system = slip(page).getByRole('combobox', { name: 'System' });
    // decision 014: 4 legs, 1 banker: sizes from the 3 others, 2 from 3 is 3 bets.
    await expect.poll(async () => (await system.locator('option').allTextContents()).join('|')).toMatch(/^2 from 3 \(3 bets\)/);
    await shootBothThemes(context, page, 'system', async () => {
      await expect.poll(async () => (await system.locator('option').allTextContents()).join('|')).toMatch(/^2 from 3 \(3 bets\)/);
    });

    // S1 §3 option 0: a price that is not the one picked asks for confirmation; accepted, the bet goes.
    await slip(page).getByText('Settings').click();
    await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption('0');
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('wager:coupon') ?? '{}') as { bets: { price: number }[] };
      // Far from any price the book will quote: a small bump of a live leg's price was at times met by the
      // live price itself, and the bet then went through unasked.
      stored.bets[1]!.price = stored.bets[1]!.price * 3 + 7;
      localStorage.setItem('wager:coupon', JSON.stringify(stored));
    });
    await page.reload();
    await waitForHydration(page, 'button.odds-btn');
    await expect.poll(() => lines(page).count()).toBe(4);
    // The quote already knows the price moved, or the refused placement (409 PRICE_CHANGED) says so: either way the slip asks.
    const accept = slip(page).getByRole('button', { name: 'Accept changes' });
    const placeButton = slip(page).getByRole('button', { name: 'Place bet' });
    await expect
      .poll(
        async () => {
          if (await accept.isVisible()) return 'asks';
          if ((await placeButton.isVisible()) && (await placeButton.isEnabled())) await placeButton.click({ timeout: 2_000 }).catch(() => undefined);
          return textOf(slip(page));
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('asks');
    expect(await slip(page).getByLabel(/Picked at/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('coupon-price-changed-light') });
    await place(page);

    // The single cashed out from the history: the status and the header balance change without a reload.
    await page.goto(`${baseUrl}/en/office/history`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: `Coupon № ${singleId}` }) });
    await card.waitFor();
    await showHeaderBalance(page);
    await expect.poll(() => headerBalance(page)).toMatch(/\d/);
    const balanceBefore = await headerBalance(page);
    await card.getByRole('button', { name: 'Cash out', exact: true }).click();
    await card.getByRole('button', { name: /^Cash out .+ \(\d+ s\)$/ }).click();
    await card.getByText(/Cashed out/).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).not.toBe(balanceBefore);
    await page.screenshot({ path: screenshotPath('coupon-history-light') });

    // Its printable receipt (S0 §2.3 print-coupon/{couponId}).
    const answer = await page.goto(`${baseUrl}/en/print-coupon/${singleId}`);
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { name: `Coupon № ${singleId}` }).waitFor();
    await page.screenshot({ path: screenshotPath('coupon-print-light') });
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    await context.close();

    // S0 §2.3, §5: another player's coupon, and a guest, get the 404 page.
    const other = await newContext(browser);
    const otherPage = await other.newPage();
    expect((await otherPage.goto(`${baseUrl}/en/print-coupon/${singleId}`))?.status()).toBe(404);
    await otherPage.goto(`${baseUrl}/en`);
    await waitForHydration(otherPage, 'header nav a');
    await registerOneClick(otherPage);
    await otherPage.keyboard.press('Escape');
    expect((await otherPage.goto(`${baseUrl}/en/print-coupon/${singleId}`))?.status()).toBe(404);
    await other.close();
  }, 300_000);
});
