import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp, readEnv } from '@wager/server';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, newOneClickPlayer } from './auth-helpers.ts';
import { waitForHydration } from './support.ts';

/**
 * UKGC RTS 12 (the uk profile's `limitPromptAtRegistration`; S1 §2 deposit-limit pop-up): right
 * after registration the new player is offered the deposit limits, once; the default profile does
 * not ask. Two servers of their own: LIMITS_PROFILE=uk and the default.
 * Screenshots go to docs/screenshots/responsible/.
 */
const SHOTS = resolve(import.meta.dirname, '../../docs/screenshots/responsible');
mkdirSync(SHOTS, { recursive: true });
const PROMPT_KEY = 'wager.responsible.limitPrompt';

let browser: Browser;
const servers: { app: FastifyInstance; database: DatabaseHandle; url: string }[] = [];

async function startServer(limitsProfile: 'uk' | 'default') {
  const database = await createTestDatabase();
  const app = await buildApp({ env: { ...readEnv(), limitsProfile, logLevel: 'silent', trustProxy: '127.0.0.1' }, database, ssr: 'production', seed: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push({ app, database, url });
  return url;
}

let ukUrl: string;
let defaultUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ukUrl = await startServer('uk');
  defaultUrl = await startServer('default');
});
afterEach(async () => {
  await closePlayerContexts();
});
afterAll(async () => {
  await browser?.close();
  for (const server of servers) {
    await server.app.close();
    await server.database.close();
  }
});

async function registerAt(baseUrl: string): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await newOneClickPlayer(browser, baseUrl);
  return { page, problems };
}

describe('the deposit-limit offer at registration (UKGC RTS 12; S1 §2)', () => {
  it('UKGC RTS 12: with the uk profile a new player is offered deposit limits; 20 EUR for 24 hours is saved and shown on the responsible page', async () => {
    const { page, problems } = await registerAt(ukUrl);
    const prompt = page.getByRole('dialog', { name: 'Set a deposit limit?' });
    await prompt.waitFor();
    await expect.poll(() => prompt.getByRole('combobox', { name: '24 hours' }).locator('option').count()).toBeGreaterThan(2);
    await page.screenshot({ path: resolve(SHOTS, 'registration-prompt-light-en.png') });
    await prompt.getByRole('combobox', { name: '24 hours' }).selectOption({ label: '20.00 EUR' });
    await prompt.getByRole('button', { name: 'Set limits' }).click();
    await prompt.waitFor({ state: 'detached' });

    await page.goto(`${ukUrl}/en/office/responsible`);
    await waitForHydration(page, 'header nav a');
    await expect.poll(() => page.getByTestId('limit-value-20').textContent()).toBe('20.00 EUR');
    // Once per player: the page load did not bring it back.
    expect(await page.getByRole('dialog', { name: 'Set a deposit limit?' }).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), PROMPT_KEY)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('UKGC RTS 12: the offer waits for an answer (here in Russian, dark) and "Not now" ends it for good', async () => {
    const { page } = await registerAt(ukUrl);
    await page.getByRole('dialog', { name: 'Set a deposit limit?' }).waitFor();
    // Unanswered, it comes back on the next page: here the Russian one.
    await page.goto(`${ukUrl}/ru`);
    await waitForHydration(page, 'header nav a');
    const prompt = page.getByRole('dialog', { name: 'Установить лимит депозита?' });
    await prompt.waitFor();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(() => prompt.getByRole('combobox', { name: '24 часа' }).locator('option').count()).toBeGreaterThan(2);
    await page.screenshot({ path: resolve(SHOTS, 'registration-prompt-dark-ru.png') });
    await prompt.getByRole('button', { name: 'Не сейчас' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page, 'header nav a');
    await page.getByTestId('account-id').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), PROMPT_KEY)).toBeNull();
    expect(await page.getByRole('dialog', { name: 'Установить лимит депозита?' }).count()).toBe(0);
  });

  it('S1 §2: with the default profile a new player is not offered the limits', async () => {
    const { page } = await registerAt(defaultUrl);
    // The pop-ups read the profile and drop the registration mark without asking.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PROMPT_KEY)).toBeNull();
    expect(await page.getByRole('dialog', { name: 'Set a deposit limit?' }).count()).toBe(0);
  });
});
