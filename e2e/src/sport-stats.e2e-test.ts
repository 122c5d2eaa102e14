import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createReplaySource, type FeedMessage, type FeedSource, type FeedStatistics } from '@wager/server';
import { launchBrowser } from './browser.ts';
import { startOwnSite, type OwnSite } from './own-site.ts';
import { collectProblems, newContext, pathOf, screenshotPath, waitForHydration } from './support.ts';

/**
 * The results, statistics and champs screens (S0 §2.2) in Chromium, on a site of its own fed by a
 * short recording (the browser tests' shared server runs without a feed): finished, live and
 * upcoming matches, an outright on offer and one settled, and statistics for one game.
 */

const HOUR = 3_600_000;
const loc = (en: string, ru = en) => ({ en, ru });
const ref = (id: number, en: string, ru = en) => ({ id, name: loc(en, ru) });
const ENGLAND = ref(77, 'England', 'Англия');
const EPL = ref(7701, 'Premier League', 'Премьер-лига');
const FA_CUP = ref(7702, 'FA Cup', 'Кубок Англии');
const ATP = ref(7801, 'ATP Paris');
const TEAMS = { arsenal: ref(501, 'Arsenal', 'Арсенал'), chelsea: ref(502, 'Chelsea', 'Челси'), liverpool: ref(503, 'Liverpool', 'Ливерпуль'), everton: ref(504, 'Everton', 'Эвертон') };

type EventMessage = Extract<FeedMessage, { type: 'event' }>['event'];
function match(id: number, sportId: number, championship: typeof EPL, home: typeof TEAMS.arsenal, away: typeof TEAMS.arsenal, extra: Partial<EventMessage>): FeedMessage {
  return { type: 'event', at: 0, event: { id, sportId, category: ENGLAND, championship, home, away, name: null, startsAt: 0, status: 'not_started', isTop: false, live: null, ...extra } };
}
const market = (key: string, outcomes: [string, number][]) => ({ key, group: 'main', status: 'open' as const, version: 1, outcomes: outcomes.map(([k, price]) => ({ key: k, price, open: true })) });
const ENTRANTS = { p501: loc('Arsenal', 'Арсенал'), p502: loc('Chelsea', 'Челси'), p503: loc('Liverpool', 'Ливерпуль') };

