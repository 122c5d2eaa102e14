import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountChangeResponse, AccountsResponse, BalancesResponse, CurrenciesResponse } from '@wager/contract';
import { CURRENCY_REFERENCE } from '@wager/domain';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { balancePublisher, createWalletModule, type Ledger } from './index.ts';
import { createAccountsFixtures } from './testing/accounts-fixtures.repository.ts';
import { houseAdjustment } from './testing/house-adjustment.ts';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const USD = 840;
const RUB = 643;
const EUR = 978;
const JPY = 392;

type Player = Awaited<ReturnType<typeof signUp>>;

/** A registered player (main account in `currencyCode`) and calls made with the player's cookie. */
async function signUp(t: TestApp, currencyCode = 'RUB') {
  const email = `acc${Date.now().toString(36)}${randomInt(0, 1_000_000)}@example.com`;
  const ip = randomIp();
  const registered = await t.app.inject({
    method: 'POST',
    url: '/web-api/auth/register',
    remoteAddress: ip,
    payload: { countryCode: 'RU', currencyCode, bonusChoice: 0, acceptTerms: true, confirmAge: true, type: 'full_reg', email, password: 'wallet password 1' },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const cookie = `user_token=${registered.cookies.find((c) => c.name === 'user_token')!.value}`;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, remoteAddress: ip, headers: { cookie, ...XHR }, ...(payload ? { payload } : {}) });
  const accounts = async () => AccountsResponse.parse((await call('GET', '/web-api/accounts')).json());
  return { userId: registered.json().userId as number, cookie, call, accounts };
}

