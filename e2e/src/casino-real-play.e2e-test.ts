import { resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import type { CasinoGameDetail, CasinoGamesPage } from '@wager/contract';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, depositThroughSandbox, newPlayerContext, openPage, registerOneClick, showHeaderBalance } from './auth-helpers.ts';
import { collectProblems } from './support.ts';

/**
 * A player's real-money casino round in Chromium (S0 §2.2 …/game/{gameId}/{gameName}, §3.7; decisions 019, 020):
 * a new player deposits through the sandbox checkout, opens a Wager Studio game, clicks "Play for real";
 * the frame runs the studio client in real mode with the balance the site's header shows; after one round
 * the header shows the studio's new balance without a reload (the balance stream, decision 008).
 */
const baseUrl = inject('baseUrl');
const SHOTS = resolve(import.meta.dirname, '../../docs/screenshots/casino');
mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(closePlayerContexts);
afterAll(async () => {
  await browser?.close();
});

function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;
}

/** A one-step Wager Studio game (dice first: a round never returns exactly the stake) that takes EUR. */
async function studioGame(page: Page): Promise<CasinoGameDetail> {
  const list = await api<CasinoGamesPage>(page, '/bff-api/casino/games?provider=wager-studio&limit=96&lang=en');
  const found: CasinoGameDetail[] = [];
  for (const game of list.games) {
    const detail = await api<CasinoGameDetail>(page, `/bff-api/casino/games/${game.id}?lang=en`);
    const eur = detail.currencies === null || detail.currencies.includes('EUR');
    if (detail.launchable && eur && (detail.engine === 'dice' || detail.engine === 'slots')) found.push(detail);
    if (detail.engine === 'dice' && found.includes(detail)) break;
  }
  const game = found.find((item) => item.engine === 'dice') ?? found[0];
  if (!game) throw new Error('no Wager Studio dice or slots game takes EUR');
  return game;
}

/** "€ 1,234.50" or "1,234.50 EUR" → 123450 (minor units, as text digits: no floats near money). */
const minorOf = (text: string | null): number => {
  const match = /(\d[\d,]*)\.(\d\d)/.exec(text ?? '');
  return match ? Number(`${match[1]!.replace(/,/g, '')}${match[2]}`) : NaN;
};

const headerAmount = (page: Page) => page.getByRole('banner').getByTestId('header-balance-amount');

/** Clicks "Play for real" and waits for the studio client in the frame, hydrated, in real mode. */
async function playForReal(page: Page, game: CasinoGameDetail): Promise<Frame> {
  await page.getByRole('button', { name: 'Play for real', exact: true }).click();
  const frame = page.locator(`iframe[title="${game.name}"]`);
  await frame.waitFor();
  const inner = (await (await frame.elementHandle())!.contentFrame())!;
  await inner.waitForFunction(() => {
    const button = document.querySelector('[data-testid="studio-play"]');
    return button !== null && !(button as HTMLButtonElement).disabled && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
  return inner;
}

describe('a real-money casino round in the browser (S0 §2.2, §3.7; decisions 019, 020)', () => {
  it('S0 §3.7, decisions 019/020: deposit, "Play for real" opens the studio in real mode with the header\'s balance; a round moves the header to the studio\'s new balance without a reload', async () => {
    const context = await newPlayerContext(browser, { viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await openPage(page, `${baseUrl}/en/casino`);
    await registerOneClick(page);
    await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('header-balance').waitFor();
    await showHeaderBalance(page);
    await openPage(page, `${baseUrl}/en/office/recharge`);
    await depositThroughSandbox(page, '50', 'Pay (success)');
    const game = await studioGame(page);
    await openPage(page, `${baseUrl}/en${game.route}`);
    await expect.poll(async () => minorOf(await headerAmount(page).textContent({ timeout: 1000 }).catch(() => null))).toBe(5000);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const studio = await playForReal(page, game);
    expect(await studio.getByTestId('studio-game').getAttribute('data-engine')).toBe(game.engine);
    expect(await studio.getByText('Real money', { exact: true }).count()).toBe(1);
    // The frame's balance is the wallet's (decision 019: the operator's wallet is the only balance).
    const before = minorOf(await studio.getByTestId('studio-balance').textContent());
    expect(before).toBe(5000);
    expect(minorOf(await headerAmount(page).textContent())).toBe(before);

    await studio.getByTestId('studio-play').click();
    await studio.getByTestId('studio-result').waitFor();
    await expect.poll(async () => minorOf(await studio.getByTestId('studio-balance').textContent())).not.toBe(before);
    const after = minorOf(await studio.getByTestId('studio-balance').textContent());
    // The header follows through the balance stream alone: no navigation of the site's page.
    await expect.poll(async () => minorOf(await headerAmount(page).textContent()), { timeout: 15_000 }).toBe(after);
    expect(navigations).toEqual([]);
    // The picture shows the settled result, not a frame of its animation.
    await studio.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: resolve(SHOTS, 'game-real-light.png') });

    // Dark: the site's theme cookie (decision 002), which the studio client in the frame follows too.
    await context.addCookies([{ name: 'theme', value: '1', url: baseUrl }]);
    await openPage(page, `${baseUrl}/en${game.route}`);
    const dark = await playForReal(page, game);
    expect(await dark.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.screenshot({ path: resolve(SHOTS, 'game-real-dark.png') });
    expect(problems).toEqual([]);
  });

  it('S0 §3.7: a guest who clicks "Play for real" is asked to sign in, and no game starts', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await openPage(page, `${baseUrl}/en/casino`);
    const game = await studioGame(page);
    await openPage(page, `${baseUrl}/en${game.route}`);
    await page.getByRole('button', { name: 'Play for real', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    expect(await page.locator(`iframe[title="${game.name}"]`).count()).toBe(0);
  });
});