const RECORDING: FeedMessage[] = [
  { type: 'sport', at: 0, sport: { id: 1, slug: 'football', name: loc('Football', 'Футбол'), sortOrder: 1 } },
  { type: 'sport', at: 0, sport: { id: 4, slug: 'tennis', name: loc('Tennis', 'Теннис'), sortOrder: 4 } },
  { type: 'sport', at: 0, sport: { id: 2999, slug: 'long-term', name: loc('Long-term bets', 'Долгосрочные ставки'), sortOrder: 99 } },
  // A finished match with both halves, settled.
  match(910001, 1, EPL, TEAMS.arsenal, TEAMS.chelsea, {
    startsAt: -2 * HOUR,
    status: 'live',
    live: { score: [2, 1], period: 'h2', periods: [{ period: 'h1', score: [1, 0] }, { period: 'h2', score: [1, 1] }], minute: 90 },
  }),
  { type: 'markets', at: 0, eventId: 910001, markets: [market('ft.1x2', [['home', 2100], ['draw', 3400], ['away', 3500]]), market('ft.total:2.5', [['over', 1950], ['under', 1850]]), market('1h.1x2', [['home', 2900], ['draw', 2100], ['away', 4100]])] },
  {
    type: 'result',
    at: 0,
    eventId: 910001,
    status: 'finished',
    score: [2, 1],
    markets: [
      { key: 'ft.1x2', outcomes: [{ key: 'home', result: 'won' }, { key: 'draw', result: 'lost' }, { key: 'away', result: 'lost' }] },
      { key: 'ft.total:2.5', outcomes: [{ key: 'over', result: 'won' }, { key: 'under', result: 'lost' }] },
      { key: '1h.1x2', outcomes: [{ key: 'home', result: 'won' }, { key: 'draw', result: 'lost' }, { key: 'away', result: 'lost' }] },
    ],
  },
  // A finished tennis match: the results page's second sport.
  match(910004, 4, ATP, ref(601, 'T. Paul'), ref(602, 'A. de Minaur'), {
    startsAt: -HOUR,
    status: 'live',
    live: { score: [2, 0], period: 'set2', periods: [{ period: 'set1', score: [6, 4] }, { period: 'set2', score: [7, 6] }], minute: null },
  }),
  { type: 'result', at: 0, eventId: 910004, status: 'finished', score: [2, 0], markets: [] },
  // In play.
  match(910002, 1, EPL, TEAMS.liverpool, TEAMS.everton, { startsAt: -HOUR / 2, status: 'live', live: { score: [0, 1], period: 'h1', periods: [{ period: 'h1', score: [0, 1] }], minute: 30 } }),
  { type: 'markets', at: 0, eventId: 910002, markets: [market('ft.1x2', [['home', 2500], ['draw', 3100], ['away', 2900]])] },
  // Tomorrow: the game with statistics.
  match(910003, 1, EPL, TEAMS.chelsea, TEAMS.liverpool, { startsAt: 24 * HOUR }),
  { type: 'markets', at: 0, eventId: 910003, markets: [market('ft.1x2', [['home', 2400], ['draw', 3300], ['away', 3000]])] },
  // Outrights: one on offer, one settled (Chelsea won the cup).
  { type: 'event', at: 0, event: { id: 910010, sportId: 2999, category: ENGLAND, championship: EPL, home: null, away: null, name: loc('Premier League. Winner', 'Премьер-лига. Победитель'), startsAt: 120 * 24 * HOUR, status: 'not_started', isTop: true, live: null, outcomeNames: ENTRANTS } },
  { type: 'markets', at: 0, eventId: 910010, markets: [{ ...market('outright.winner', [['p501', 3200], ['p502', 2500], ['p503', 4000]]), group: 'outright' }] },
  { type: 'event', at: 0, event: { id: 910011, sportId: 2999, category: ENGLAND, championship: FA_CUP, home: null, away: null, name: loc('FA Cup. Winner', 'Кубок Англии. Победитель'), startsAt: -HOUR, status: 'not_started', isTop: false, live: null, outcomeNames: ENTRANTS } },
  { type: 'markets', at: 0, eventId: 910011, markets: [{ ...market('outright.winner', [['p501', 2000], ['p502', 2200], ['p503', 5000]]), group: 'outright' }] },
  { type: 'result', at: 0, eventId: 910011, status: 'finished', score: null, markets: [{ key: 'outright.winner', outcomes: [{ key: 'p501', result: 'lost' }, { key: 'p502', result: 'won' }, { key: 'p503', result: 'lost' }] }] },
];

const day = (n: number) => Date.now() - n * 24 * HOUR;
/** The statistics a feed with history would give for Chelsea v Liverpool (910003). */
const STATISTICS: FeedStatistics = {
  headToHead: [{ eventId: null, at: day(20), championship: EPL, home: TEAMS.liverpool, away: TEAMS.chelsea, score: [1, 3], winner: 'away', decidedBy: 'regulation' }],
  lastResults: [
    { participant: TEAMS.chelsea, matches: [{ eventId: 910001, at: day(0), championship: EPL, home: TEAMS.arsenal, away: TEAMS.chelsea, score: [2, 1], winner: 'home', decidedBy: 'regulation' }] },
    { participant: TEAMS.liverpool, matches: [{ eventId: null, at: day(6), championship: EPL, home: TEAMS.liverpool, away: TEAMS.everton, score: [2, 2], winner: 'draw', decidedBy: 'regulation' }] },
  ],
  standings: {
    championship: EPL,
    rows: [
      { position: 1, participant: TEAMS.arsenal, played: 2, won: 2, drawn: 0, lost: 0, overtimeLost: 0, scored: 4, conceded: 1, points: 6 },
      { position: 2, participant: TEAMS.liverpool, played: 2, won: 0, drawn: 2, lost: 0, overtimeLost: 0, scored: 3, conceded: 3, points: 2 },
      { position: 3, participant: TEAMS.chelsea, played: 2, won: 0, drawn: 1, lost: 1, overtimeLost: 0, scored: 2, conceded: 3, points: 1 },
    ],
  },
};