describe('accounts API (S0 §3.1, §4.4, §5, §7, §9; decision 008)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let fixtures: ReturnType<typeof createAccountsFixtures>;

  const credit = (accountId: number, currencyCode: string, amountMinor: bigint) => houseAdjustment(ledger, accountId, currencyCode, amountMinor);

  beforeAll(async () => {
    t = await createTestApp();
    // A second ledger on the same database and pub/sub: its transfers are seen by the app as any other process's.
    ledger = createWalletModule({ data: t.data, onPosted: balancePublisher(t.platform.pubsub) }).ledger;
    fixtures = createAccountsFixtures(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('decision 008: every account endpoint is 401 for a guest', async () => {
    const calls = [
      t.app.inject({ url: '/web-api/accounts' }),
      t.app.inject({ url: '/web-api/accounts/balances' }),
      t.app.inject({ url: '/web-api/accounts/events' }),
      t.app.inject({ method: 'POST', url: '/web-api/accounts/currency', payload: { currencyId: USD }, headers: XHR }),
      t.app.inject({ method: 'DELETE', url: `/web-api/accounts/currency/${USD}`, headers: XHR }),
      t.app.inject({ method: 'POST', url: '/web-api/accounts/active', payload: { id: 1 }, headers: XHR }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('S0 §3.1, §7: a new player has one main account (type 0), active, empty, with iso, symbol and ISO numeric currencyId', async () => {
    const player = await signUp(t, 'RUB');
    const response = await player.call('GET', '/web-api/accounts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = AccountsResponse.parse(response.json());
    expect(body.accounts).toEqual([
      {
        id: body.mainAccountId,
        type: 0,
        iso: 'RUB',
        symbol: '₽',
        currencyId: RUB,
        minorUnits: 2,
        moneyMinor: '0',
        money: '0.00',
        points: 0,
        label: null,
        isActive: true,
        isPointsTypeBalance: false,
        isFrozen: false,
      },
    ]);
    expect(body).toMatchObject({ activeAccountId: body.mainAccountId, bonuses: [], isAccountFrozen: false, isAvailableFirstDepositBonus: true, conversionStatus: 0 });
    const addable = body.addableCurrencies.map((c) => c.iso);
    expect(addable).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP', 'KZT', 'UAH', 'AZN']));
    expect(addable).not.toContain('RUB');
    // Reference currencies not offered (decision 008: inserted switched off) are not addable.
    expect(addable).not.toContain('JPY');
    expect(body.addableCurrencies.find((c) => c.iso === 'USD')).toEqual({ currencyId: USD, iso: 'USD', symbol: '$', name: 'US Dollar', minorUnits: 2 });
  });

  it('S0 §7: the light balances variant lists every account with money in minor units and formatted', async () => {
    const player = await signUp(t, 'EUR');
    const { mainAccountId } = await player.accounts();
    await credit(mainAccountId, 'EUR', 5050n);
    const response = await player.call('GET', '/web-api/accounts/balances');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(BalancesResponse.parse(response.json())).toEqual({
      activeAccountId: mainAccountId,
      balances: [{ id: mainAccountId, iso: 'EUR', symbol: '€', minorUnits: 2, moneyMinor: '5050', money: '50.50', isActive: true }],
    });
  });

  it('S0 §7 add currency: opens a currency account (type 9); a repeat opens nothing (409); held, unknown and not offered currencies are refused', async () => {
    const player = await signUp(t, 'RUB');
    const added = await player.call('POST', '/web-api/accounts/currency', { currencyId: USD });
    expect(added.statusCode, added.body).toBe(201);
    const body = AccountChangeResponse.parse(added.json());
    expect(body.message).toBe('wallet.account.added');
    expect(body.account).toMatchObject({ type: 9, iso: 'USD', currencyId: USD, symbol: '$', moneyMinor: '0', money: '0.00', isActive: false });

    const again = await player.call('POST', '/web-api/accounts/currency', { currencyId: USD });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('STATE_CONFLICT');
    const main = await player.call('POST', '/web-api/accounts/currency', { currencyId: RUB });
    expect(main.statusCode).toBe(409);
    expect(main.json().error.code).toBe('STATE_CONFLICT');
    const notOffered = await player.call('POST', '/web-api/accounts/currency', { currencyId: JPY });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error.code).toBe('CURRENCY_NOT_OFFERED');
    const unknown = await player.call('POST', '/web-api/accounts/currency', { currencyId: 999 });
    expect(unknown.statusCode).toBe(404);
    const invalid = await player.call('POST', '/web-api/accounts/currency', { currencyId: 'USD' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_FAILED');

    const accounts = await player.accounts();
    expect(accounts.accounts.map((a) => [a.type, a.iso])).toEqual([
      [0, 'RUB'],
      [9, 'USD'],
    ]);
    expect(accounts.addableCurrencies.map((c) => c.iso)).not.toContain('USD');
  });

  it('S0 §7 add currency: two requests at once open one account', async () => {
    const player = await signUp(t, 'RUB');
    const results = await Promise.all([0, 1, 2].map(() => player.call('POST', '/web-api/accounts/currency', { currencyId: EUR })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await fixtures.accountRows(player.userId, 'EUR')).toHaveLength(1);
  });

  it('S0 §7 set active account: own open account only, one active at a time, safe to repeat', async () => {
    const player = await signUp(t, 'RUB');
    const other = await signUp(t, 'RUB');
    const usd = AccountChangeResponse.parse((await player.call('POST', '/web-api/accounts/currency', { currencyId: USD })).json()).account!;

    const set = await player.call('POST', '/web-api/accounts/active', { id: usd.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(AccountChangeResponse.parse(set.json())).toMatchObject({ account: { id: usd.id, isActive: true }, message: 'wallet.account.willBeSet' });
    const repeat = await player.call('POST', '/web-api/accounts/active', { id: usd.id });
    expect(repeat.statusCode).toBe(200);

    const accounts = await player.accounts();
    expect(accounts.activeAccountId).toBe(usd.id);
    expect(accounts.accounts.filter((a) => a.isActive).map((a) => a.id)).toEqual([usd.id]);
    expect(accounts.mainAccountId).not.toBe(usd.id);

    const othersAccount = (await other.accounts()).mainAccountId;
    const foreign = await player.call('POST', '/web-api/accounts/active', { id: othersAccount });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect((await player.call('POST', '/web-api/accounts/active', { id: 999_999_999 })).statusCode).toBe(404);
    // Nothing changed for either player.
    expect((await player.accounts()).activeAccountId).toBe(usd.id);
    expect((await other.accounts()).activeAccountId).toBe(othersAccount);

    // Switching back and forth at once always leaves exactly one active account.
    await Promise.all([usd.id, accounts.mainAccountId, usd.id, accounts.mainAccountId].map((id) => player.call('POST', '/web-api/accounts/active', { id })));
    expect((await player.accounts()).accounts.filter((a) => a.isActive)).toHaveLength(1);
  });

  it('S0 §3.1: a frozen account cannot be made active and refuses debits; the operator unfreezes it', async () => {
    const player = await signUp(t, 'RUB');
    const usd = AccountChangeResponse.parse((await player.call('POST', '/web-api/accounts/currency', { currencyId: USD })).json()).account!;
    await credit(usd.id, 'USD', 1000n);
    expect(await t.app.operator.wallet.freezeAccount(usd.id)).toBe(true);
    expect(await t.app.operator.wallet.freezeAccount(999_999_999)).toBe(false);

    const frozen = (await player.accounts()).accounts.find((a) => a.id === usd.id)!;
    expect(frozen.isFrozen).toBe(true);
    const set = await player.call('POST', '/web-api/accounts/active', { id: usd.id });
    expect(set.statusCode).toBe(409);
    expect(set.json().error.code).toBe('ACCOUNT_FROZEN');
    await expect(credit(usd.id, 'USD', -500n)).rejects.toMatchObject({ code: 'ACCOUNT_FROZEN' });
    // Credits still arrive on a frozen account.
    await credit(usd.id, 'USD', 1n);

    expect(await t.app.operator.wallet.unfreezeAccount(usd.id)).toBe(true);
    expect((await player.call('POST', '/web-api/accounts/active', { id: usd.id })).statusCode).toBe(200);
    const accounts = await player.accounts();
    expect(accounts.isAccountFrozen).toBe(false);
    await credit(usd.id, 'USD', -501n);
    await t.app.operator.wallet.freezeAccount(usd.id);
    expect((await player.accounts()).isAccountFrozen).toBe(true);
    await t.app.operator.wallet.unfreezeAccount(usd.id);
  });

  it('S0 §7 remove currency: never the active one, never while it holds money (clear error), then closed; adding it again reopens it', async () => {
    const player = await signUp(t, 'RUB');
    const usd = AccountChangeResponse.parse((await player.call('POST', '/web-api/accounts/currency', { currencyId: USD })).json()).account!;
    const { mainAccountId } = await player.accounts();

    await player.call('POST', '/web-api/accounts/active', { id: usd.id });
    const active = await player.call('DELETE', `/web-api/accounts/currency/${USD}`);
    expect(active.statusCode).toBe(409);
    expect(active.json().error).toMatchObject({ code: 'STATE_CONFLICT', message: expect.stringContaining('active') });
    await player.call('POST', '/web-api/accounts/active', { id: mainAccountId });

    await credit(usd.id, 'USD', 1234n);
    const notEmpty = await player.call('DELETE', `/web-api/accounts/currency/${USD}`);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().error).toMatchObject({ code: 'ACCOUNT_NOT_EMPTY', message: expect.stringContaining('12.34 USD') });
    expect((await player.accounts()).accounts.map((a) => a.iso)).toContain('USD');

    await credit(usd.id, 'USD', -1234n);
    // Money still in flight to the account (a requested withdrawal's hold may come back): not yet.
    const open = await fixtures.payment(player.userId, usd.id, 'USD', 'withdrawal', 'requested');
    const inFlight = await player.call('DELETE', `/web-api/accounts/currency/${USD}`);
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json().error).toMatchObject({ code: 'STATE_CONFLICT', message: expect.stringContaining('in progress') });
    await fixtures.setPaymentStatus(open, 'paid');
    const removed = await player.call('DELETE', `/web-api/accounts/currency/${USD}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(AccountChangeResponse.parse(removed.json())).toMatchObject({ account: { id: usd.id, iso: 'USD' }, message: 'wallet.account.removed' });
    const after = await player.accounts();
    expect(after.accounts.map((a) => a.iso)).toEqual(['RUB']);
    expect(after.addableCurrencies.map((c) => c.iso)).toContain('USD');

    // A repeat finds nothing to remove.
    const again = await player.call('DELETE', `/web-api/accounts/currency/${USD}`);
    expect(again.statusCode).toBe(404);
    // The main account is never removed.
    const main = await player.call('DELETE', `/web-api/accounts/currency/${RUB}`);
    expect(main.statusCode).toBe(409);
    expect(main.json().error.code).toBe('STATE_CONFLICT');
    expect((await player.call('DELETE', '/web-api/accounts/currency/abc')).statusCode).toBe(400);

    // The closed row keeps its entries; adding USD again reopens it, empty.
    const reopened = await player.call('POST', '/web-api/accounts/currency', { currencyId: USD });
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json().account).toMatchObject({ id: usd.id, moneyMinor: '0' });
    expect(await fixtures.accountRows(player.userId, 'USD')).toEqual([{ id: usd.id, closed: false }]);
  });

  it('S0 §3.1: isAvailableFirstDepositBonus is true until the first deposit succeeded', async () => {
    const player = await signUp(t, 'EUR');
    const { mainAccountId, isAvailableFirstDepositBonus } = await player.accounts();
    expect(isAvailableFirstDepositBonus).toBe(true);
    await fixtures.succeededDeposit(player.userId, mainAccountId, 'EUR');
    expect((await player.accounts()).isAvailableFirstDepositBonus).toBe(false);
  });

  it('S0 §3.1, §4.4: conversion status is 2 when an additional account’s currency is no longer offered, 1 for the main account’s', async () => {
    const player = await signUp(t, 'UAH');
    await player.call('POST', '/web-api/accounts/currency', { currencyId: 944 });
    expect((await player.accounts()).conversionStatus).toBe(0);
    try {
      await t.app.operator.wallet.setCurrencyEnabled('AZN', false);
      expect((await player.accounts()).conversionStatus).toBe(2);
      await t.app.operator.wallet.setCurrencyEnabled('UAH', false);
      expect((await player.accounts()).conversionStatus).toBe(1);
    } finally {
      await t.app.operator.wallet.setCurrencyEnabled('AZN', true);
      await t.app.operator.wallet.setCurrencyEnabled('UAH', true);
    }
    expect((await player.accounts()).conversionStatus).toBe(0);
  });

  it('S0 §5, §9, decision 008: GET /web-api/currencies lists the offered currencies with amount step and initial amount; switching one on adds it', async () => {
    const response = await t.app.inject({ url: '/web-api/currencies' });
    expect(response.statusCode).toBe(200);
    const body = CurrenciesResponse.parse(response.json());
    expect(body.fallbackIso).toBe('RUB');
    const byIso = new Map(body.currencies.map((c) => [c.iso, c]));
    expect([...byIso.keys()].sort()).toEqual(expect.arrayContaining(['AZN', 'EUR', 'GBP', 'KZT', 'RUB', 'UAH', 'USD']));
    expect(byIso.get('USD')).toMatchObject({ currencyId: USD, amountStepMinor: '250', initialAmountMinor: '500', minorUnits: 2 });
    expect(byIso.get('EUR')).toMatchObject({ currencyId: EUR, amountStepMinor: '250', initialAmountMinor: '500' });
    expect(byIso.get('RUB')).toMatchObject({ currencyId: RUB, amountStepMinor: '10000', initialAmountMinor: '15000' });
    expect(byIso.has('JPY')).toBe(false);

    try {
      expect(await t.app.operator.wallet.setCurrencyEnabled('JPY', true)).toBe(true);
      const jpy = CurrenciesResponse.parse((await t.app.inject({ url: '/web-api/currencies' })).json()).currencies.find((c) => c.iso === 'JPY');
      expect(jpy).toEqual({ iso: 'JPY', currencyId: JPY, symbol: '¥', name: 'Yen', minorUnits: 0, amountStepMinor: '500', initialAmountMinor: '1000' });
    } finally {
      await t.app.operator.wallet.setCurrencyEnabled('JPY', false);
    }
  });

  it('decision 008: the currency table holds the ISO 4217 reference (same as @wager/domain), only the 7 seeded ones offered', async () => {
    const rows = await fixtures.currencyRows();
    expect(rows.length).toBeGreaterThanOrEqual(130);
    expect(rows.map(({ code, numericCode, name, minorUnits, symbol, step, initial }) => ({ code, numericCode, name, minorUnits, symbol, step, initial }))).toEqual(
      CURRENCY_REFERENCE.map((c) => ({
        code: c.code,
        numericCode: c.numericCode,
        name: c.name,
        minorUnits: c.minorUnits,
        symbol: c.symbol,
        step: c.amountStepMinor,
        initial: c.initialAmountMinor,
      })),
    );
    expect(rows.filter((r) => r.enabled).map((r) => r.code)).toEqual(['AZN', 'EUR', 'GBP', 'KZT', 'RUB', 'UAH', 'USD']);
  });

  it('decision 008: the reference data is upsert-safe: run again, it restores the reference columns and never touches `enabled`', async () => {
    const migration = await readFile(new URL('../../../../../packages/db/migrations/0005_currencies_reference.sql', import.meta.url), 'utf8');
    const upsert = migration.split('--> statement-breakpoint').find((part) => part.includes('ON CONFLICT'))!;
    expect(upsert).toBeDefined();
    await t.app.operator.wallet.setCurrencyEnabled('JPY', true);
    await t.app.operator.wallet.setCurrencyEnabled('GBP', false);
    try {
      await fixtures.runStatement(upsert);
      await fixtures.runStatement(upsert);
      const rows = new Map((await fixtures.currencyRows()).map((r) => [r.code, r]));
      expect(rows.get('JPY')).toMatchObject({ enabled: true, numericCode: JPY, minorUnits: 0 });
      expect(rows.get('GBP')).toMatchObject({ enabled: false, numericCode: 826 });
      expect(rows.size).toBe(CURRENCY_REFERENCE.length);
    } finally {
      await t.app.operator.wallet.setCurrencyEnabled('JPY', false);
      await t.app.operator.wallet.setCurrencyEnabled('GBP', true);
    }
  });

  it('decision 008: every account endpoint is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/openapi.json' })).json();
    expect(Object.keys(doc.paths['/web-api/accounts'])).toContain('get');
    expect(Object.keys(doc.paths['/web-api/accounts/balances'])).toContain('get');
    expect(Object.keys(doc.paths['/web-api/accounts/currency'])).toContain('post');
    expect(Object.keys(doc.paths['/web-api/accounts/currency/{currencyId}'])).toContain('delete');
    expect(Object.keys(doc.paths['/web-api/accounts/active'])).toContain('post');
    expect(Object.keys(doc.paths['/web-api/accounts/events'])).toContain('get');
    expect(Object.keys(doc.paths['/web-api/currencies'])).toContain('get');
  });
});
