import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@wager/db';
import { launchBrowser } from './browser.ts';
import { closePlayerContexts, depositThroughSandbox, newOneClickPlayer, newPlayerContext, showHeaderBalance } from './auth-helpers.ts';
import { collectProblems, pathOf, screenshotPath, waitForHydration } from './support.ts';
import { startOwnSite } from './own-site.ts';

/**
 * The wallet screens in Chromium (S0 §2.2 office account, recharge, deduce,
 * historypay; §2.3 onpay pages; §3.1 accounts; §7 add currency, set active): a new player deposits
 * through the sandbox checkout, sees the header balance move in another tab without reloading (the
 * balance stream), opens a USD account, makes it active, withdraws, and finds every movement in the
 * payment history. Failed and cancelled payments change nothing.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await closePlayerContexts();
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** A new one-click player (EUR, the site's geo currency), signed in on the home page. */
async function newPlayer(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const player = await newOneClickPlayer(browser, baseUrl);
  await player.page.getByTestId('header-balance').waitFor();
  return player;
}

const headerAmount = (page: Page) => page.getByTestId('header-balance-amount');

async function waitForText(page: Page, locator: ReturnType<Page['getByTestId']>, pattern: RegExp, timeout = 30_000): Promise<string> {
  const deadline = Date.now() + timeout;
  let text = '';
  while (Date.now() < deadline) {
    text = ((await locator.textContent().catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();
    if (pattern.test(text)) return text;
    await page.waitForTimeout(100);
  }
  throw new Error(`"${text}" never matched ${pattern}`);
}

describe('wallet screens in the browser (S0 §3.1, decision 008)', () => {
  it('S0 §2.2, §2.3, §3.1, §7: deposit 50 EUR through the sandbox, the header of another tab shows it without reloading, add USD, make it active, withdraw, see every movement in historypay', async () => {
    const { context, page, problems } = await newPlayer();
    await showHeaderBalance(page);
    await waitForText(page, headerAmount(page), /^€ 0\.00$/);

    // A second tab on the wallets page: it must follow the deposit through the balance stream alone.
    const watcher = await context.newPage();
    const watcherProblems = collectProblems(watcher);
    await watcher.goto(`${baseUrl}/en/office/account`);
    await waitForHydration(watcher, 'header nav a');
    await showHeaderBalance(watcher);
    await waitForText(watcher, headerAmount(watcher), /^€ 0\.00$/);
    await waitForText(watcher, watcher.getByTestId('account-EUR').getByTestId('account-money'), /^€ ?0\.00$/);
    await shoot(watcher, 'wallet-account-en');

    // Deposit: the header's Deposit button → office/recharge (a client navigation) → the sandbox.
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL(`${baseUrl}/en/office/recharge`);
    await page.getByRole('form', { name: 'Deposit' }).waitFor();
    // S0 §9: EUR quick amounts start at the initial amount 5 in steps of 2.5.
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button').first().waitFor();
    expect(await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button').allTextContents()).toEqual([
      '5.00 EUR',
      '10.00 EUR',
      '20.00 EUR',
      '50.00 EUR',
      '100.00 EUR',
    ]);
    await shoot(page, 'wallet-recharge-en');
    const depositId = await depositThroughSandbox(page, '50', 'Pay (success)', 'wallet-sandbox-checkout');
    expect(pathOf(page)).toBe(`/en/onpay/success?paymentId=${depositId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment successful');
    await waitForText(page, page.getByTestId('onpay-payment'), /50\.00 EUR.*Succeeded/);
    await shoot(page, 'wallet-onpay-success-en');

    // The other tab: header and account card moved without any reload (S0 §3.1, §3.2; decision 008).
    const navigations: string[] = [];
    watcher.on('framenavigated', (frame) => {
      if (frame === watcher.mainFrame()) navigations.push(frame.url());
    });
    await waitForText(watcher, headerAmount(watcher), /^€ 50\.00$/);
    await waitForText(watcher, watcher.getByTestId('account-EUR').getByTestId('account-money'), /^€ ?50\.00$/);
    expect(navigations).toEqual([]);

    // Add a USD account (S0 §7: re-fetched until it appears), make it active (S0 §7 message with its id).
    await page.getByRole('link', { name: 'My wallets' }).click();
    await page.waitForURL(`${baseUrl}/en/office/account`);
    const addCard = page.getByRole('region', { name: 'Add a currency' });
    await addCard.getByLabel('Currency').selectOption({ label: 'USD · US Dollar ($)' });
    await addCard.getByRole('button', { name: 'Add account' }).click();
    const usd = page.getByTestId('account-USD');
    await usd.waitFor();
    const usdId = await usd.getAttribute('data-account-id');
    await usd.getByRole('button', { name: 'Make active' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Account ${usdId} will be set as your active account.` })
      .waitFor();
    await usd.getByText('Active', { exact: true }).waitFor();
    await waitForText(page, headerAmount(page), /^\$ 0\.00$/);
    await shoot(page, 'wallet-account-two-currencies-en');

    // USD holds nothing yet: 20 USD through the sandbox, then a withdrawal of 15 USD.
    await page.goto(`${baseUrl}/en/office/recharge`);
    await waitForHydration(page, 'header nav a');
    await page.getByRole('form', { name: 'Deposit' }).getByText('To account').waitFor();
    expect(await page.getByRole('form', { name: 'Deposit' }).getByText('To account').textContent()).toContain('USD');
    await depositThroughSandbox(page, '20', 'Pay (success)');
    await page.getByRole('link', { name: 'My wallets' }).click();
    await page.waitForURL(`${baseUrl}/en/office/account`);
    await waitForText(page, headerAmount(page), /^\$ 20\.00$/);

    await page.getByRole('navigation').getByRole('link', { name: 'Withdrawal' }).first().click();
    await page.waitForURL(`${baseUrl}/en/office/deduce`);
    const withdrawal = page.getByRole('form', { name: 'Withdrawal request' });
    await withdrawal.waitFor();
    await waitForText(page, page.getByTestId('deduce-available'), /^20\.00 USD$/);
    // More than the balance is explained, not sent.
    await withdrawal.getByLabel(/^Amount/).fill('25');
    await withdrawal.getByLabel('Card or wallet number').fill('4111 1111 1111 1111');
    await withdrawal.getByRole('button', { name: 'Request withdrawal' }).click();
    await withdrawal.getByText('The amount is more than the balance of this account.').waitFor();
    await withdrawal.getByLabel(/^Amount/).fill('15');
    await withdrawal.getByRole('button', { name: 'Request withdrawal' }).click();
    await waitForText(page, page.getByTestId('withdrawal-result'), /Request #\d+ is sent\..*Requested/);
    await waitForText(page, headerAmount(page), /^\$ 5\.00$/);
    const requestRow = page.locator('tr[data-direction="withdrawal"]').first();
    await requestRow.waitFor();
    expect(await requestRow.getAttribute('data-status')).toBe('requested');
    await shoot(page, 'wallet-deduce-en');

    // Every movement in the payment history; the open request is cancellable there too.
    await page.getByRole('navigation').getByRole('link', { name: 'Payment history' }).first().click();
    await page.waitForURL(`${baseUrl}/en/office/historypay`);
    const rows = page.locator('tbody tr');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    const summary = await rows.evaluateAll((list) =>
      list.map(
        (row) =>
          `${row.getAttribute('data-direction')} ${row.getAttribute('data-status')} ${row.querySelector('td:nth-child(4)')?.textContent?.replace(/\s+/g, ' ')}`,
      ),
    );
    expect(summary).toEqual(['withdrawal requested −15.00 USD', 'deposit succeeded +20.00 USD', 'deposit succeeded +50.00 EUR']);
    await shoot(page, 'wallet-historypay-en');
    await rows.first().getByRole('button', { name: 'Cancel' }).click();
    await page.locator('tbody tr[data-status="cancelled"]').waitFor();
    await waitForText(page, headerAmount(page), /^\$ 20\.00$/);

    // Filters: only deposits.
    await page.getByLabel('Operation').selectOption('deposit');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);

    // A non-empty currency account cannot be removed: EUR active again, then remove USD (20 USD on it).
    await page.goto(`${baseUrl}/en/office/account`);
    await waitForHydration(page, 'header nav a');
    await page.getByTestId('account-EUR').getByRole('button', { name: 'Make active' }).click();
    await page.getByTestId('account-EUR').getByText('Active', { exact: true }).waitFor();
    await page.getByTestId('account-USD').getByRole('button', { name: 'Remove' }).click();
    await page.getByTestId('account-USD').getByRole('alert').waitFor();
    expect(await page.getByTestId('account-USD').getByRole('alert').textContent()).toBe(
      'This account still holds money. Withdraw or spend it before removing the account.',
    );
    await page.getByTestId('account-USD').waitFor();

    // The refused removal is the one failed request the browser logs.
    expect(problems.filter((problem) => !problem.includes('status of 409'))).toEqual([]);
    expect(watcherProblems).toEqual([]);
  });

  it('S0 §2.3, decision 008: a declined and a cancelled payment change nothing; out-of-range amounts are explained', async () => {
    const { page, problems } = await newPlayer();
    await showHeaderBalance(page);
    await page.goto(`${baseUrl}/en/office/recharge`);
    await waitForHydration(page, 'header nav a');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.waitFor();

    // decision 008: the method's range (sandbox card: 1.00 to 10,000.00 EUR; English groups with Intl's comma).
    await form.getByLabel(/^Amount/).fill('0.5');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await form.getByText('The smallest amount for this method is 1.00 EUR.').waitFor();
    await form.getByLabel(/^Amount/).fill('10000.01');
    await form.getByText('The largest amount for this method is 10,000.00 EUR.').waitFor();
    await form.getByLabel(/^Amount/).fill('12.345');
    await form.getByText('Enter an amount with at most 2 decimal places.').waitFor();
    await shoot(page, 'wallet-recharge-out-of-range-en');
    expect(pathOf(page)).toBe('/en/office/recharge');

    const failedId = await depositThroughSandbox(page, '20', 'Decline (failure)');
    expect(pathOf(page)).toBe(`/en/onpay/fail?paymentId=${failedId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment failed');
    await waitForText(page, page.getByTestId('onpay-payment'), /20\.00 EUR.*Failed/);
    await shoot(page, 'wallet-onpay-fail-en');

    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(`${baseUrl}/en/office/recharge`);
    const cancelledId = await depositThroughSandbox(page, '30', 'Cancel');
    expect(pathOf(page)).toBe(`/en/onpay/cancel?paymentId=${cancelledId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment cancelled');
    await shoot(page, 'wallet-onpay-cancel-en');

    await page.getByRole('link', { name: 'Payment history' }).click();
    await page.waitForURL(`${baseUrl}/en/office/historypay`);
    await page.locator('tbody tr').nth(1).waitFor();
    const states = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
    expect(states).toEqual(['cancelled', 'failed']);
    // Nothing moved: the balance is still zero.
    await waitForText(page, headerAmount(page), /^€ 0\.00$/);
    expect(problems).toEqual([]);
  });

  it('S0 §3.1: the wallet pages in dark theme and in Russian', async () => {
    const { page, context, problems } = await newPlayer();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    for (const path of ['office/account', 'office/recharge', 'office/deduce', 'office/historypay']) {
      await page.goto(`${baseUrl}/en/${path}`);
      await waitForHydration(page, 'header nav a');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await shoot(page, `wallet-${path.replace('office/', '')}-dark-en`);
    }
    // The header with the balance at a small laptop width.
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.screenshot({ path: screenshotPath('wallet-header-1024-dark-en'), clip: { x: 0, y: 0, width: 1024, height: 120 } });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl}/en/onpay/pending`);
    await page.getByRole('heading', { level: 1, name: 'Payment is being processed' }).waitFor();
    await shoot(page, 'wallet-onpay-pending-dark-en');

    const ru = await context.newPage();
    await ru.goto(`${baseUrl}/ru/office/account`);
    await waitForHydration(ru, 'header nav a');
    expect(await ru.getByRole('heading', { level: 1 }).textContent()).toBe('Мои счета');
    await ru.getByTestId('account-EUR').waitFor();
    await shoot(ru, 'wallet-account-dark-ru');
    await ru.goto(`${baseUrl}/ru/office/recharge`);
    await waitForHydration(ru, 'header nav a');
    await ru.getByRole('form', { name: 'Пополнение' }).waitFor();
    await shoot(ru, 'wallet-recharge-dark-ru');
    await ru.goto(`${baseUrl}/ru/onpay/withdraw/success`);
    await ru.getByRole('heading', { level: 1, name: 'Выплата отправлена' }).waitFor();
    await shoot(ru, 'wallet-onpay-withdraw-success-dark-ru');
    expect(problems).toEqual([]);
  });

  it('S0 §2.5, §2.4: a guest opening a wallet page goes to sign-in with the way back', async () => {
    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/office/recharge`);
    expect(pathOf(page)).toMatch(/^\/en\/(user\/login|auth)\?.*office%2Frecharge/);
  });
});

