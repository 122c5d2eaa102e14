import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { becomesVisible, newContext, pathOf, waitForHydration } from './support.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function lngCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies(baseUrl);
  return cookies.find((cookie) => cookie.name === 'lng')?.value;
}

describe('language prefix (S0 §2.1)', () => {
  it('S0 §2.1: a Russian browser opening / is redirected to /ru with Russian texts, <html lang="ru"> and the lng cookie', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    // The document request was redirected by the server (302), not rewritten in the browser.
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseUrl}/`);
    expect(pathOf(page)).toBe('/ru');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await becomesVisible(page.getByRole('heading', { name: 'Топ-события' }))).toBe(true);
    expect(await becomesVisible(page.getByRole('navigation', { name: 'Основная навигация' }))).toBe(true);
    expect(await lngCookie(context)).toBe('ru');
    await context.close();
  });

  it('S0 §2.1: an English browser opening / is redirected to /en with English texts and the lng cookie', async () => {
    const context = await newContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    expect(pathOf(page)).toBe('/en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await becomesVisible(page.getByRole('heading', { name: 'Top events' }))).toBe(true);
    expect(await lngCookie(context)).toBe('en');
    await context.close();
  });

  it('S0 §2.1: a path without a prefix is redirected to the prefixed path, keeping the path and the query', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/casino?x=1`);
    expect(pathOf(page)).toBe('/en/casino?x=1');
    expect(await becomesVisible(page.getByRole('heading', { name: 'Casino', level: 1 }))).toBe(true);
    expect(await lngCookie(context)).toBe('en');
    await context.close();
  });

  it('S0 §2.1: an unavailable two-letter prefix (/de/casino) is replaced by an available language', async () => {
    const english = await newContext(browser, { locale: 'de-DE' });
    const page = await english.newPage();
    await page.goto(`${baseUrl}/de/casino?tab=new`);
    // German is not offered: the browser's languages give nothing, so the site default (Russian, S0 §9) wins.
    expect(pathOf(page)).toBe('/ru/casino?tab=new');
    expect(await becomesVisible(page.getByRole('heading', { name: 'Казино', level: 1 }))).toBe(true);
    expect(await lngCookie(english)).toBe('ru');
    await english.close();

    const withCookie = await newContext(browser, { locale: 'de-DE' });
    await withCookie.addCookies([{ name: 'lng', value: 'en', url: baseUrl }]);
    const second = await withCookie.newPage();
    await second.goto(`${baseUrl}/de/casino`);
    // The lng cookie comes before the browser's languages (S0 §2.1).
    expect(pathOf(second)).toBe('/en/casino');
    await withCookie.close();
  });

  it('S0 §2.1: the url prefix wins over the cookie, and the cookie then follows the page language', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await context.addCookies([{ name: 'lng', value: 'en', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/ru/casino`, { waitUntil: 'networkidle' });
    expect(pathOf(page)).toBe('/ru/casino');
    expect(await becomesVisible(page.getByRole('heading', { name: 'Казино', level: 1 }))).toBe(true);
    expect(await lngCookie(context)).toBe('ru');
    // The remembered language now decides for a path without a prefix.
    await page.goto(`${baseUrl}/live`);
    expect(pathOf(page)).toBe('/ru/live');
    await context.close();
  });
});

describe('language switcher and Russian-text languages (S0 §1, §2.1)', () => {
  it('S0 §2.1, §1: the Language menu lists the languages and choosing Русский opens the same page under /ru in Russian', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/casino?x=1`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Language' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const items = menu.getByRole('menuitem');
    expect(await items.allInnerTexts()).toHaveLength(5);
    for (const name of ['English', 'Русский', 'Українська', 'Қазақша', 'Azərbaycan']) {
      expect(await becomesVisible(menu.getByRole('menuitem', { name: new RegExp(name) }))).toBe(true);
    }
    // The current language is marked.
    expect(await menu.getByRole('menuitem', { name: /English/ }).getAttribute('aria-current')).toBe('true');
    await Promise.all([
      page.waitForURL(`${baseUrl}/ru/casino?x=1`, { waitUntil: 'networkidle' }),
      menu.getByRole('menuitem', { name: /Русский/ }).click(),
    ]);
    expect(await becomesVisible(page.getByRole('heading', { name: 'Казино', level: 1 }))).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await becomesVisible(page.getByRole('button', { name: 'Язык' }))).toBe(true);
    expect(await lngCookie(context)).toBe('ru');
    await context.close();
  });

  it('S0 §1: Kazakh, Ukrainian and Azerbaijani pages show the Russian texts under their own prefix', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    const page = await context.newPage();
    for (const lang of ['kk', 'uk', 'az']) {
      // Settled: nothing from the previous page may still be in flight when the cookie is read.
      await page.goto(`${baseUrl}/${lang}`, { waitUntil: 'networkidle' });
      expect(pathOf(page)).toBe(`/${lang}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await becomesVisible(page.getByRole('heading', { name: 'Топ-события' }))).toBe(true);
      expect(await becomesVisible(page.getByRole('link', { name: 'Казино', exact: true }).first())).toBe(true);
      expect(await lngCookie(context)).toBe(lang);
    }
    await context.close();
  });
});
