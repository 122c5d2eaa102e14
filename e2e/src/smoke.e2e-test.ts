import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page in Chromium', () => {
  it('S0 §2.1, §2.2: the empty path lands on the language-prefixed home page with its sections', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.getByRole('heading', { name: 'Top events' }).isVisible()).resolves.toBe(true);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.screenshot({ path: 'e2e/screenshots/home-en.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
