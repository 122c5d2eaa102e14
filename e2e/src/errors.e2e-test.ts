import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { becomesVisible, newContext, screenshotPath, waitForHydration } from './support.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The default layout's frame: header navigation and footer (S0 §1). */
async function expectDefaultLayout(page: Page, navigationName: string): Promise<void> {
  expect(await becomesVisible(page.getByRole('navigation', { name: navigationName }))).toBe(true);
  expect(await becomesVisible(page.getByRole('contentinfo'))).toBe(true);
}

describe('404 page (S0 §2.3, §5, §8)', () => {
  it('S0 §5, §8: an unknown path answers HTTP 404 with "This page could not be found" inside the default layout', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await becomesVisible(page.getByRole('heading', { name: 'This page could not be found', level: 1 }))).toBe(true);
    await expectDefaultLayout(page, 'Main navigation');
    expect(await becomesVisible(page.getByRole('link', { name: 'Go to the home page' }))).toBe(true);
    await page.screenshot({ path: screenshotPath('errors-404-en') });

    // Deeper unknown paths and an invalid cyber type (S0 §5: real, virtual or stream) are 404 too.
    for (const path of ['/en/no/such/page', '/en/cyber/holo']) {
      const deeper = await page.goto(`${baseUrl}${path}`);
      expect(deeper?.status(), path).toBe(404);
      expect(await becomesVisible(page.getByRole('heading', { name: 'This page could not be found' }))).toBe(true);
    }
    await context.close();
  });

  it('S0 §1, §8: the 404 page speaks Russian under /ru', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/ru/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await becomesVisible(page.getByRole('heading', { name: 'Страница не найдена', level: 1 }))).toBe(true);
    await expectDefaultLayout(page, 'Основная навигация');
    expect(await becomesVisible(page.getByRole('link', { name: 'На главную' }))).toBe(true);
    await context.close();
  });
});

const HEADER_CHUNK = /\/assets\/header-[A-Za-z0-9_-]{8}\.js(\?.*)?$/;

/** Polls a condition on the test's side (route and request handlers update plain variables). */
async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('header that fails to load (S0 §1, §4.2, §4.8, §8)', () => {
  it('S0 §1, §4.2, §8: after the header chunk fails and its 5 retries fail, an alert with a Refresh button replaces it and the rest of the page works', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Fake time: the retries wait 1 + 2 + 4 + 8 + 16 s; the clock runs them in a few seconds.
    await page.clock.install();

    // Header chunk requests per document: a reload starts a new count.
    let attempts: number[] = [];
    let documents = 0;
    page.on('request', (request) => {
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
      documents += 1;
      attempts = [];
    });
    await page.route(HEADER_CHUNK, async (route) => {
      attempts.push(await page.evaluate(() => Date.now()).catch(() => Number.NaN));
      await route.abort('failed');
    });

    await page.goto(`${baseUrl}/en`);
    const alert = page.getByRole('alert');
    // The header's wrapper shows its lifecycle state (S0 §4.2); it turns to error (-1) in the same
    // task that starts the retry timer, so once it shows, the fake clock can run that timer out.
    const headerFailed = page.locator('[data-remote-view="header"][data-remote-state="-1"]');
    // Fast-forward exactly the policy's waits, each once its retry is pending: 1, 2, 4, 8, 16 s.
    // Jumping no further keeps the fake clock inside the 60 s chunk-reload guard (S0 §4.8, §9).
    const waits = [1_000, 2_000, 4_000, 8_000, 16_000];
    for (const [retry, waitMs] of waits.entries()) {
      await until(() => documents === 2 && attempts.length >= retry + 1, `attempt ${retry + 1} on the reloaded page`);
      await headerFailed.waitFor({ state: 'attached' });
      await page.clock.fastForward(waitMs);
    }
    await until(() => attempts.length >= waits.length + 1, `attempt ${waits.length + 1} on the reloaded page`);
    expect(await becomesVisible(alert, 10_000)).toBe(true);
    expect(await alert.innerText()).toContain('This part of the page could not be loaded.');
    expect(await alert.innerText()).toContain('Please refresh the page.');
    expect(await becomesVisible(alert.getByRole('button', { name: 'Refresh' }))).toBe(true);

    // S0 §4.8: the first chunk failure reloads the page once; the reloaded page then makes the
    // first request and 5 retries, each retry waiting at least twice as long as the one before.
    expect(documents).toBe(2);
    expect(attempts).toHaveLength(6);
    const gaps = attempts.slice(1).map((at, index) => at - attempts[index]!);
    gaps.forEach((gap, index) => expect(gap, `wait before retry ${index + 1}`).toBeGreaterThanOrEqual(waits[index]!));
    // After giving up it stays given up: no seventh request.
    await page.clock.fastForward(20_000);
    await page.waitForTimeout(300);
    expect(attempts).toHaveLength(6);

    // The header is gone, everything else stands: the page content, its links and the footer.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await becomesVisible(page.getByRole('heading', { name: 'Top events' }))).toBe(true);
    expect(await becomesVisible(page.getByRole('link', { name: 'Open the sportsbook' }))).toBe(true);
    expect(await becomesVisible(page.getByRole('contentinfo'))).toBe(true);
    expect(await becomesVisible(page.getByRole('navigation', { name: 'Information' }))).toBe(true);
    await page.screenshot({ path: screenshotPath('errors-header-failed') });

    // The button reloads the page.
    await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest() && request.url() === `${baseUrl}/en`),
      alert.getByRole('button', { name: 'Refresh' }).click(),
    ]);
    expect(documents).toBe(3);
    await context.close();
  });

  it('S0 §4.2, §4.8: when the header chunk comes back during the retries, the header loads and works', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let failuresLeft = 2;
    await page.route(HEADER_CHUNK, async (route) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await page.goto(`${baseUrl}/en`);
    // First failure: one reload (S0 §4.8). Second failure: the retry 1 s later succeeds (S0 §4.2).
    await waitForHydration(page);
    expect(failuresLeft).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await becomesVisible(page.getByRole('navigation', { name: 'Main navigation' }))).toBe(true);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await context.close();
  });
});
