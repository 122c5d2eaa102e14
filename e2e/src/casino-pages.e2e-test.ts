import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CasinoGame, CasinoGameDetail, CasinoLobby } from '@wager/contract';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, newPlayerContext, openPage, registerOneClick } from './auth-helpers.ts';
import { pathOf } from './support.ts';

/**
 * The casino pages in Chromium (S0 §2.2 casino routes, §2.5.11, §3.7; S1 §3): the lobby's rows,
 * the filters and sort of a grid, instant typo-tolerant search, favourites on /my-casino/favorites,
 * the sign-in a guest meets on /my-casino, and a game opened in its frame after "Demo".
 * They run against the server's own seeded catalogue (decision 018), launch (decision 019) and
 * Wager Studio (decision 020).
 */

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(closePlayerContexts);
afterAll(async () => {
  await browser?.close();
});

async function casinoContext(): Promise<BrowserContext> {
  const context = await newPlayerContext(browser, { viewport: { width: 1366, height: 900 } });
  return context;
}

/** The catalogue as the page's own fetch sees it. */
function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;
}

const tiles = (page: Page) => page.getByTestId('casino-tile');
const tileNames = (page: Page) => page.locator('[data-testid="casino-tile"] .casino-tile-name').allTextContents();

describe('casino pages (S0 §2.2, §2.5.11, §3.7; S1 §3)', () => {
  it('S0 §2.2 casino: the lobby shows a row of tiles per category, and "All" opens that category', async () => {
    const page = await (await casinoContext()).newPage();
    await openPage(page, `${baseUrl}/en/casino`);
    const rows = page.getByTestId('casino-row');
    await rows.first().getByTestId('casino-tile').first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    const first = rows.first();
    const heading = (await first.getByRole('heading').textContent())?.replace(/\s*\d+$/, '').trim() ?? '';
    await first.getByRole('link', { name: `All ${heading}` }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(pathOf(page)).not.toBe('/en/casino');
    await page.getByRole('list', { name: 'Games' }).getByTestId('casino-tile').first().waitFor();
  });

  it('S1 §3: a filter chip and the sort change the grid, and the URL keeps them', async () => {
    const page = await (await casinoContext()).newPage();
    await openPage(page, `${baseUrl}/en/games`);
    await tiles(page).first().waitFor();
    await page.getByLabel('Sort').selectOption('az');
    await page.waitForURL(/sort=az/);
    await expect.poll(async () => {
      const names = await tileNames(page);
      return names.length > 1 && names.join('|') === [...names].sort((a, b) => a.localeCompare(b, 'en')).join('|');
    }).toBe(true);
    const filter = (await tiles(page).first().getAttribute('data-filter')) ?? '';
    const label = { lotteries: 'Lotteries', slots: 'Slots', climb: 'Climb to victory', dice: 'Dice', cards: 'Card games', other: 'Other' }[filter] ?? '';
    await page.getByRole('group', { name: 'Game type' }).getByRole('button', { name: label, exact: true }).click();
    await page.waitForURL(new RegExp(`filter=${filter}`));
    await expect.poll(async () => new Set(await tiles(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-filter')))).size).toBe(1);
    expect(await tiles(page).first().getAttribute('data-filter')).toBe(filter);
    expect(pathOf(page)).toContain('sort=az');
  });

  it('S0 §2.2 casino-search: a typo still finds the game while typing, and the keyboard opens it', async () => {
    const page = await (await casinoContext()).newPage();
    await openPage(page, `${baseUrl}/en/casino`);
    const lobby = await api<CasinoLobby>(page, '/bff-api/casino/lobby?lang=en');
    const game = lobby.rows.flatMap((row) => row.games).find((item) => item.name.split(/\s+/).some((word) => word.length >= 5)) as CasinoGame;
    const word = game.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] as string;
    const typo = `${word.slice(0, 2)}${word.slice(3)}`.toLowerCase();
    const box = page.getByRole('combobox', { name: 'Search games' });
    await box.pressSequentially(typo, { delay: 40 });
    const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: new RegExp(game.name) }).first();
    await option.waitFor();
    const options = await page.getByRole('option').allTextContents();
    for (let i = 0; i <= options.findIndex((text) => text.includes(game.name)); i += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname.includes('/game/'));
    await page.getByRole('heading', { level: 1, name: game.name }).waitFor();
  });

  it('S0 §2.5.11: a guest on /my-casino is asked to sign in', async () => {
    const page = await (await casinoContext()).newPage();
    await page.goto(`${baseUrl}/en/my-casino`);
    // The access guard (S0 §2.5.4) sends him to the sign-in page (or opens its dialog), never to the page.
    await page.getByRole('dialog', { name: 'Sign in' }).or(page.getByRole('heading', { level: 1, name: 'Sign in' })).first().waitFor();
    expect(pathOf(page)).not.toBe('/en/my-casino');
    expect(await page.getByRole('heading', { level: 1, name: 'My casino' }).count()).toBe(0);
  });

  it('S0 §2.2 my-casino/favorites: a player stars a game in the lobby and finds it among his favourites', async () => {
    const context = await casinoContext();
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en/casino`);
    await registerOneClick(page);
    await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('header-balance').waitFor();
    const tile = tiles(page).first();
    const name = (await tile.locator('.casino-tile-name').textContent()) ?? '';
    const star = tile.getByRole('button', { name: `Add ${name} to favourites` });
    await star.click();
    await tile.getByRole('button', { name: `Remove ${name} from favourites`, pressed: true }).waitFor();
    await openPage(page, `${baseUrl}/en/my-casino/favorites`);
    await page.getByRole('list', { name: 'Favourite games' }).getByText(name, { exact: true }).waitFor();
  });

  it('S0 §3.7: "Demo" launches the game into the page\'s frame', async () => {
    const page = await (await casinoContext()).newPage();
    await openPage(page, `${baseUrl}/en/casino`);
    const lobby = await api<CasinoLobby>(page, '/bff-api/casino/lobby?lang=en');
    let target: CasinoGameDetail | null = null;
    for (const game of lobby.rows.flatMap((row) => row.games).filter((item) => item.demo).slice(0, 24)) {
      const detail = await api<CasinoGameDetail>(page, `/bff-api/casino/games/${game.id}?lang=en`);
      // A one-step round (crash and mines rounds take more steps) to play inside the frame.
      if (detail.launchable && ['dice', 'slots', 'plinko', 'keno', 'scratchcard'].includes(detail.engine ?? '')) {
        target = detail;
        break;
      }
    }
    expect(target).not.toBeNull();
    await openPage(page, `${baseUrl}/en${target!.route}`);
    const [launch] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/web-api/casino/launch')),
      page.getByRole('button', { name: 'Demo', exact: true }).click(),
    ]);
    expect(launch.status()).toBe(200);
    const { url } = (await launch.json()) as { url: string };
    const frame = page.locator(`iframe[title="${target!.name}"]`);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(url);
    await page.getByRole('button', { name: 'Full screen' }).waitFor();
    // Wager Studio's client runs in the frame (decision 020): a demo round plays and says what it paid.
    const game = page.frameLocator(`iframe[title="${target!.name}"]`);
    await game.getByTestId('studio-play').waitFor();
    const inner = (await (await frame.elementHandle())!.contentFrame())!;
    await inner.waitForFunction(() => {
      const button = document.querySelector('[data-testid="studio-play"]');
      return button !== null && !(button as HTMLButtonElement).disabled && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
    });
    await game.getByTestId('studio-play').click();
    await expect.poll(async () => (await game.getByTestId('studio-result').count()) > 0, { timeout: 15_000 }).toBe(true);
    expect(await game.getByTestId('studio-result').textContent()).toMatch(/Won|Returned|No win|Stake returned/);
  });
});