/** Site-config variants (S0 §2.5.5 useRechargeModal, S0 §7 feature 1788) on a server of this file's own. */
describe('wallet screens under site config (S0 §3.1, decision 008)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let ownUrl: string;

  beforeAll(async () => {
    ({ app, database, baseUrl: ownUrl } = await startOwnSite());
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A fresh EUR player registered through the API (the cookies land in the context). */
  async function apiPlayer(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await newPlayerContext(browser);
    const registered = await context.request.post(`${ownUrl}/web-api/auth/register`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { countryCode: 'DE', currencyCode: 'EUR', bonusChoice: 1, acceptTerms: true, confirmAge: true, type: 'fast_reg' },
    });
    expect(registered.status()).toBe(201);
    const page = await context.newPage();
    return { context, page, problems: collectProblems(page) };
  }

  it('S0 §2.5.5: with useRechargeModal, entering recharge from another page opens the recharge modal over it; the header Deposit button opens it too', async () => {
    await app.operator.config.setValue('site', 'useRechargeModal', true);
    try {
      const { page, problems } = await apiPlayer();
      await page.goto(`${ownUrl}/en/office/account`);
      await waitForHydration(page, 'header nav a');
      await page.getByTestId('account-EUR').waitFor();

      // The office menu's Deposit link: a client navigation the guard turns into the modal.
      await page.getByRole('navigation', { name: 'Personal office' }).getByRole('link', { name: 'Deposit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Deposit' });
      await dialog.getByRole('form', { name: 'Deposit' }).waitFor();
      expect(pathOf(page)).toBe('/en/office/account');
      await dialog.getByRole('group', { name: 'Quick amounts' }).getByRole('button').first().waitFor();
      await page.screenshot({ path: screenshotPath('wallet-recharge-modal-en') });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The header's Deposit button opens the same form without leaving the page.
      await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
      await page.getByRole('dialog', { name: 'Deposit' }).getByRole('form', { name: 'Deposit' }).waitFor();
      expect(pathOf(page)).toBe('/en/office/account');
      // And the form works from the modal: to the sandbox checkout and back.
      await depositThroughSandbox(page, '25', 'Pay (success)');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment successful');
      expect(problems).toEqual([]);
    } finally {
      await app.operator.config.setValue('site', 'useRechargeModal', false);
    }
  });

  it('S0 §7: feature config 1788 loads the light balances variant for the header', async () => {
    await app.operator.config.setValue('site', 'enabledFeatures', { '1788': true });
    try {
      const { page, problems } = await apiPlayer();
      const calls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/web-api/accounts')) calls.push(path);
      });
      await page.goto(`${ownUrl}/en`);
      await waitForHydration(page, 'header nav a');
      await showHeaderBalance(page);
      await waitForText(page, headerAmount(page), /^€ 0\.00$/);
      expect(calls).toContain('/web-api/accounts/balances');
      expect(problems).toEqual([]);
    } finally {
      await app.operator.config.setValue('site', 'enabledFeatures', {});
    }
  });

  it('S0 §3.1, §4.4: an account in a currency no longer offered brings the conversion reminder once per session; a frozen account is marked', async () => {
    const { context, page, problems } = await apiPlayer();
    const added = await context.request.post(`${ownUrl}/web-api/accounts/currency`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { currencyId: 840 },
    });
    expect(added.status()).toBe(201);
    const usdId = ((await added.json()) as { account: { id: number } }).account.id;
    expect(await app.operator.wallet.setCurrencyEnabled('USD', false)).toBe(true);
    expect(await app.operator.wallet.freezeAccount(usdId)).toBe(true);
    try {
      await page.goto(`${ownUrl}/en`);
      await waitForHydration(page, 'header nav a');
      const reminder = page.getByRole('dialog', { name: 'Convert your currency account' });
      await reminder.waitFor();
      await page.screenshot({ path: screenshotPath('wallet-conversion-reminder-en') });
      await reminder.getByRole('button', { name: 'Open my wallets' }).click();
      await page.waitForURL(`${ownUrl}/en/office/account`);
      const usd = page.getByTestId('account-USD');
      await usd.getByText('Frozen', { exact: true }).waitFor();
      // Once per user per browser session: a reload does not show it again.
      await page.reload();
      await waitForHydration(page, 'header nav a');
      await page.getByTestId('account-USD').waitFor();
      await page.waitForTimeout(500);
      expect(await reminder.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await app.operator.wallet.setCurrencyEnabled('USD', true);
    }
  });

  it('decision 008: when the balance stream fails, the header polls the balances every 30 s', async () => {
    const { context, page, problems } = await apiPlayer();
    await page.clock.install();
    await page.route('**/web-api/accounts/events', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${ownUrl}/en/office/historypay`);
    await waitForHydration(page, 'header nav a');
    await showHeaderBalance(page);
    await waitForText(page, headerAmount(page), /^€ 0\.00$/);

    // From here this page's clock stands still unless the test moves it: no poll can fire on its own
    // while the deposit below takes its real time (a poll before it would only read € 0.00).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);

    // Money arrives through another window of the same player, on a real clock (that one streams;
    // this one cannot).
    const payerContext = await newPlayerContext(browser, { storageState: await context.storageState() });
    const payer = await payerContext.newPage();
    await payer.goto(`${ownUrl}/en/office/recharge`);
    await waitForHydration(payer, 'header nav a');
    await depositThroughSandbox(payer, '40', 'Pay (success)');
    await payerContext.close();

    expect(await headerAmount(page).textContent()).toBe('€ 0.00');
    await page.clock.fastForward(30_000);
    await waitForText(page, headerAmount(page), /^€ 40\.00$/);
    expect(problems.filter((problem) => !problem.includes('status of 503'))).toEqual([]);
  });
});