/** The recording, with statistics for one game (a replay has none of its own: decision 012). */
function feed(): FeedSource {
  const replay = createReplaySource({ text: RECORDING.map((m) => JSON.stringify(m)).join('\n'), tickMs: 0 });
  return Object.assign(replay, { statistics: (eventId: number) => (eventId === 910003 ? STATISTICS : null) });
}

let browser: Browser;
let site: OwnSite;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startOwnSite({ feed: { source: feed(), writeIntervalMs: 600_000 } });
  context = await newContext(browser);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.close();
});

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = collectProblems(page);
  const response = await page.goto(`${site.baseUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page, 'main button, main a');
  return { page, problems };
}

describe('results (S0 §2.2 results/{type live|zone?}, §2.4)', () => {
  it('S0 §2.2: the server render already lists the day’s finished matches with their scores', async () => {
    const html = await (await fetch(`${site.baseUrl}/en/results`)).text();
    expect(html).toContain('Arsenal');
    expect(html).toContain('Premier League');
    expect(html).toContain('aria-label="2:1"');
  });

  it('S0 §2.2: a finished match with its final and half scores opens on its settled markets; the day and sport live in the URL and keep the scroll (S0 §2.4)', async () => {
    const { page, problems } = await open('/en/results');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => main.getByRole('button', { name: /^Football/ }).getAttribute('aria-pressed')).toBe('true');
    const row = main.getByRole('listitem').filter({ hasText: 'Arsenal' }).first();
    await row.getByLabel('2:1').waitFor();
    expect(await row.getByLabel('Half 1: 1:0').count()).toBe(1);
    expect(await row.getByLabel('Half 2: 1:1').count()).toBe(1);

    await row.getByRole('button', { name: 'Markets' }).click();
    const result = row.getByRole('listitem').filter({ hasText: 'Match result' });
    await result.waitFor();
    expect(await result.innerText()).toMatch(/1\s*Won\s*X\s*Lost\s*2\s*Lost/);
    expect(await row.getByRole('listitem').filter({ hasText: 'Total goals 2.5' }).innerText()).toMatch(/Over 2.5\s*Won\s*Under 2.5\s*Lost/);
    expect(await row.getByText('1 more market settled').count()).toBe(1);
    // S0 §2.5.6 flag off: the statistics link is the plain statistic page.
    expect(await row.getByRole('link', { name: 'Statistics' }).getAttribute('href')).toBe('/en/statistic?gameId=910001');

    // S0 §2.4: switching the sport keeps the page where it was.
    await page.setViewportSize({ width: 1366, height: 420 });
    await page.evaluate(() => window.scrollTo(0, 160));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await main.getByRole('button', { name: /^Tennis/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/en/results?sport=4');
    await main.getByText('T. Paul').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.setViewportSize({ width: 1366, height: 900 });

    await main.getByRole('button', { name: 'Yesterday' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('date')).toBe(true);
    await main.getByText('No results for this day.', { exact: false }).waitFor();
    const shared = pathOf(page);
    await page.screenshot({ path: screenshotPath('sport-stats-results') });
    await page.close();

    // The URL is the filter: opened afresh, the same day is chosen.
    const again = await open(shared);
    await expect.poll(() => again.page.getByRole('main').getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe('true');
    await again.page.close();
    expect(problems).toEqual([]);
  });

  it('S0 §2.2 results/live, S1 §9: matches in play with their score and minute, polled every 5 s', async () => {
    const { page, problems } = await open('/en/results/live');
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/bff-api/live/events')) polls.push(request.url());
    });
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Liverpool' }).first();
    await row.getByLabel('0:1').first().waitFor();
    expect(await row.innerText()).toContain('30′');
    expect(await row.innerText()).toContain('Everton');
    await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.close();
    expect(problems).toEqual([]);
  });
});

describe('statistics (S0 §2.2 statistic, statisticpopup; §2.5.6)', () => {
  it('S0 §2.2: head to head, each side’s form and the table with the two sides marked', async () => {
    const { page, problems } = await open('/en/statistic?gameId=910003');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Head to head' }).waitFor();
    const h2h = main.getByRole('region', { name: 'Head to head' });
    expect(await h2h.getByRole('cell', { name: '1 : 3' }).count()).toBe(1);
    const form = main.getByRole('region', { name: 'Last results' });
    expect(await form.getByText('Loss').count()).toBeGreaterThan(0);
    expect(await form.getByText('Draw').count()).toBeGreaterThan(0);
    const table = main.getByRole('table', { name: 'Premier League standings' });
    const marked = await table.locator('tr[aria-current="true"] th').allInnerTexts();
    expect(marked).toEqual(['Liverpool', 'Chelsea']);
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(/1\s+Arsenal\s+2\s+2\s+0\s+0\s+4:1\s+6/);
    await page.screenshot({ path: screenshotPath('sport-stats-statistic'), fullPage: true });
    await page.close();
    expect(problems).toEqual([]);
  });

  it('S0 §2.2: a game the feed has no statistics for says so; an unknown game is the 404 page', async () => {
    const { page } = await open('/en/statistic?gameId=910001');
    await page.getByText('No statistics are available for this game.').waitFor();
    await page.close();
    expect((await fetch(`${site.baseUrl}/en/statistic?gameId=999999`)).status).toBe(404);
  });

  it('S0 §2.5.6: the popup is 404 without its flag; with it, the statistics link opens it in a window without header or footer', async () => {
    expect((await fetch(`${site.baseUrl}/en/statisticpopup?gameId=910003`)).status).toBe(404);
    await site.app.operator.config.setValue('site', 'isStatisticsPopupEnabled', true);
    try {
      // A URL of its own: the guest page cache (decision 005) may still hold the flagless page.
      const { page } = await open('/en/results/live?sport=1');
      const link = page.getByRole('main').getByRole('link', { name: 'Statistics (opens in a new window)' }).first();
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState();
      expect(pathOf(popup)).toBe('/en/statisticpopup?gameId=910002');
      await popup.getByText('Everton').first().waitFor();
      // The recording has no statistics for this game: the popup says so.
      await popup.getByText('No statistics are available for this game.').waitFor();
      expect(await popup.getByRole('banner').count()).toBe(0);
      expect(await popup.getByRole('contentinfo').count()).toBe(0);
      await popup.close();
      await page.close();
    } finally {
      await site.app.operator.config.setValue('site', 'isStatisticsPopupEnabled', false);
    }
  });
});

describe('champs (S0 §2.2 champs/{champId?}, S1 §3 sportId 2999)', () => {
  it('S0 §2.2: outrights on offer with their favourites by name, and the champion of a settled one', async () => {
    const { page, problems } = await open('/en/champs');
    const main = page.getByRole('main');
    const card = main.getByRole('listitem').filter({ hasText: 'Premier League. Winner' });
    const favourites = await card.getByRole('list', { name: 'Favourites' }).innerText();
    expect(favourites).toMatch(/1\s+Chelsea\s+2.50\s+2\s+Arsenal\s+3.20\s+3\s+Liverpool\s+4.00/);
    expect(await main.getByText('Champion: Chelsea').count()).toBe(1);

    await card.getByRole('link', { name: 'All 3 entrants' }).click();
    await expect.poll(() => pathOf(page)).toBe('/en/champs/7701');
    await main.getByRole('heading', { name: 'Premier League', level: 1 }).waitFor();
    const winner = main.getByRole('region', { name: 'Winner' });
    await winner.waitFor();
    expect(await winner.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/Chelsea\s+2.50/), expect.stringMatching(/Arsenal\s+3.20/), expect.stringMatching(/Liverpool\s+4.00/)]);
    expect(await main.getByText('The champion is not decided yet.').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('sport-stats-champ'), fullPage: true });
    await page.close();
    expect(problems).toEqual([]);
  });

  it('S0 §2.2: in Russian the entrants and the champion keep their Russian names', async () => {
    const html = await (await fetch(`${site.baseUrl}/ru/champs`)).text();
    expect(html).toContain('Чемпион: Челси');
    expect(html).toContain('Долгосрочные ставки');
  });
});
