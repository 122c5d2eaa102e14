import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createReplaySource, type FeedMessage } from '@wager/server';
import { newPlayerContext } from './auth-helpers.ts';
import { launchBrowser } from './browser.ts';
import { startOwnSite, type OwnSite } from './own-site.ts';
import { collectProblems, screenshotPath, waitForHydration } from './support.ts';

/**
 * The coupon's promo code and free bet (S0 §3.8 promoCode, manualPromoCode, availablePrepaidAmount,
 * outgoing prepaidAmount; decision 016) in Chromium, on a site of its own (the operator issues a
 * code in process) fed by a short recording of tomorrow's football: a wrong code is refused with its
 * reason, the right one shows its free bet, the free bet is switched on and covers the stake, and the
 * bet is placed without touching the account's money.
 */

const HOUR = 3_600_000;
const loc = (en: string, ru = en) => ({ en, ru });
const ref = (id: number, en: string) => ({ id, name: loc(en) });

function game(id: number, home: string, away: string): FeedMessage[] {
  return [
    {
      type: 'event',
      at: 0,
      event: { id, sportId: 1, category: ref(77, 'England'), championship: ref(7701, 'Premier League'), home: ref(id * 10 + 1, home), away: ref(id * 10 + 2, away), name: null, startsAt: 24 * HOUR, status: 'not_started', isTop: false, live: null },
    },
    {
      type: 'markets',
      at: 0,
      eventId: id,
      markets: [{ key: 'ft.1x2', group: 'main', status: 'open', version: 1, outcomes: [{ key: 'home', price: 2000, open: true }, { key: 'draw', price: 3400, open: true }, { key: 'away', price: 3800, open: true }] }],
    },
  ];
}

const RECORDING: FeedMessage[] = [
  { type: 'sport', at: 0, sport: { id: 1, slug: 'football', name: loc('Football', 'Футбол'), sortOrder: 1 } },
  ...game(930001, 'Arsenal', 'Chelsea'),
  ...game(930002, 'Liverpool', 'Everton'),
];

let browser: Browser;
let site: OwnSite;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startOwnSite({ feed: { source: createReplaySource({ text: RECORDING.map((m) => JSON.stringify(m)).join('\n'), tickMs: 0 }), writeIntervalMs: 600_000 } });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const slip = (page: Page) => page.getByRole('region', { name: 'Bet slip' });

describe('promo code and free bet in the coupon (S0 §3.8, §4.4; decision 016)', () => {
  it('S0 §3.8: a wrong code shows its reason; a free-bet code shows what it gives; the free bet covers the stake and the bet is placed from it', async () => {
    const context = await newPlayerContext(browser);
    const registered = await context.request.post(`${site.baseUrl}/web-api/auth/register`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { countryCode: 'DE', currencyCode: 'EUR', bonusChoice: 1, acceptTerms: true, confirmAge: true, type: 'fast_reg' },
    });
    expect(registered.status()).toBe(201);
    const userId = (await registered.json()).userId as number;
    await site.app.operator.promo.issue({ code: 'E2E-FREE5', currency: 'EUR', freebetMinor: '500', minLegs: 1, maxUsesPerPlayer: 1, title: 'Free bet 5' }, 'operator:e2e');
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.baseUrl}/en/line/sports/football`);
    await waitForHydration(page, 'button.odds-btn');
    await page.locator('.ev-row').first().locator('button.odds-btn:not([disabled])').first().click();
    await expect.poll(() => page.locator('.coupon-line').count()).toBe(1);

    // A code that does not exist: refused with its reason beside the field.
    const field = slip(page).getByRole('textbox', { name: 'Promo code' });
    await field.fill('nosuchcode');
    await slip(page).getByRole('button', { name: 'Apply' }).click();
    await slip(page).getByText('There is no such promo code.').waitFor();
    await slip(page).screenshot({ path: screenshotPath('coupon-promo-refused') });
    await slip(page).getByRole('button', { name: 'Remove promo code NOSUCHCODE' }).click();

    // The operator's code: what it gives, and the free bet it makes available (S0 §3.8 availablePrepaidAmount).
    await slip(page).getByRole('textbox', { name: 'Promo code' }).fill('e2e-free5');
    await slip(page).getByRole('button', { name: 'Apply' }).click();
    await slip(page).getByText('Free bet 5.00 EUR').waitFor();
    const useFreebet = slip(page).getByRole('checkbox', { name: 'Use free bet (5.00 EUR available)' });
    await useFreebet.waitFor();
    await useFreebet.check();
    // The stake (EUR 5.00, S0 §9) all from the free bet; a win at 2.00 pays 5.00 (stake not returned).
    const sums = slip(page).locator('.coupon-prepaid dl');
    await expect.poll(() => sums.textContent()).toContain('From free bet5.00 EUR');
    expect(await sums.textContent()).toContain('From account0.00 EUR');
    await expect.poll(() => slip(page).getByText('Payout if it wins').count()).toBe(1);
    await slip(page).screenshot({ path: screenshotPath('coupon-promo-freebet') });

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await slip(page).getByRole('status').filter({ hasText: /accepted/i }).first().waitFor();
    await page.screenshot({ path: screenshotPath('coupon-promo-placed') });
    // The coupon carries its free-bet part; the account's money was not touched; the code is used.
    const history = await (await context.request.get(`${site.baseUrl}/web-api/bets/history`, { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json();
    expect(history.coupons[0]).toMatchObject({ stakeMinor: '500', prepaidMinor: '500' });
    expect(await site.app.operator.promo.balance(userId, 'EUR')).toBe(0n);
    expect((await site.app.operator.promo.list()).find((c) => c.code === 'E2E-FREE5')?.usesTotal).toBe(1);
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  }, 180_000);
});
