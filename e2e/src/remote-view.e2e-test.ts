import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp, readEnv } from '@wager/server';
import { configEntries, createTestDatabase, type DatabaseHandle } from '@wager/db';
import { launchBrowser } from './browser.ts';
import { becomesVisible, collectProblems, newContext, screenshotPath, waitForHydration } from './support.ts';

/**
 * Remote views mounted by configuration (S0 §1, §4.2, §7): this file runs its own Wager server on a
 * fresh database whose config group `remoteViews` mounts a view at the promotions route, and a
 * small view server (node:http) that answers the S0 §7 JSON shape, fails on demand, and records
 * every request it gets.
 */

type Mode = 'ok' | 'down' | 'not-found';
interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  atMs: number;
}

let browser: Browser;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;
let viewServer: Server;
let viewOrigin: string;
let mode: Mode = 'ok';
/** This many view requests fail (503) before the mode applies. */
let failNext = 0;
let requests: Recorded[] = [];
/** What the server render asked the view (its status probe). */
let serverRequests: Recorded[] = [];
let context: BrowserContext | null = null;

const VIEW_ANSWER = {
  appName: 'promo-app',
  title: 'Remote promotions · Wager',
  head: [
    '<meta name="description" content="Promotions from the remote view">',
    // Neither may reach the page: scripts in the head and http-equiv are filtered out.
    '<script>window.__headScriptRan = true</script>',
    '<meta http-equiv="refresh" content="0;url=about:blank">',
  ].join(''),
  style: '.promo-view h2 { color: rgb(200, 30, 30); }',
  cssToLoad: ['/assets/view.css'],
  scriptsToLoad: ['/assets/view.js'],
  body: [
    '<section class="promo-view">',
    '<h2>Weekend boost from the remote view</h2>',
    '<p data-script-target>The script has not run.</p>',
    '<p data-eval-target>The code has not run.</p>',
    // An inline handler: the page CSP refuses it.
    '<img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__inlineHandlerRan = true">',
    '</section>',
  ].join(''),
  codeToEval: "document.querySelector('[data-eval-target]').textContent = 'codeToEval ran with the page nonce.';",
};

const VIEW_SCRIPT = "document.querySelector('[data-script-target]').textContent = 'The remote view script ran.'; window.__viewScriptRan = true;";
const VIEW_CSS = '.promo-view { border: 4px solid rgb(20, 140, 60); padding: 16px; border-radius: 8px; }';

function cors(response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-methods', 'GET, POST');
  response.setHeader('access-control-allow-headers', 'accept, content-type, mf-render-mode, mf-api-version, force-spa');
  response.setHeader('access-control-max-age', '0');
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => answer(request, Buffer.concat(chunks).toString('utf8'), response));
}

function answer(request: IncomingMessage, body: string, response: ServerResponse): void {
  cors(response);
  const path = request.url ?? '/';
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end();
    return;
  }
  if (path === '/assets/view.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(VIEW_SCRIPT);
    return;
  }
  if (path === '/assets/view.css') {
    response.writeHead(200, { 'content-type': 'text/css' }).end(VIEW_CSS);
    return;
  }
  const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  // The server render asks the view for its status first (S0 §4.2); the browser's tries are counted apart.
  if (!String(request.headers['user-agent'] ?? '').includes('Mozilla')) {
    serverRequests.push({ method: request.method ?? '', path, headers: request.headers, body, atMs: Date.now() });
    if (mode === 'not-found') json(200, { appName: 'promo-app', statusCode: 404, body: '' });
    else json(200, VIEW_ANSWER);
    return;
  }
  requests.push({ method: request.method ?? '', path, headers: request.headers, body, atMs: Date.now() });
  if (failNext > 0) {
    failNext--;
    json(503, { error: 'busy' });
    return;
  }
  if (mode === 'down') json(503, { error: 'down' });
  else if (mode === 'not-found') json(200, { appName: 'promo-app', statusCode: 404, body: '' });
  else json(200, VIEW_ANSWER);
}

async function setConfig(groupName: string, key: string, value: unknown): Promise<void> {
  await database.db
    .insert(configEntries)
    .values({ groupName, key, lang: '', value })
    .onConflictDoUpdate({ target: [configEntries.groupName, configEntries.key, configEntries.lang], set: { value } });
}

beforeAll(async () => {
  viewServer = createServer(handle);
  await new Promise<void>((resolve) => viewServer.listen(0, '127.0.0.1', resolve));
  viewOrigin = `http://127.0.0.1:${(viewServer.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  database = await createTestDatabase();
  // The operator mounts the view at the promotions route (S0 §9 retry defaults: 3 retries from 1000 ms).
  await setConfig('remoteViews', 'promotions', { url: `${viewOrigin}/promo`, forceSpa: true });
  app = await buildApp({ env: { ...readEnv(), logLevel: 'silent' }, database, ssr: 'production', seed: true });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(async () => {
  mode = 'ok';
  failNext = 0;
  requests = [];
  serverRequests = [];
  await context?.close();
  context = null;
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  await database?.close();
  viewServer?.closeAllConnections();
  await new Promise((resolve) => viewServer?.close(resolve));
});

async function openPromotions(url = baseUrl): Promise<Page> {
  context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${url}/en/promotions`);
  return page;
}

