import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';

/** Screenshots land in e2e/screenshots/ (gitignored) whatever the working directory. */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

export function screenshotPath(name: string): string {
  return resolve(SCREENSHOT_DIR, `${name}.png`);
}

export const DESKTOP_1366 = { width: 1366, height: 900 } as const;
export const DESKTOP_1920 = { width: 1920, height: 1080 } as const;

/** A fresh context (no cookies) with an English browser and the spec's common laptop width. */
/**
 * Headless Chromium says "HeadlessChrome" in its user agent, which the site (rightly) takes for a
 * bot: no polling and no live stream (S1 §4). Tests browse as the player's Chrome would.
 */
export function playerUserAgent(browser: Browser): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
}

export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-GB', viewport: DESKTOP_1366, userAgent: playerUserAgent(browser), ...options });
}

/**
 * Everything a page reports as wrong: uncaught errors, console errors and React's hydration
 * complaints (React 19 reports mismatches as recoverable errors on the console).
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error') problems.push(`console.error: ${text}`);
    else if (/hydrat/i.test(text)) problems.push(`console.${message.type()}: ${text}`);
  });
  return problems;
}

/** Resolves true once the locator is visible, false after the timeout (no throwing inside expect). */
export async function becomesVisible(locator: Locator, timeout = 15_000): Promise<boolean> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until React has hydrated the element matching `selector` (React attaches its fiber to the
 * DOM node); clicks before that would hit server-rendered HTML with no handlers yet.
 */
export async function waitForHydration(page: Page, selector = 'header button'): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
