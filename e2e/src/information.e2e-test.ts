import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { becomesVisible, collectProblems, newContext, screenshotPath, waitForHydration } from './support.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('information pages (S0 §2.2)', () => {
  it('S0 §2.2: an information page is rendered on the server from the content, with its title and description', async () => {
    const response = await fetch(`${baseUrl}/en/information/responsiblegaming`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe('Responsible gaming · Wager');
    expect(descriptionOf(html)).toMatch(/^Betting should stay entertainment/);
    expect(html).toContain('Tools in your personal office');
    expect(html).toContain('Self-exclusion: close your account');

    const ru = await fetch(`${baseUrl}/ru/information/contacts`);
    expect(ru.status).toBe(200);
    const ruHtml = await ru.text();
    expect(titleOf(ruHtml)).toBe('Контакты · Wager');
    expect(ruHtml).toContain('support@example.com');
    expect(ruHtml).toContain('Прежде чем написать');

    // S0 §1: Kazakh reads the Russian text.
    expect(titleOf(await (await fetch(`${baseUrl}/kk/information/about`)).text())).toBe('О нас · Wager');
    expect(titleOf(await (await fetch(`${baseUrl}/en/football-champions-rules`)).text())).toBe('Football champions: rules · Wager');
  });

  it('S0 §2.2: breadcrumbs, the side menu of information pages and client navigation between them', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseUrl}/en/information/about`);
    await waitForHydration(page, 'header nav a');
    expect(await becomesVisible(page.getByRole('heading', { name: 'About us', level: 1 }))).toBe(true);
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect((await trail.getByRole('listitem').allTextContents()).map((text) => text.replace('›', '').trim())).toEqual(['Home', 'About us']);
    await page.screenshot({ path: screenshotPath('information-about-en-light'), fullPage: true });

    await markDocument(page);
    const menu = page.getByRole('main').getByRole('navigation', { name: 'Information', exact: true });
    expect(await menu.getByRole('link').count()).toBe(21);
    await menu.getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL((url) => url.pathname === '/en/information/contacts');
    expect(await becomesVisible(page.getByRole('heading', { name: 'Contacts', level: 1 }))).toBe(true);
    await page.waitForFunction(() => document.title === 'Contacts · Wager');
    expect(await page.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe('mailto:support@example.com');
    expect(await becomesVisible(menu.locator('a[aria-current="page"]', { hasText: 'Contacts' }))).toBe(true);
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('S0 §2.2: information pages in dark theme and in Russian, on a phone and a laptop (screenshots)', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    await context.addCookies([{ name: 'theme', value: '1', url: baseUrl }]);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/ru/information/payment`);
    expect(response?.status()).toBe(200);
    expect(await becomesVisible(page.getByRole('heading', { name: 'Способы оплаты', level: 1 }))).toBe(true);
    await page.screenshot({ path: screenshotPath('information-payment-ru-dark'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/ru/information/contacts`);
    await page.screenshot({ path: screenshotPath('information-contacts-ru-dark-phone'), fullPage: true });
    await context.close();
  });
});

describe('betting rules (S0 §2.2 information/rules/{ruleGroup}/{chapter})', () => {
  it('S0 §2.2: a rules chapter is rendered on the server with its title, and rules/1 is the first chapter of the first group', async () => {
    const response = await fetch(`${baseUrl}/en/information/rules/2/2`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe('Handicaps and totals — Football · Wager');
    expect(html).toContain('Asian handicaps and totals');
    const first = await (await fetch(`${baseUrl}/en/information/rules/1`)).text();
    expect(titleOf(first)).toBe('Terms and acceptance of bets — General rules · Wager');
    const ru = await (await fetch(`${baseUrl}/ru/information/rules/1/3`)).text();
    expect(titleOf(ru)).toBe('Возврат ставок, перенесённые и прерванные события — Общие правила · Wager');
  });

  it('S0 §2.3, §2.2: an unknown group or chapter, or a chapter that is not a number, is the 404 page with status 404', async () => {
    for (const path of ['/en/information/rules/99', '/en/information/rules/1/99', '/en/information/rules/1/intro', '/en/information/rules/0/1']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('This page could not be found');
    }
  });

  it('S0 §2.2: the group and chapter navigation and next/previous links work by client navigation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseUrl}/en/information/rules/1/1`);
    await waitForHydration(page, 'header nav a');
    await markDocument(page);
    const rulesNav = page.getByRole('navigation', { name: 'Sections of the rules' });
    await rulesNav.getByRole('link', { name: 'Tennis' }).click();
    await page.waitForURL((url) => url.pathname === '/en/information/rules/3/1');
    expect(await becomesVisible(page.getByRole('heading', { name: 'Tennis', level: 1 }))).toBe(true);
    await page.waitForFunction(() => document.title === 'Match winner and retirement — Tennis · Wager');

    await rulesNav.getByRole('link', { name: 'Sets, games and tie-breaks' }).click();
    await page.waitForURL((url) => url.pathname === '/en/information/rules/3/2');
    expect(await becomesVisible(rulesNav.locator('a[aria-current="page"]', { hasText: 'Sets, games and tie-breaks' }))).toBe(true);

    const pager = page.getByRole('navigation', { name: 'Other chapters' });
    await pager.getByRole('link', { name: /Next chapter/ }).click();
    await page.waitForURL((url) => url.pathname === '/en/information/rules/3/3');
    await page.waitForFunction(() => document.title.startsWith('Change of surface or venue'));
    // The last chapter of a group leads on to the next group.
    await pager.getByRole('link', { name: /Next chapter/ }).click();
    await page.waitForURL((url) => url.pathname === '/en/information/rules/4/1');
    expect(await becomesVisible(page.getByRole('heading', { name: 'Basketball', level: 1 }))).toBe(true);
    await pager.getByRole('link', { name: /Previous chapter/ }).click();
    await page.waitForURL((url) => url.pathname === '/en/information/rules/3/3');
    await page.waitForFunction(() => document.title.startsWith('Change of surface or venue'));
    expect(await isSameDocument(page)).toBe(true);
    await page.screenshot({ path: screenshotPath('information-rules-en-light'), fullPage: true });

    // An unknown chapter on client navigation is the 404 page in the same document.
    await page.evaluate(() => {
      void (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(
        '/en/information/rules/3/42',
      );
    });
    expect(await becomesVisible(page.getByRole('heading', { name: 'This page could not be found', level: 1 }))).toBe(true);
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
  });

  it('S0 §2.2: the rules in Russian and dark theme (screenshot)', async () => {
    const context = await newContext(browser, { locale: 'ru-RU' });
    await context.addCookies([{ name: 'theme', value: '1', url: baseUrl }]);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/ru/information/rules/6/3`);
    expect(response?.status()).toBe(200);
    expect(await becomesVisible(page.getByRole('heading', { name: 'Ставки в лайве', level: 1 }))).toBe(true);
    await page.screenshot({ path: screenshotPath('information-rules-ru-dark'), fullPage: true });
    await context.close();
  });
});