const viewHeading = (page: Page) => page.getByRole('heading', { name: 'Weekend boost from the remote view' });

describe('remote views mounted by configuration (S0 §1, §4.2, §7)', () => {
  it('S0 §7: the view URL plus the current path is fetched with mf-render-mode json, mf-api-version v2 and force-spa; its body, style, css, scripts and codeToEval run and its title applies', async () => {
    const page = await openPromotions();
    const problems = collectProblems(page);
    expect(await becomesVisible(viewHeading(page), 15_000)).toBe(true);
    const main = page.getByRole('main');
    expect(await becomesVisible(main.getByText('The remote view script ran.'))).toBe(true);
    expect(await becomesVisible(main.getByText('codeToEval ran with the page nonce.'))).toBe(true);
    // The built-in promotions list gave way to the view; the header and footer stay ours.
    expect(await main.getByRole('heading', { name: 'Promotions', exact: true }).count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(1);
    await expect.poll(() => page.title()).toBe('Remote promotions · Wager');

    const looks = await page.evaluate(() => {
      const section = document.querySelector<HTMLElement>('.promo-view');
      const heading = section?.querySelector('h2');
      return {
        border: section ? getComputedStyle(section).borderTopColor : '',
        heading: heading ? getComputedStyle(heading).color : '',
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        httpEquiv: document.querySelectorAll('meta[http-equiv]').length,
        headScript: (window as unknown as { __headScriptRan?: boolean }).__headScriptRan ?? false,
        inlineHandler: (window as unknown as { __inlineHandlerRan?: boolean }).__inlineHandlerRan ?? false,
        viewScript: (window as unknown as { __viewScriptRan?: boolean }).__viewScriptRan ?? false,
        state: document.querySelector<HTMLElement>('[data-external-view]')?.dataset.remoteState,
      };
    });
    expect(looks).toEqual({
      border: 'rgb(20, 140, 60)',
      heading: 'rgb(200, 30, 30)',
      description: 'Promotions from the remote view',
      httpEquiv: 0,
      headScript: false,
      inlineHandler: false,
      viewScript: true,
      state: '2',
    });
    await page.screenshot({ path: screenshotPath('remote-view-loaded') });

    // One request, to the view URL plus the current path, with the S0 §7 headers.
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/promo/en/promotions');
    expect(request?.headers['mf-render-mode']).toBe('json');
    expect(request?.headers['mf-api-version']).toBe('v2');
    expect(request?.headers['force-spa']).toBe('true');

    // The page CSP names the view origin, and nothing the view did broke it.
    const response = await page.request.get(`${baseUrl}/en/promotions`);
    expect(response.headers()['content-security-policy']).toContain(`connect-src 'self' ${viewOrigin}`);
    expect(problems.filter((problem) => !/inline event handler|Content Security Policy/i.test(problem))).toEqual([]);

    // Leaving the route takes everything the view added away again (S0 §4.2 not-exist).
    await waitForHydration(page);
    // To the home page, which sets its own title: that title must stay, not the one from before the view.
    await page.getByRole('banner').locator('a[href="/en"]').first().click();
    await page.waitForURL((url) => url.pathname === '/en');
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('[data-external-view], [data-external-view-node], .promo-view').length))
      .toBe(0);
    const titleAfterLeaving = await page.title();
    expect(titleAfterLeaving).not.toBe('Remote promotions · Wager');
    await page.reload();
    expect(titleAfterLeaving).toBe(await page.title());
  });

  it('S0 §4.2, §9: the first two tries fail, the preloader stays while the wait doubles (1000 ms, 2000 ms), then the view loads', async () => {
    failNext = 2;
    context = await newContext(browser);
    const page = await context.newPage();
    // A failed try is done (its retry timer set) when the page logs it: the error state alone cannot tell the
    // second failure from the first (it stays -1 between them).
    const failures: string[] = [];
    page.on('console', (message) => {
      if (/remote view .*: try \d+ failed/.test(message.text())) failures.push(message.text());
    });
    const triesFailed = (count: number) => expect.poll(() => failures.length, { timeout: 30_000 }).toBe(count);
    // The page's clock stands still unless the test runs it: each retry wait is run out exactly.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(`${baseUrl}/en/promotions`);
    const preloader = page.getByRole('main').getByRole('status', { name: 'Loading' });
    // The view's wrapper turns to error (-1) in the same task that starts the retry timer.
    const failed = page.locator('[data-external-view][data-remote-state="-1"]');
    const requestsArrived = (count: number) => expect.poll(() => requests.length, { timeout: 30_000 }).toBe(count);

    expect(await becomesVisible(preloader)).toBe(true);
    await requestsArrived(1);
    await failed.waitFor({ state: 'attached' });
    await triesFailed(1);
    await page.screenshot({ path: screenshotPath('remote-view-retrying') });
    // First wait: 1000 ms. A millisecond short of it nothing is asked and the preloader stays.
    await page.clock.runFor(999);
    expect(requests).toHaveLength(1);
    expect(await preloader.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await requestsArrived(2);
    await triesFailed(2);
    // Second wait doubles: 2000 ms.
    await page.clock.runFor(1_999);
    expect(requests).toHaveLength(2);
    expect(await preloader.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await requestsArrived(3);
    expect(await becomesVisible(viewHeading(page))).toBe(true);
    expect(requests).toHaveLength(3);
    expect(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count()).toBe(0);
  });

  it('S0 §4.2, §8: when every try fails the error block with Refresh stays; Refresh works once the view server recovers', async () => {
    mode = 'down';
    const page = await openPromotions();
    const errorBlock = page.getByRole('main').getByRole('alert').filter({ hasText: 'This part of the page could not be loaded.' });
    // 4 tries with 1000 + 2000 + 4000 ms between them (real time; the bound is for a busy machine).
    expect(await becomesVisible(errorBlock, 60_000)).toBe(true);
    expect(requests).toHaveLength(4);
    expect(await errorBlock.getByText('Please refresh the page.').count()).toBe(1);
    expect(await page.getByRole('main').getByRole('status', { name: 'Loading' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('remote-view-error-block') });

    mode = 'ok';
    await errorBlock.getByRole('button', { name: 'Refresh' }).click();
    expect(await becomesVisible(viewHeading(page), 15_000)).toBe(true);
    expect(await becomesVisible(page.getByText('The remote view script ran.'))).toBe(true);
  });

  it('S0 §4.2, §8: a status code in the view answer ({ statusCode: 404 }) raises the page error: the document answers 404 with the 404 page inside the layout', async () => {
    mode = 'not-found';
    context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/en/promotions`);
    expect(response?.status()).toBe(404);
    expect(await becomesVisible(page.getByRole('heading', { name: 'This page could not be found' }), 15_000)).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(1);
    // The server asked once, with the view's headers; the browser had nothing left to load.
    expect(serverRequests).toHaveLength(1);
    expect(serverRequests[0]?.path).toBe('/promo/en/promotions');
    expect(serverRequests[0]?.headers['mf-render-mode']).toBe('json');
    expect(requests).toHaveLength(0);
    await page.screenshot({ path: screenshotPath('remote-view-status-404') });
  });

  it('S0 §7: with components configured the view is asked with a POST whose body is { components }', async () => {
    // The operator changes the entry; a second server on the same database reads it afresh.
    const components = ['weekend-boost', { id: 7, placement: 'top' }];
    await setConfig('remoteViews', 'promotions', { url: `${viewOrigin}/promo`, components });
    const second = await buildApp({ env: { ...readEnv(), logLevel: 'silent' }, database, ssr: 'production' });
    try {
      const page = await openPromotions(await second.listen({ port: 0, host: '127.0.0.1' }));
      expect(await becomesVisible(viewHeading(page), 15_000)).toBe(true);
      expect(requests).toHaveLength(1);
      expect(requests[0]?.method).toBe('POST');
      expect(requests[0]?.path).toBe('/promo/en/promotions');
      expect(requests[0]?.headers['content-type']).toBe('application/json');
      expect(requests[0]?.headers['mf-render-mode']).toBe('json');
      expect(requests[0]?.headers['force-spa']).toBeUndefined();
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ components });
    } finally {
      await context?.close();
      context = null;
      await second.close();
      await setConfig('remoteViews', 'promotions', { url: `${viewOrigin}/promo`, forceSpa: true });
    }
  });
});

describe('no remote view configured (S0 §4.2, §7)', () => {
  it('S0 §4.2: without a configured view the promotions page stays ours: server-rendered, hydrated without errors, the config read once', async () => {
    // The shared e2e server has no `remoteViews` group.
    const sharedUrl = inject('baseUrl');
    context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const configReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('groups=remoteViews')) configReads.push(request.url());
    });
    const response = await page.goto(`${sharedUrl}/en/promotions`);
    expect(await response?.text()).toContain('id="page-title"');
    await waitForHydration(page);
    await expect.poll(() => configReads.length).toBe(1);
    const heading = page.getByRole('main').getByRole('heading', { name: 'Promotions', exact: true });
    expect(await becomesVisible(heading)).toBe(true);
    expect(await page.locator('[data-external-view]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
