import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositResponse, PaymentHistoryResponse, PaymentMethodsResponse } from '@wager/contract';
import { readEnv } from '../../env.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { REGISTRATION_BASE, createBrowser, uniqueEmail, type Browser } from '../identity/identity.test-support.ts';
import { createWalletModule } from './index.ts';
import { createPaymentsRepository } from './internal/payments/payments.repository.ts';
import { createPaymentsService } from './internal/payments/payments.service.ts';
import { createSandboxProvider, SANDBOX_CALLBACK_PATH } from './internal/payments/sandbox.provider.ts';
import { createPaymentsFixtures, type PaymentsFixtures } from './testing/payments-fixtures.repository.ts';

const APP_SECRET = randomBytes(32).toString('hex');
const key = () => `test-${randomUUID()}`;

interface Player {
  browser: Browser;
  userId: number;
  accountId: number;
}

describe('payments (S0 §2.2 recharge, deduce, historypay; §2.3 onpay; decision 008)', () => {
  let t: TestApp;
  let fx: PaymentsFixtures;
  // The provider's side of the sandbox, with the same derived key as the server.
  const provider = createSandboxProvider({ appSecret: APP_SECRET });

  beforeAll(async () => {
    const env = { ...readEnv({ ...process.env, NODE_ENV: 'test' }), logLevel: process.env.PAYMENTS_TEST_LOG ?? 'silent', trustProxy: true, appSecret: APP_SECRET };
    // Player ids repeat across fresh databases while a shared Redis keeps rate-limit counts: a wide limit here.
    t = await createTestApp({ env, payments: { rateLimits: { create: { max: 10_000, timeWindowMs: 60_000 } } } });
    fx = createPaymentsFixtures(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function player(currencyCode = 'EUR'): Promise<Player> {
    const browser = createBrowser(t.app, { lng: 'en' });
    const registered = await browser.post('/web-api/auth/register', {
      ...REGISTRATION_BASE,
      currencyCode,
      type: 'full_reg',
      email: uniqueEmail(),
      password: 'correct horse battery',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const methods = await browser.get('/web-api/payments/methods?direction=deposit');
    expect(methods.statusCode, methods.body).toBe(200);
    return { browser, userId: registered.json().userId, accountId: methods.json().accountId };
  }

  function deposit(p: Player, amountMinor: string, idempotencyKey: string | null = key(), extra: Record<string, unknown> = {}) {
    return p.browser.post(
      '/web-api/payments/deposit',
      { methodCode: 'sandbox_card', amountMinor, ...extra },
      { headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey } },
    );
  }

  function withdraw(p: Player, amountMinor: string, idempotencyKey: string | null = key(), destination = '4111 1111 1111 1111') {
    return p.browser.post(
      '/web-api/payments/withdrawal',
      { methodCode: 'sandbox_card', amountMinor, destination },
      { headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey } },
    );
  }

  function cancel(p: Player, paymentId: number, idempotencyKey: string | null = key()) {
    return p.browser.post(`/web-api/payments/withdrawal/${paymentId}/cancel`, undefined, {
      headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
    });
  }

  /** The tester's click on the sandbox checkout page. */
  function checkout(redirectUrl: string, outcome: 'success' | 'failure' | 'pending' | 'cancel'): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: 'POST', url: redirectUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
  }

  /** A deposit paid through the sandbox checkout; returns its id. */
  async function funded(p: Player, amountMinor: string): Promise<number> {
    const started = await deposit(p, amountMinor);
    expect(started.statusCode, started.body).toBe(200);
    const paid = await checkout(started.json().redirectUrl, 'success');
    expect(paid.statusCode).toBe(303);
    return started.json().paymentId;
  }

  function callback(body: string, headers: Record<string, string>) {
    return t.app.inject({ method: 'POST', url: SANDBOX_CALLBACK_PATH, headers, payload: body });
  }

  async function history(p: Player, query = ''): Promise<PaymentHistoryResponse> {
    const response = await p.browser.get(`/web-api/payments/history${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return PaymentHistoryResponse.parse(response.json());
  }

  async function expectInvariants() {
    expect(await fx.violations()).toEqual([]);
  }

  describe('methods', () => {
    it('S0 §2.2 recharge, decision 008: the deposit methods of the active account currency come with min and max in minor units', async () => {
      const p = await player('EUR');
      const response = await p.browser.get('/web-api/payments/methods?direction=deposit');
      const body = PaymentMethodsResponse.parse(response.json());
      expect(response.headers['cache-control']).toBe('no-store');
      expect(body).toMatchObject({ accountId: p.accountId, iso: 'EUR', minorUnits: 2 });
      expect(body.methods.map((m) => [m.code, m.minMinor, m.maxMinor])).toEqual([
        ['sandbox_card', '100', '1000000'],
        ['sandbox_wallet', '500', '500000'],
      ]);
      const withdrawal = PaymentMethodsResponse.parse((await p.browser.get('/web-api/payments/methods?direction=withdrawal')).json());
      expect(withdrawal.methods.map((m) => [m.code, m.minMinor, m.maxMinor])).toEqual([['sandbox_card', '1000', '500000']]);
      const rub = await player('RUB');
      const rubMethods = PaymentMethodsResponse.parse((await rub.browser.get('/web-api/payments/methods?direction=deposit')).json());
      expect(rubMethods.iso).toBe('RUB');
      expect(rubMethods.methods[0]).toMatchObject({ iso: 'RUB', minMinor: '10000' });
    });

    it('decision 008: a guest gets 401 from every payments endpoint', async () => {
      for (const [method, url] of [
        ['GET', '/web-api/payments/methods?direction=deposit'],
        ['GET', '/web-api/payments/history'],
        ['POST', '/web-api/payments/deposit'],
        ['POST', '/web-api/payments/withdrawal'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { 'idempotency-key': key(), 'x-requested-with': 'XMLHttpRequest' },
          ...(method === 'POST' ? { payload: { methodCode: 'sandbox_card', amountMinor: '5000', destination: '4111111111111111' } } : {}),
        });
        expect(response.statusCode, url).toBe(401);
      }
    });
  });

  describe('deposit', () => {
    it('S0 §2.2, §2.3, §3.1: a 50 EUR deposit through the sandbox checkout moves 50 EUR from the provider to the player, once, and returns to onpay/success', async () => {
      const p = await player('EUR');
      const started = await deposit(p, '5000');
      expect(started.statusCode, started.body).toBe(200);
      const body = DepositResponse.parse(started.json());
      expect(body.status).toBe('created');
      expect(body.redirectUrl).toMatch(/^\/payments-api\/sandbox\/checkout\/sbx_dep_\d+_[0-9a-f]{24}$/);
      expect(await fx.balance(p.accountId)).toBe(0n);

      // The hosted checkout page: merchant, amount and currency, four choices, under the app's CSP.
      const page = await t.app.inject({ url: body.redirectUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.body).toContain('50.00 EUR');
      expect(page.body).toContain('Merchant: Wager');
      expect(page.body).not.toContain('<script');
      for (const outcome of ['success', 'failure', 'pending', 'cancel']) expect(page.body).toContain(`value="${outcome}"`);

      const paid = await checkout(body.redirectUrl, 'success');
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/en/onpay/success?paymentId=${body.paymentId}`);
      expect(await fx.balance(p.accountId)).toBe(5000n);
      expect(await fx.transfersOf(body.paymentId)).toEqual([{ key: `payment:${body.paymentId}:settle`, kind: 'deposit', actor: 'provider:sandbox' }]);
      const [item] = (await history(p)).items;
      expect(item).toMatchObject({ id: body.paymentId, direction: 'deposit', status: 'succeeded', amount: '50.00', amountMinor: '5000', iso: 'EUR', cancellable: false });
      await expectInvariants();

      // The provider's status query agrees (reconciliation of a callback that never came).
      expect(await t.app.operator.payments.providerStatus(body.paymentId)).toBe('succeeded');
      // Clicking again on a finished checkout moves nothing and lands on the same return page.
      const again = await checkout(body.redirectUrl, 'success');
      expect(again.headers.location).toBe(`/en/onpay/success?paymentId=${body.paymentId}`);
      expect(await fx.balance(p.accountId)).toBe(5000n);
      expect((await t.app.inject({ url: body.redirectUrl })).body).toContain('This payment was completed.');
    });

    it('S0 §2.3: the return page is in the language the deposit was started in', async () => {
      const p = await player('EUR');
      const started = await deposit(p, '1000', key(), { lng: 'ru' });
      const paid = await checkout(started.json().redirectUrl, 'failure');
      expect(paid.headers.location).toBe(`/ru/onpay/fail?paymentId=${started.json().paymentId}`);
    });

    it('decision 008: a failed or a cancelled payment changes nothing (balances, transfers and entries unchanged)', async () => {
      const p = await player('EUR');
      for (const [outcome, status, page] of [
        ['failure', 'failed', 'fail'],
        ['cancel', 'cancelled', 'cancel'],
      ] as const) {
        const started = await deposit(p, '2500');
        const before = await fx.snapshot();
        const answered = await checkout(started.json().redirectUrl, outcome);
        expect(answered.headers.location).toBe(`/en/onpay/${page}?paymentId=${started.json().paymentId}`);
        expect(await fx.snapshot()).toEqual(before);
        expect(await fx.transfersOf(started.json().paymentId)).toEqual([]);
        const listed = (await history(p, `?status=${status}`)).items;
        expect(listed.map((i) => i.id)).toEqual([started.json().paymentId]);
        expect(listed[0]!.failureReason).toBe(outcome === 'failure' ? 'declined by the provider' : 'cancelled at the checkout');
      }
      expect(await fx.balance(p.accountId)).toBe(0n);
      await expectInvariants();
    });

    it('decision 008: a pending payment can still be completed later from its checkout page', async () => {
      const p = await player('EUR');
      const started = await deposit(p, '3000');
      const pending = await checkout(started.json().redirectUrl, 'pending');
      expect(pending.headers.location).toBe(`/en/onpay/pending?paymentId=${started.json().paymentId}`);
      expect(await fx.balance(p.accountId)).toBe(0n);
      const page = await t.app.inject({ url: started.json().redirectUrl });
      expect(page.body).toContain('pending');
      expect(page.body).toContain('value="success"');
      const later = await checkout(started.json().redirectUrl, 'success');
      expect(later.headers.location).toBe(`/en/onpay/success?paymentId=${started.json().paymentId}`);
      expect(await fx.balance(p.accountId)).toBe(3000n);
      await expectInvariants();
    });

    it('decision 008: a deposit without an Idempotency-Key is 400 IDEMPOTENCY_KEY_REQUIRED; a malformed one 400; without the CSRF header 403', async () => {
      const p = await player('EUR');
      const missing = await deposit(p, '5000', null);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
      const malformed = await deposit(p, '5000', 'bad key!');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
      const noCsrf = await p.browser.post('/web-api/payments/deposit', { methodCode: 'sandbox_card', amountMinor: '5000' }, { csrf: false, headers: { 'idempotency-key': key() } });
      expect(noCsrf.statusCode).toBe(403);
      expect(await fx.paymentCount(p.userId)).toBe(0);
    });

    it('decision 008: amounts outside the method limits are 400 AMOUNT_OUT_OF_RANGE with the limits; an unknown method 400 PAYMENT_METHOD_UNAVAILABLE; nothing written', async () => {
      const p = await player('EUR');
      const low = await deposit(p, '99');
      expect(low.statusCode).toBe(400);
      expect(low.json().error).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: 'The amount must be between 1.00 and 10000.00 EUR.' });
      const high = await deposit(p, '1000001');
      expect(high.json().error.code).toBe('AMOUNT_OUT_OF_RANGE');
      const unknown = await p.browser.post('/web-api/payments/deposit', { methodCode: 'nope', amountMinor: '5000' }, { headers: { 'idempotency-key': key() } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
      const zero = await deposit(p, '0');
      expect(zero.statusCode).toBe(400);
      const float = await deposit(p, '50.5');
      expect(float.statusCode).toBe(400);
      expect(await fx.paymentCount(p.userId)).toBe(0);
    });

    it("decision 008: a deposit to another player's account is 404; to a frozen account 409 ACCOUNT_FROZEN", async () => {
      const p = await player('EUR');
      const other = await player('EUR');
      const foreign = await deposit(p, '5000', key(), { accountId: other.accountId });
      expect(foreign.statusCode).toBe(404);
      await fx.freeze(p.accountId);
      const frozen = await deposit(p, '5000');
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json().error.code).toBe('ACCOUNT_FROZEN');
      await fx.freeze(p.accountId, false);
      expect(await fx.paymentCount(p.userId)).toBe(0);
    });

    it('decision 008: the same key and body answer the same payment; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED', async () => {
      const p = await player('EUR');
      const k = key();
      const first = await deposit(p, '5000', k);
      const second = await deposit(p, '5000', k);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const reused = await deposit(p, '6000', k);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await fx.paymentCount(p.userId)).toBe(1);
      // Keys are the player's own: another player's same key is another payment.
      const other = await player('EUR');
      expect((await deposit(other, '5000', k)).json().paymentId).not.toBe(first.json().paymentId);
    });

    it('decision 008: concurrent duplicate deposit requests with one key create one payment', async () => {
      const p = await player('EUR');
      const k = key();
      const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(p, '4000', k)));
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      expect(new Set(answers.map((a) => a.json().paymentId)).size).toBe(1);
      expect(new Set(answers.map((a) => a.json().redirectUrl)).size).toBe(1);
      expect(await fx.paymentCount(p.userId)).toBe(1);
    });
  });

  describe('callbacks', () => {
    async function started(p: Player, amountMinor = '5000') {
      const response = await deposit(p, amountMinor);
      const { paymentId, redirectUrl } = response.json();
      return { paymentId: paymentId as number, ref: String(redirectUrl).split('/').pop()! };
    }

    it('decision 008: a forged, unsigned or expired callback is refused with 401 SIGNATURE_INVALID and moves nothing', async () => {
      const p = await player('EUR');
      const { ref, paymentId } = await started(p);
      const before = await fx.snapshot();
      const forger = createSandboxProvider({ appSecret: randomBytes(32).toString('hex') });
      const forged = forger.signCallback({ providerRef: ref, status: 'succeeded' });
      const stale = provider.signCallback({ providerRef: ref, status: 'succeeded' }, Date.now() - 10 * 60_000);
      const good = provider.signCallback({ providerRef: ref, status: 'succeeded' });
      const tampered = good.body.replace('succeeded', 'cancelled');
      for (const [body, headers] of [
        [forged.body, forged.headers],
        [stale.body, stale.headers],
        [good.body, { 'content-type': 'application/json' }],
        [tampered, good.headers],
        [good.body, { ...good.headers, 'x-sandbox-signature': 't=1,v1=zz' }],
      ] as const) {
        const response = await callback(body, headers);
        expect(response.statusCode, body).toBe(401);
        expect(response.json().error.code).toBe('SIGNATURE_INVALID');
      }
      expect(await fx.snapshot()).toEqual(before);
      expect(await fx.eventCount(paymentId)).toBe(0);
    });

    it('decision 008: a replayed callback (same event) moves the money once; a later contradicting callback is recorded and ignored', async () => {
      const p = await player('EUR');
      const { ref, paymentId } = await started(p, '7000');
      const signed = provider.signCallback({ providerRef: ref, status: 'succeeded' });
      const answers = await Promise.all([callback(signed.body, signed.headers), callback(signed.body, signed.headers), callback(signed.body, signed.headers)]);
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      expect(answers.map((a) => a.json().result).sort()).toEqual(['applied', 'replayed', 'replayed']);
      expect(await fx.balance(p.accountId)).toBe(7000n);
      expect(await fx.transfersOf(paymentId)).toHaveLength(1);

      const contradiction = provider.signCallback({ providerRef: ref, status: 'failed', reason: 'late decline' });
      const ignored = await callback(contradiction.body, contradiction.headers);
      expect(ignored.json()).toMatchObject({ ok: true, result: 'ignored', status: 'succeeded' });
      expect(await fx.eventCount(paymentId)).toBe(2);
      expect(await fx.balance(p.accountId)).toBe(7000n);
      await expectInvariants();
    });

    it('decision 008: a callback for an unknown reference is 404; a checkout page for one is 404', async () => {
      const signed = provider.signCallback({ providerRef: 'sbx_dep_1_000000000000000000000000', status: 'succeeded' });
      expect((await callback(signed.body, signed.headers)).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/payments-api/sandbox/checkout/sbx_dep_1_000000000000000000000000' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/payments-api/sandbox/checkout/not-a-ref' })).statusCode).toBe(404);
    });
  });

  describe('withdrawal', () => {
    it('S0 §2.2 deduce, decision 008: a withdrawal holds its amount at once; the player may cancel while requested and the hold comes back', async () => {
      const p = await player('EUR');
      await funded(p, '10000');
      const requested = await withdraw(p, '3000');
      expect(requested.statusCode, requested.body).toBe(200);
      const { paymentId } = requested.json();
      expect(requested.json().status).toBe('requested');
      expect(await fx.balance(p.accountId)).toBe(7000n);
      expect(await fx.systemTotal('house', 'withdrawals-pending', 'EUR')).toBeGreaterThanOrEqual(3000n);
      const [item] = (await history(p, '?direction=withdrawal')).items;
      expect(item).toMatchObject({ id: paymentId, status: 'requested', cancellable: true, destination: '************1111', amount: '30.00' });
      expect(await fx.storedDestination(paymentId)).toBe('************1111');
      await expectInvariants();

      const keyless = await cancel(p, paymentId, null);
      expect(keyless.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
      expect(await fx.balance(p.accountId)).toBe(7000n);
      const cancelled = await cancel(p, paymentId);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toEqual({ paymentId, status: 'cancelled' });
      expect(await fx.balance(p.accountId)).toBe(10000n);
      // Cancelling twice is harmless; the hold came back once.
      expect((await cancel(p, paymentId)).statusCode).toBe(200);
      expect(await fx.balance(p.accountId)).toBe(10000n);
      expect((await fx.transfersOf(paymentId)).map((x) => x.kind)).toEqual(['withdrawal_hold', 'withdrawal_release']);
      expect((await history(p, '?direction=withdrawal')).items[0]).toMatchObject({ status: 'cancelled', cancellable: false });
      await expectInvariants();
    });

    it('decision 008: operator approval pays the withdrawal (hold → provider); reject returns the hold; a paid one cannot be cancelled', async () => {
      const p = await player('EUR');
      await funded(p, '10000');
      const toPay = (await withdraw(p, '4000')).json().paymentId as number;
      const toReject = (await withdraw(p, '2000')).json().paymentId as number;
      expect(await fx.balance(p.accountId)).toBe(4000n);
      const providerBefore = await fx.systemTotal('provider', 'sandbox', 'EUR');

      const paid = await t.app.operator.payments.approveWithdrawal(toPay, 'tester');
      expect(paid.status).toBe('paid');
      expect(await fx.balance(p.accountId)).toBe(4000n);
      expect(await fx.systemTotal('provider', 'sandbox', 'EUR')).toBe(providerBefore + 4000n);
      expect((await fx.transfersOf(toPay)).map((x) => [x.kind, x.actor])).toEqual([
        ['withdrawal_hold', `user:${p.userId}`],
        ['withdrawal_payout', 'provider:sandbox'],
      ]);
      // Approving again is a no-op, not a second payout.
      expect((await t.app.operator.payments.approveWithdrawal(toPay, 'tester')).status).toBe('paid');
      expect(await fx.transfersOf(toPay)).toHaveLength(2);

      const rejected = await t.app.operator.payments.rejectWithdrawal(toReject, 'tester', 'documents missing');
      expect(rejected.status).toBe('rejected');
      expect(await fx.balance(p.accountId)).toBe(6000n);

      const late = await cancel(p, toPay);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('STATE_CONFLICT');
      await expect(t.app.operator.payments.rejectWithdrawal(toPay, 'tester')).rejects.toMatchObject({ code: 'STATE_CONFLICT' });
      const items = (await history(p, '?direction=withdrawal')).items;
      expect(items.map((i) => [i.id, i.status, i.failureReason])).toEqual([
        [toReject, 'rejected', 'documents missing'],
        [toPay, 'paid', null],
      ]);
      await expectInvariants();
    });

    it('S0 §2.2 deduce, decision 008: a withdrawal above the balance is 409 INSUFFICIENT_FUNDS and writes nothing; below the minimum 400 AMOUNT_OUT_OF_RANGE', async () => {
      const p = await player('EUR');
      await funded(p, '5000');
      const before = await fx.snapshot();
      const count = await fx.paymentCount(p.userId);
      const short = await withdraw(p, '6000');
      expect(short.statusCode).toBe(409);
      expect(short.json().error.code).toBe('INSUFFICIENT_FUNDS');
      const tiny = await withdraw(p, '999');
      expect(tiny.statusCode).toBe(400);
      expect(tiny.json().error).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: 'The amount must be between 10.00 and 5000.00 EUR.' });
      expect(await fx.snapshot()).toEqual(before);
      expect(await fx.paymentCount(p.userId)).toBe(count);
    });

    it('decision 008: a withdrawal needs an Idempotency-Key; a repeated key holds once, also concurrently', async () => {
      const p = await player('EUR');
      await funded(p, '10000');
      const missing = await withdraw(p, '2000', null);
      expect(missing.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
      const k = key();
      const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(p, '2000', k)));
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      expect(new Set(answers.map((a) => a.json().paymentId)).size).toBe(1);
      expect(await fx.balance(p.accountId)).toBe(8000n);
      expect((await withdraw(p, '2500', k)).json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      await expectInvariants();
    });

    it('decision 008: concurrent withdrawals never take a balance below zero', async () => {
      const p = await player('EUR');
      await funded(p, '10000');
      const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(p, '3000')));
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok).toHaveLength(3);
      for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().error.code).toBe('INSUFFICIENT_FUNDS');
      expect(await fx.balance(p.accountId)).toBe(1000n);
      await expectInvariants();
    });
  });

  describe('concurrency', () => {
    it('decision 008, property: random concurrent batches of deposits, callbacks and replays, withdrawals, cancels, approvals and rejections keep every invariant and the balance its payments say', async () => {
      const p = await player('EUR');
      await funded(p, '20000');
      const action = fc.record({
        kind: fc.constantFrom('deposit', 'callback', 'withdraw', 'cancel', 'approve', 'reject'),
        amount: fc.integer({ min: 1000, max: 6000 }),
        outcome: fc.constantFrom('succeeded', 'failed', 'pending', 'cancelled'),
        pick: fc.nat(),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 10 }), async (actions) => {
          const known = (await history(p, '?pageSize=100')).items;
          const open = (direction: string, states: string[]) => known.filter((i) => i.direction === direction && states.includes(i.status));
          const pick = <T,>(list: T[], n: number) => (list.length === 0 ? undefined : list[n % list.length]);
          await Promise.all(
            actions.map(async (a) => {
              if (a.kind === 'deposit') {
                const started = await deposit(p, String(a.amount));
                const outcome = { succeeded: 'success', failed: 'failure', pending: 'pending', cancelled: 'cancel' } as const;
                await checkout(started.json().redirectUrl, outcome[a.outcome as keyof typeof outcome]);
              } else if (a.kind === 'callback') {
                // A late callback for an open deposit, sent twice at once (a replay).
                const target = pick(open('deposit', ['created', 'pending']), a.pick);
                if (!target) return;
                const signed = provider.signCallback({ providerRef: (await fx.providerRef(target.id))!, status: a.outcome as 'succeeded' });
                await Promise.all([callback(signed.body, signed.headers), callback(signed.body, signed.headers)]);
              } else if (a.kind === 'withdraw') {
                const answer = await withdraw(p, String(a.amount));
                expect([200, 409]).toContain(answer.statusCode);
              } else {
                const target = pick(open('withdrawal', ['requested']), a.pick);
                if (!target) return;
                if (a.kind === 'cancel') await cancel(p, target.id);
                else if (a.kind === 'approve') await t.app.operator.payments.approveWithdrawal(target.id, 'model').catch(() => undefined);
                else await t.app.operator.payments.rejectWithdrawal(target.id, 'model').catch(() => undefined);
              }
            }),
          );
          await expectInvariants();
          const after = await history(p, '?pageSize=100');
          expect(after.total).toBeLessThanOrEqual(100);
          let expected = 0n;
          for (const i of after.items) {
            if (i.direction === 'deposit' && i.status === 'succeeded') expected += BigInt(i.amountMinor);
            if (i.direction === 'withdrawal' && ['requested', 'approved', 'paid'].includes(i.status)) expected -= BigInt(i.amountMinor);
          }
          expect(await fx.balance(p.accountId)).toBe(expected);
        }),
        { numRuns: 6 },
      );
    });
  });

  describe('payout by callback', () => {
    it('decision 008: a provider that pays later leaves the withdrawal approved (still held) until its signed callback says paid or rejected', async () => {
      const p = await player('EUR');
      await funded(p, '10000');
      const real = createSandboxProvider({ appSecret: APP_SECRET });
      // The sandbox as a provider whose payouts are confirmed by a later callback.
      const later = { ...real, createPayout: async (input: { paymentId: number }) => ({ providerRef: `sbx_pay_${input.paymentId}_${'0'.repeat(24)}`, status: 'pending' as const }) };
      const service = createPaymentsService({
        repository: createPaymentsRepository(t.data),
        ledger: createWalletModule({ data: t.data }).ledger,
        providers: [later],
      });
      const first = (await withdraw(p, '3000')).json().paymentId as number;
      const second = (await withdraw(p, '2000')).json().paymentId as number;
      expect((await service.approveWithdrawal(first, 'tester')).status).toBe('approved');
      expect((await service.approveWithdrawal(second, 'tester')).status).toBe('approved');
      expect(await fx.balance(p.accountId)).toBe(5000n);
      expect((await history(p, '?status=approved')).items.map((i) => [i.id, i.cancellable])).toEqual([
        [second, false],
        [first, false],
      ]);
      expect((await cancel(p, first)).statusCode).toBe(409);

      const paid = real.signCallback({ providerRef: (await fx.providerRef(first))!, status: 'paid' });
      expect(await service.handleCallback('sandbox', paid.body, paid.headers)).toMatchObject({ paymentId: first, status: 'paid', result: 'applied' });
      expect(await service.handleCallback('sandbox', paid.body, paid.headers)).toMatchObject({ result: 'replayed' });
      const refused = real.signCallback({ providerRef: (await fx.providerRef(second))!, status: 'rejected', reason: 'card closed' });
      expect(await service.handleCallback('sandbox', refused.body, refused.headers)).toMatchObject({ paymentId: second, status: 'rejected', result: 'applied' });

      expect(await fx.balance(p.accountId)).toBe(7000n);
      expect((await fx.transfersOf(first)).map((x) => x.kind)).toEqual(['withdrawal_hold', 'withdrawal_payout']);
      expect((await fx.transfersOf(second)).map((x) => x.kind)).toEqual(['withdrawal_hold', 'withdrawal_release']);
      expect((await history(p, '?direction=withdrawal')).items.map((i) => [i.status, i.failureReason])).toEqual([
        ['rejected', 'card closed'],
        ['paid', null],
      ]);
      await expectInvariants();
    });
  });

  describe('history', () => {
    it('S0 §2.2 historypay: own payments only, newest first, filtered by direction, status and dates, paged', async () => {
      const p = await player('EUR');
      const other = await player('EUR');
      await funded(other, '1000');
      const a = await funded(p, '10000');
      const failedStart = await deposit(p, '2000');
      await checkout(failedStart.json().redirectUrl, 'failure');
      const b = failedStart.json().paymentId as number;
      const c = (await withdraw(p, '1500')).json().paymentId as number;
      await fx.setCreatedAt(a, '2026-01-10T12:00:00Z');
      await fx.setCreatedAt(b, '2026-02-10T12:00:00Z');
      await fx.setCreatedAt(c, '2026-03-10T12:00:00Z');

      const all = await history(p);
      expect(all.items.map((i) => i.id)).toEqual([c, b, a]);
      expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect((await history(p, '?direction=deposit')).items.map((i) => i.id)).toEqual([b, a]);
      expect((await history(p, '?status=failed')).items.map((i) => i.id)).toEqual([b]);
      expect((await history(p, '?from=2026-02-10&to=2026-02-10')).items.map((i) => i.id)).toEqual([b]);
      expect((await history(p, '?from=2026-02-11')).items.map((i) => i.id)).toEqual([c]);
      const page2 = await history(p, '?page=2&pageSize=2');
      expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.items.map((i) => i.id)).toEqual([a]);
      expect((await p.browser.get('/web-api/payments/history?from=yesterday')).statusCode).toBe(400);
      // Another player's withdrawal is not his to cancel.
      expect((await cancel(other, c)).statusCode).toBe(404);
    });
  });

  it('decision 008: opening payments is rate-limited per player (429 RATE_LIMITED)', async () => {
    const env = { ...readEnv({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent', trustProxy: true, appSecret: APP_SECRET };
    // A short window of its own, so a run right before this one cannot have used it up.
    const limited = await createTestApp({ env, payments: { rateLimits: { create: { max: 3, timeWindowMs: 1500 } } } });
    try {
      const browser = createBrowser(limited.app, { lng: 'en' });
      const registered = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, currencyCode: 'EUR', type: 'full_reg', email: uniqueEmail(), password: 'correct horse battery' });
      expect(registered.statusCode).toBe(201);
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push(await browser.post('/web-api/payments/deposit', { methodCode: 'sandbox_card', amountMinor: '5000' }, { headers: { 'idempotency-key': key() } }));
      }
      expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(2);
      expect(answers.find((a) => a.statusCode === 429)!.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('decision 008: every payments endpoint is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/web-api/payments/methods',
        '/web-api/payments/deposit',
        '/web-api/payments/withdrawal',
        '/web-api/payments/withdrawal/{paymentId}/cancel',
        '/web-api/payments/history',
      ]),
    );
    const params = doc.paths['/web-api/payments/deposit'].post.parameters as { name: string; in: string }[];
    expect(params).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]));
  });
});
