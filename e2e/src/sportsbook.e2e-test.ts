import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

interface LiveEvent {
  id: number;
  status: string;
  live: { minute: number | null } | null;
  championship: { id: number; name: string };
  home: { name: string };
  away: { name: string };
}

/** A live football game of the simulator (the club friendlies run round the clock). */
async function liveFootball(): Promise<LiveEvent> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = (await (await fetch(`${baseUrl}/bff-api/live/events?sportId=1&lang=en`)).json()) as { events: LiveEvent[] };
    // A game in play away from half and full time, whose prices move every match minute.
    const moving = (e: LiveEvent) => e.status === 'live' && e.live !== null && e.live.minute !== null && (e.live.minute < 42 || (e.live.minute > 46 && e.live.minute < 86));
    const event = answer.events.find(moving) ?? answer.events.find((e) => e.status === 'live');
    if (event) return event;
    if (Date.now() > deadline) throw new Error('no live football in the simulator');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The odds buttons' price texts on the page (the last span of each enabled button). */
function prices(page: Page): Promise<string[]> {
  return page.$$eval('button.odds-btn:not([disabled]) > span:last-child', (spans) => spans.map((s) => s.textContent ?? ''));
}

describe('sportsbook screens (S0 §2.2, §3.3, §9; S1 §9)', () => {
  it('S0 §2.2: a live football game page shows the scoreboard and dozens of markets, and its prices move without a reload (S1 §9)', async () => {
    const event = await liveFootball();
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    // The line address of a live game sends the player to its live address.
    await page.goto(`${baseUrl}/en/line/sports/football/${event.championship.id}/${event.id}`);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/en/live/sports/football/${event.championship.id}-[a-z0-9-]+/${event.id}-`));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: event.home.name }).count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Scoreboard' }).count()).toBe(1);
    // It opens on the popular markets; "All" shows every market of the game.
    await waitForHydration(page, 'button.odds-btn');
    const main = await page.locator('.mkt').count();
    expect(main).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => page.locator('.mkt').count()).toBeGreaterThanOrEqual(Math.max(20, main + 1));
    await page.reload();
    await waitForHydration(page, 'button.odds-btn');
    // A price moves (a goal, a minute passing): the push channel brings it and the button flashes up or
    // down in place. Every market on screen, so the first move of any of them is seen.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => page.locator('.mkt').count()).toBeGreaterThanOrEqual(Math.max(20, main + 1));
    await page.waitForSelector('button.odds-btn[data-move]', { timeout: 150_000 });
    const moved = await page.$eval('button.odds-btn[data-move]', (b) => b.getAttribute('data-move'));
    expect(['up', 'down']).toContain(moved);
    await page.screenshot({ path: screenshotPath('sportsbook-live-game.png') });
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('S0 §9, §3.3 coefViewId: switching the odds format changes every price on screen, and the next server render keeps it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/line/sports/football`);
    await waitForHydration(page, 'button.odds-btn');
    const decimal = await prices(page);
    expect(decimal.length).toBeGreaterThan(10);
    expect(decimal.every((p) => /^\d+(\.\d{1,3})?$/.test(p))).toBe(true);

    await page.getByRole('combobox', { name: 'Odds' }).selectOption({ label: 'American' });
    await page.waitForFunction(() => [...document.querySelectorAll('button.odds-btn:not([disabled]) > span:last-child')].every((s) => /^[+-]\d+$/.test(s.textContent ?? '')));
    expect((await context.cookies(baseUrl)).find((c) => c.name === 'coef_view')?.value).toBe('2');

    await page.getByRole('combobox', { name: 'Odds' }).selectOption({ label: 'Fractional' });
    await page.waitForFunction(() => [...document.querySelectorAll('button.odds-btn:not([disabled]) > span:last-child')].every((s) => /^\d+\/\d+$/.test(s.textContent ?? '')));

    // The server render of the next page is already fractional (cookie): no flash of decimals.
    const html = await (await context.request.get(`${baseUrl}/en/line/sports/football`)).text();
    const rendered = [...html.matchAll(/class="odds-btn"[^>]*>(?:<span>[^<]*<\/span>)?<span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.every((p) => /^\d+\/\d+$/.test(p!))).toBe(true);
    await context.close();
  });

  it('S0 §3.4 coupon lines: clicking odds adds the selection to the coupon column, which keeps it across pages', async () => {
    const context = await newContext(browser, { viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/line/sports/football`);
    await waitForHydration(page, 'button.odds-btn');
    const coupon = page.getByRole('region', { name: 'Bet slip' });
    expect(await coupon.getByText('Click any odds to add a selection.').count()).toBe(1);
    const first = page.locator('button.odds-btn:not([disabled])').first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    const lines = coupon.getByRole('list', { name: 'Selections' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(1);
    // The outcome's name is on the coupon line.
    expect(await lines.first().textContent()).toContain(name.replace(/ [^ ]+$/, '').trim());

    // Another page: the coupon is still there (local save, S0 §3.4).
    await page.goto(`${baseUrl}/en/live`);
    await expect.poll(() => page.getByRole('region', { name: 'Bet slip' }).getByRole('list', { name: 'Selections' }).getByRole('listitem').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('sportsbook-coupon.png') });

    await page.getByRole('button', { name: /^Remove / }).first().click();
    await expect.poll(() => page.getByRole('region', { name: 'Bet slip' }).getByText('Click any odds to add a selection.').count()).toBe(1);
    await context.close();
  });

  it('S0 §5, S1 §2: an unknown sport, championship or game is a 404 page', async () => {
    for (const path of ['/en/line/sports/curling', '/en/line/nope/football', '/en/live/sports/football/1/999999999', '/en/line/sports/football/abc']) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
    }
  });
});
