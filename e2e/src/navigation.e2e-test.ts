import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { becomesVisible, collectProblems, newContext, pathOf, screenshotPath, waitForHydration } from './support.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MAIN_NAVIGATION = ['Sports', 'Live', 'Casino', 'Live casino', 'Cyber', 'Promotions'];

/** Marks the current document; a full page load loses the mark, a client-side navigation keeps it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

describe('main layout navigation (S0 §2.2)', () => {
  it('S0 §2.2, §1: the header main navigation links Sports, Live, Casino, Live casino, Cyber and Promotions in the current language', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    // Read the links once React owns the header (it may replace the server-rendered one).
    await waitForHydration(page, 'header nav a');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const links = navigation.getByRole('link');
    expect((await links.allInnerTexts()).map((text) => text.trim())).toEqual(MAIN_NAVIGATION);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(['/en/line', '/en/live', '/en/casino', '/en/live-casino', '/en/cyber', '/en/promotions']);
    await context.close();
  });

  it('S0 §2.2: clicking Casino navigates client-side to /en/casino and shows the games', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseUrl}/en`);
    await waitForHydration(page);
    await markDocument(page);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Casino', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/casino`);
    expect(await becomesVisible(page.getByRole('heading', { name: 'Casino', level: 1 }))).toBe(true);
    // S0 §2.2 casino lobby: rows of game tiles.
    expect(await becomesVisible(page.getByTestId('casino-row').getByTestId('casino-tile').first())).toBe(true);
    expect(await page.getByRole('main').getByTestId('casino-tile').count()).toBeGreaterThanOrEqual(6);
    expect(await navigation.getByRole('link', { name: 'Casino', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await isSameDocument(page)).toBe(true);

    // S0 §2.2: cyber redirects to its /real sub-path, also on a client-side navigation.
    await navigation.getByRole('link', { name: 'Cyber', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/cyber/real`);
    expect(await becomesVisible(page.getByRole('heading', { name: 'Cyber sports', level: 1 }))).toBe(true);
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('S0 §2.2: /en/casino lists the games and /en/cyber ends at /en/cyber/real', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/casino`);
    expect(await becomesVisible(page.getByRole('heading', { name: 'Casino', level: 1 }))).toBe(true);
    expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThanOrEqual(6);

    const response = await page.goto(`${baseUrl}/en/cyber`);
    expect(response?.status()).toBe(200);
    expect(pathOf(page)).toBe('/en/cyber/real');
    expect(await becomesVisible(page.getByRole('heading', { name: 'Cyber sports', level: 1 }))).toBe(true);
    // The redirect keeps the language (S0 §2.1: every redirect carries lng).
    await page.goto(`${baseUrl}/ru/cyber`);
    expect(pathOf(page)).toBe('/ru/cyber/real');
    await context.close();
  });
});

describe('a clean page load (S0 §3.3, §8)', () => {
  it('S0 §8, §3.3: the home page loads and hydrates with no console errors, page errors or hydration warnings (light, dark, Russian)', async () => {
    const cases = [
      { path: '/en', theme: '0' },
      { path: '/en', theme: '1' },
      { path: '/ru', theme: '0' },
    ];
    for (const { path, theme } of cases) {
      const context = await newContext(browser);
      await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
      const page = await context.newPage();
      const problems = collectProblems(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // Give React's recoverable-error reports and the idle route discovery time to arrive.
      await page.waitForTimeout(300);
      if (path === '/en' && theme === '0') await page.screenshot({ path: screenshotPath('navigation-home-clean') });
      expect(problems, `${path} theme ${theme}`).toEqual([]);
      await context.close();
    }
  });
});
