import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { collectProblems, newContext, screenshotPath, waitForHydration } from './support.ts';

// Wager Studio (docs/decisions/020-wager-studio.md): the game client in its bare frame page, and the verify page.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SEED = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';

describe('Wager Studio (decision 020)', () => {
  it('decision 020: a demo dice round shows its result and advances the nonce; rotating reveals the server seed whose SHA-256 was shown', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseUrl}/en/studio/play?mode=demo&game=dice&lobby=%2Fen%2Fcasino`);
    // The bare layout: no site header or footer around the game.
    expect(await page.locator('header[role="banner"], footer').count()).toBe(0);
    const play = page.getByTestId('studio-play');
    await play.waitFor();
    await waitForHydration(page, '[data-testid="studio-play"]');
    expect(await page.getByTestId('studio-nonce').textContent()).toBe('0');
    // Decision 020: the demo's profile (default) allows turbo, so the switch is offered; on, it shortens the animation.
    const turbo = page.getByRole('switch', { name: 'Turbo' });
    expect(await turbo.getAttribute('aria-checked')).toBe('false');
    await turbo.click();
    await page.getByRole('switch', { name: 'Turbo', checked: true }).waitFor();
    expect(await page.getByTestId('studio-game').evaluate((element) => getComputedStyle(element).getPropertyValue('--studio-in'))).toBe('60ms');
    const hash = (await page.getByTestId('studio-hash').textContent())!;
    await play.click();
    await page.getByTestId('studio-result').waitFor();
    await page.getByTestId('dice-roll').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="studio-nonce"]')?.textContent === '1');
    expect(await page.getByTestId('studio-result').textContent()).toMatch(/Won .* \(×1\.98\)|No win: the 1\.00 stake is lost/);
    await page.getByTestId('studio-rotate').click();
    const revealed = page.getByTestId('studio-revealed');
    await revealed.waitFor();
    const seed = (await revealed.locator('code').textContent())!;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
    await page.waitForFunction(() => document.querySelector('[data-testid="studio-nonce"]')?.textContent === '0');
    expect(await page.getByTestId('studio-hash').textContent()).not.toBe(hash);
    // The history links the round to the verify page now that its seed is public.
    await page.getByTestId('studio-history').getByRole('link', { name: 'Verify' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('studio-dice') });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('decision 020 / 017: the verify page recomputes the pinned dice vector in the browser: roll 74.22 and the hash check', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseUrl}/en/provably-fair`);
    await waitForHydration(page, '[data-testid="verify-submit"]');
    await page.getByLabel('Server seed').fill(SEED);
    await page.getByLabel('Client seed').fill('player-seed');
    await page.getByLabel('Nonce').fill('0');
    await page.getByLabel('Hash you were shown (optional)').fill(createHash('sha256').update(SEED).digest('hex'));
    await page.getByTestId('verify-submit').click();
    expect(await page.getByTestId('verify-roll').textContent()).toBe('Roll: 74.22');
    expect(await page.getByTestId('verify-hash-check').textContent()).toBe('✓ The hash matches');
    await page.getByLabel('Nonce').fill('2');
    await page.getByTestId('verify-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="verify-roll"]')?.textContent === 'Roll: 71.43');
    expect(problems).toEqual([]);
    await context.close();
  });
});
