import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@wager/db';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, newPlayerContext, openPage } from './auth-helpers.ts';
import { pathOf, screenshotPath } from './support.ts';
import { startOwnSite } from './own-site.ts';

/**
 * Redirect rules, block rules and maintenance on client navigation (S0 §4.5, §4.8, §7,
 * §8; S1 §3, §4). This file runs its own server so it can change the operator's rules.
 */
let browser: Browser;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;

const MAINTENANCE_OFF = { isActive: false, web_state: 0, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null };

beforeAll(async () => {
  browser = await launchBrowser();
  ({ app, database, baseUrl } = await startOwnSite());
});
afterEach(async () => {
  await closePlayerContexts();
  for (const rule of await app.operator.redirects.listRules()) await app.operator.redirects.removeRule(rule.id);
  for (const rule of await app.operator.blocks.listRules()) await app.operator.blocks.removeRule(rule.id);
  await app.operator.config.setValue('site', 'maintenance', MAINTENANCE_OFF);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
});

const navLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

describe('block pages on the server render (S0 §4.5)', () => {
  // Each reason sends the visitor to its page, and each page says why, in English and Russian.
  const REASONS: { reasonCode: number; path: string; en: string; ru: string }[] = [
    { reasonCode: 1, path: 'block', en: 'Access to the site is restricted', ru: 'Доступ к сайту ограничен' },
    { reasonCode: 13, path: 'block-ua', en: 'This browser is not supported', ru: 'Этот браузер не поддерживается' },
    { reasonCode: 17, path: 'block-ie', en: 'Internet Explorer is not supported', ru: 'Internet Explorer не поддерживается' },
    { reasonCode: 8, path: 'coming-soon', en: 'Coming soon', ru: 'Скоро открытие' },
    { reasonCode: 16, path: 'suspension', en: 'The site is temporarily suspended', ru: 'Работа сайта временно приостановлена' },
  ];
  for (const reason of REASONS) {
    it(`S0 §4.5: reason ${reason.reasonCode} → /${reason.path}, which explains itself`, async () => {
      await app.operator.blocks.addRule({ reasonCode: reason.reasonCode, kind: 'all' });
      const sent = await fetch(`${baseUrl}/en/casino`, { redirect: 'manual' });
      expect(sent.status).toBe(302);
      expect(sent.headers.get('location')).toBe(`/en/${reason.path}`);
      for (const [lang, title] of [['en', reason.en], ['ru', reason.ru]] as const) {
        const page = await fetch(`${baseUrl}/${lang}/${reason.path}`, { redirect: 'manual' });
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain(title);
        expect(html).not.toContain('<main id="main"');
      }
    });
  }

  it('S0 §4.5: site-updates (reason 4) keeps the original path and offers to try it again', async () => {
    await app.operator.blocks.addRule({ reasonCode: 4, kind: 'all' });
    const sent = await fetch(`${baseUrl}/en/casino?x=1`, { redirect: 'manual' });
    expect(sent.status).toBe(302);
    const location = sent.headers.get('location') ?? '';
    expect(location).toBe(`/en/site-updates?returnUrl=${encodeURIComponent('/en/casino?x=1')}`);
    const html = await (await fetch(`${baseUrl}${location}`, { redirect: 'manual' })).text();
    expect(html).toContain('We are updating the site');
    expect(html).toContain(`href="/en/casino?x=1"`);
    expect(html).toContain('Try again');
  });
});

describe('site access on client navigation (S0 §4.5, §7)', () => {
  it("S0 §7: a client navigation consults the redirect service and follows an operator's rule", async () => {
    await app.operator.redirects.addRule({ matchKind: 'exact', from: '/promotions', to: '/casino', code: 302 });
    const page = await (await newPlayerContext(browser)).newPage();
    await openPage(page, `${baseUrl}/en`);
    await navLink(page, 'Promotions').click();
    await page.waitForURL(`${baseUrl}/en/casino`);
    expect(pathOf(page)).toBe('/en/casino');
  });

  it('S0 §4.5: a block rule made while the visitor browses sends the next navigation to its page', async () => {
    const page = await (await newPlayerContext(browser)).newPage();
    await openPage(page, `${baseUrl}/en`);
    await app.operator.blocks.addRule({ reasonCode: 16, kind: 'all' });
    await navLink(page, 'Casino').click();
    await page.waitForURL(`${baseUrl}/en/suspension`);
    expect(pathOf(page)).toBe('/en/suspension');
  });

  it('S0 §4.5, S1 §4: when the block check fails every try, maintenance is set and the maintenance page shows; it goes home once over', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    await openPage(page, `${baseUrl}/en`);
    let failing = true;
    await page.route('**/blocks-api/api/v2/block', (route) => (failing ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    await navLink(page, 'Casino').click();
    await page.waitForURL(`${baseUrl}/en/maintenance`);
    await page.getByRole('heading', { name: 'Maintenance underway!' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'maintenance')?.value).toBe('1');
    await page.screenshot({ path: screenshotPath('maintenance-after-failed-block-check') });

    // Over: the cookie has run out (a minute) and the config is off; the page notices within 30 s.
    failing = false;
    await context.clearCookies({ name: 'maintenance' });
    await page.clock.runFor(31_000);
    await page.waitForURL(`${baseUrl}/en`);
  });

  it('S0 §4.5: a blocked visitor sees the block page (light and dark); unblocked, the page sends them home', async () => {
    await app.operator.blocks.addRule({ reasonCode: 1, kind: 'all' });
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    for (const theme of ['light', 'dark'] as const) {
      await context.addCookies([{ name: 'theme', value: theme === 'dark' ? '1' : '0', url: baseUrl }]);
      await page.goto(`${baseUrl}/en/casino`);
      expect(pathOf(page)).toBe('/en/block');
      await page.getByRole('heading', { name: 'Access to the site is restricted' }).waitFor();
      await page.screenshot({ path: screenshotPath(`block-${theme}`), fullPage: true });
    }
    for (const rule of await app.operator.blocks.listRules()) await app.operator.blocks.removeRule(rule.id);
    await page.goto(`${baseUrl}/en/block`);
    expect(pathOf(page)).toBe('/en');
  });

  it('S0 §4.5: maintenance turned on by the operator sends the next document load to the maintenance page', async () => {
    await app.operator.config.setValue('site', 'maintenance', { ...MAINTENANCE_OFF, isActive: true });
    const page = await (await newPlayerContext(browser)).newPage();
    await page.goto(`${baseUrl}/ru/live`);
    expect(pathOf(page)).toBe('/ru/maintenance');
    await page.getByRole('heading', { name: 'Идут технические работы!' }).waitFor();
  });
});
