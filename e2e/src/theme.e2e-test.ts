import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { becomesVisible, DESKTOP_1366, DESKTOP_1920, newContext, screenshotPath, waitForHydration } from './support.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The `data-theme` attribute of <html> exactly as the server sent it, before any script ran. */
function serverTheme(html: string): string | undefined {
  return /<html[^>]*\sdata-theme="([^"]+)"/.exec(html)?.[1];
}

describe('theme (S0 §3.3)', () => {
  it('S0 §3.3: the theme toggle switches to dark, and the server renders the next page dark (no flash)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    // S0 §9: the default theme is light.
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await becomesVisible(page.getByRole('button', { name: 'Switch to light theme' }))).toBe(true);
    const themeCookie = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'theme');
    expect(themeCookie?.value).toBe('1');

    // The raw HTML of the next request (same cookies) is already dark: no light frame before hydration.
    const raw = await context.request.get(`${baseUrl}/en`);
    expect(raw.status()).toBe(200);
    expect(serverTheme(await raw.text())).toBe('dark');

    // After a reload, the first paint is dark even with scripts switched off entirely.
    const noScript = await browser.newContext({ locale: 'en-GB', viewport: DESKTOP_1366, javaScriptEnabled: false });
    await noScript.addCookies(await context.cookies(baseUrl));
    const staticPage = await noScript.newPage();
    await staticPage.goto(`${baseUrl}/en`);
    expect(await staticPage.locator('html').getAttribute('data-theme')).toBe('dark');
    // Deep navy surface (UI.md), not the light grey: blue dominates and the page is dark.
    const [red, green, blue] = (await staticPage.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
      .match(/\d+/g)!
      .map(Number);
    expect(red! + green! + blue!).toBeLessThan(120);
    expect(blue).toBeGreaterThan(red!);
    await noScript.close();

    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(serverTheme(await (await context.request.get(`${baseUrl}/en`)).text())).toBe('light');
    await context.close();
  });

  it('S0 §3.3, §9: home in the light and dark themes at 1366 and 1920 pixels wide', async () => {
    for (const viewport of [DESKTOP_1366, DESKTOP_1920]) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await newContext(browser, { viewport });
        await context.addCookies([{ name: 'theme', value: theme === 'dark' ? '1' : '0', url: baseUrl }]);
        const page = await context.newPage();
        await page.goto(`${baseUrl}/en`);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
        await waitForHydration(page);
        await page.screenshot({ path: screenshotPath(`theme-home-${theme}-${viewport.width}`) });
        await context.close();
      }
    }
  });
});
