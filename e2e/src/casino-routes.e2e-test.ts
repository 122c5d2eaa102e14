import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, newPlayerContext } from './auth-helpers.ts';
import { collectProblems, pathOf, waitForHydration } from './support.ts';

/**
 * The casino's further routes in Chromium (S0 §2.2): games/{gameRoute} and its fallback to the
 * games index, games-landing/{landingRoute}, {section}/thankyou, lotto (index, view, results),
 * bonus/casino with its promotions, a promotion and a landing-*, and the tournaments with a
 * leaderboard. Screenshots (light and dark) go to docs/screenshots/casino/.
 */

const baseUrl = inject('baseUrl');
const SHOTS = resolve(import.meta.dirname, '../../docs/screenshots/casino');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(closePlayerContexts);
afterAll(async () => {
  await browser?.close();
});

async function pageWith(theme: 'light' | 'dark' = 'light', signedIn = false): Promise<Page> {
  const context = await newPlayerContext(browser, { viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ name: 'theme', value: theme === 'dark' ? '1' : '0', url: baseUrl }]);
  if (signedIn) {
    const registered = await context.request.post(`${baseUrl}/web-api/auth/register`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { type: 'fast_reg', countryCode: 'RU', currencyCode: 'RUB', bonusChoice: 1, acceptTerms: true, confirmAge: true },
    });
    expect(registered.status()).toBe(201);
  }
  return context.newPage();
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page, 'header nav a');
}

const shot = (page: Page, name: string) => page.screenshot({ path: resolve(SHOTS, `${name}.png`), fullPage: true });

describe('casino routes (S0 §2.2)', () => {
  it('S0 §2.2 games/{gameRoute}: a slug opens its game page; a missing game route falls back to the games index', async () => {
    const page = await pageWith();
    const problems = collectProblems(page);
    await visit(page, '/en/games/gates-of-fortune');
    await page.getByRole('heading', { level: 1, name: 'Gates of Fortune' }).waitFor();
    await page.getByTestId('game-stage').waitFor();
    await visit(page, '/en/games/no-such-game');
    expect(pathOf(page)).toBe('/en/games');
    await page.getByTestId('casino-tile').first().waitFor();
    expect(problems).toEqual([]);
  });

  it('S0 §2.2 games-landing/{landingRoute}: a category landing has its hero and grid; an unknown one is a 404', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await pageWith(theme);
      await visit(page, '/en/games-landing/crash-games');
      await page.getByTestId('games-landing-hero').getByRole('heading', { name: 'Crash games' }).waitFor();
      await page.getByTestId('casino-tile').first().waitFor();
      await shot(page, `landing-${theme}-en`);
    }
    const page = await pageWith();
    const answer = await page.goto(`${baseUrl}/en/games-landing/no-such-landing`);
    expect(answer?.status()).toBe(404);
  });

  it('S0 §2.2 {section}/thankyou: a deposit thank-you page with next steps, in English and Russian', async () => {
    for (const [theme, lang, title, step] of [['light', 'en', 'Thank you — your deposit is on its way', 'Payment history'], ['dark', 'ru', 'Спасибо — депозит уже в пути', 'История платежей']] as const) {
      const page = await pageWith(theme);
      await visit(page, `/${lang}/recharge/thankyou`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByTestId('thank-you').getByRole('link', { name: step }).waitFor();
      await shot(page, `thankyou-${theme}-${lang}`);
    }
  });

  it('S0 §2.2 lotto: the lottery games, one of them by its view path, and the results (sign-in for a guest)', async () => {
    const page = await pageWith('light', true);
    await visit(page, '/en/lotto');
    await page.getByRole('heading', { level: 1, name: 'Lotto' }).waitFor();
    const first = page.getByTestId('casino-tile').first();
    await first.waitFor();
    expect(await first.getAttribute('data-filter')).toBe('lotteries');
    await visit(page, '/en/lotto/view/keno-classic');
    await page.getByRole('heading', { level: 1, name: 'Keno Classic' }).waitFor();
    await visit(page, '/en/lotto/results');
    await page.getByTestId('lotto-results-empty').waitFor();
  });

  it('S0 §2.2 bonus/casino: the casino promotions above the lobby, a promotion, a landing-*, an unknown id 404', async () => {
    const page = await pageWith();
    await visit(page, '/en/bonus/casino');
    const cards = page.getByTestId('casino-promotion-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    await cards.first().click();
    await page.waitForURL(/\/en\/bonus\/casino\/promotions\/weekly-reload$/);
    await page.getByRole('heading', { level: 1, name: 'Weekly casino reload' }).waitFor();
    await page.getByRole('heading', { name: 'Terms' }).waitFor();
    await visit(page, '/ru/bonus/casino/landing-welcome');
    await page.getByRole('heading', { level: 1, name: 'Добро пожаловать в казино Wager' }).waitFor();
    expect((await page.goto(`${baseUrl}/en/bonus/casino/no-such-promotion`))?.status()).toBe(404);
  });

  it('S0 §2.2 bonus/casino/tournaments: running, upcoming and finished, and a tournament with its prize table and leaderboard', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await pageWith(theme, theme === 'dark');
      await visit(page, '/en/bonus/casino/tournaments');
      await page.getByRole('heading', { name: 'Running now' }).waitFor();
      expect(await page.locator('[data-testid="tournament-card"][data-status="running"]').count()).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'Coming up' }).waitFor();
      await page.getByRole('heading', { name: 'Finished' }).waitFor();
      await shot(page, `tournaments-${theme}-en`);
      await page.getByRole('link', { name: 'Crash Sprint' }).click();
      await page.getByRole('heading', { level: 1, name: 'Crash Sprint' }).waitFor();
      await page.getByTestId('prize-table').getByText('Place 1').waitFor();
      await page.getByTestId('leaderboard').waitFor();
      await page.getByTestId('my-place').getByText(theme === 'dark' ? 'You are not on the board yet' : 'Sign in to see your own place', { exact: false }).waitFor();
      await shot(page, `tournament-${theme}-en`);
    }
    const page = await pageWith();
    expect((await page.goto(`${baseUrl}/en/bonus/casino/tournaments/no-such-cup`))?.status()).toBe(404);
  });
});
