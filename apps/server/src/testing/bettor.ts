import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { AccountsResponse, CouponQuoteResponse } from '@wager/contract';
import type { Ledger } from '../modules/wallet/index.ts';
import { houseAdjustment } from '../modules/wallet/testing/house-adjustment.ts';
import type { TestApp } from './test-app.ts';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * A player of the bets and promo tests on the real server: registered (RUB, from an address of his
 * own, so sign-up limits never meet), his main account funded through the ledger, and his calls
 * with his session cookie.
 */
export async function signUpBettor(t: TestApp, ledger: Ledger, balanceMinor = 1_000_000n, options: { currency?: string; email?: string } = {}) {
  const currency = options.currency ?? 'RUB';
  const email = options.email ?? `bet${randomUUID().slice(0, 12)}@example.com`;
  const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/web-api/auth/register',
    remoteAddress: ip,
    payload: { countryCode: 'RU', currencyCode: currency, bonusChoice: 0, acceptTerms: true, confirmAge: true, type: 'full_reg', email, password: 'bets password 1' },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const cookie = `user_token=${registered.cookies.find((c) => c.name === 'user_token')!.value}`;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, remoteAddress: ip, headers: { cookie, ...XHR, ...headers }, ...(payload ? { payload } : {}) });
  const accountId = AccountsResponse.parse((await call('GET', '/web-api/accounts')).json()).mainAccountId;
  if (balanceMinor > 0n) await houseAdjustment(ledger, accountId, currency, balanceMinor);
  const balance = async () => BigInt(AccountsResponse.parse((await call('GET', '/web-api/accounts')).json()).accounts.find((a) => a.id === accountId)!.moneyMinor);
  const place = (draft: object, key: string = randomUUID()) => call('POST', '/web-api/coupon/place', draft, { 'idempotency-key': key });
  const quote = async (draft: object) => CouponQuoteResponse.parse((await call('POST', '/web-api/coupon/quote', draft)).json());
  return { call, cookie, ip, accountId, balance, place, quote, email, userId: registered.json().userId as number };
}

export type Bettor = Awaited<ReturnType<typeof signUpBettor>>;
