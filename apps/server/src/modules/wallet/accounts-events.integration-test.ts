import { randomInt } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsResponse, BalanceUpdateEvent } from '@wager/contract';
import { createPlatform, installErrorHandling, MemoryPubSub, type PubSub } from '../../platform/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { balanceChannel, balancePublisher, createWalletModule, type Ledger } from './index.ts';
import { accountsRoutes } from './internal/accounts.routes.ts';
import type { WalletService } from './internal/wallet.service.ts';
import { houseAdjustment } from './testing/house-adjustment.ts';

interface SseMessage {
  event: string | null;
  data: string | null;
  comment: boolean;
}

/**
 * A real HTTP client of the stream: reads chunks as they come and splits them into SSE messages.
 * `next(predicate)` waits for the first message (since the last one taken) that matches.
 */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const messages: SseMessage[] = [];
  let buffer = '';
  let waiters: (() => void)[] = [];
  const pump = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          messages.push({
            event: lines.find((l) => l.startsWith('event: '))?.slice(7) ?? null,
            data: lines.find((l) => l.startsWith('data: '))?.slice(6) ?? null,
            comment: lines.every((l) => l.startsWith(':')),
          });
          for (const wake of waiters) wake();
          waiters = [];
        }
      }
    } catch {
      // aborted
    }
  })();
  let taken = 0;
  async function next(match: (m: SseMessage) => boolean, timeoutMs = 5000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (taken < messages.length) {
        const message = messages[taken++]!;
        if (match(message)) return message;
      }
      if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  const balance = async (match: (e: BalanceUpdateEvent) => boolean = () => true) =>
    BalanceUpdateEvent.parse(JSON.parse((await next((m) => m.event === 'balance' && match(BalanceUpdateEvent.parse(JSON.parse(m.data!))))).data!));
  return {
    response,
    messages,
    next,
    balance,
    async close() {
      controller.abort();
      await pump;
    },
  };
}

/** Counts the live subscriptions of a pub/sub, to see the stream give its subscription back. */
function countSubscriptions(pubsub: PubSub): { active: () => number } {
  let active = 0;
  const subscribe = pubsub.subscribe.bind(pubsub);
  pubsub.subscribe = async (channel, onMessage) => {
    const unsubscribe = await subscribe(channel, onMessage);
    active += 1;
    return async () => {
      active -= 1;
      await unsubscribe();
    };
  };
  return { active: () => active };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// First: the file's last step is then closing the test database (a later test would see its pool's sockets cut).
describe('balance stream upkeep (decision 008)', () => {
  it('decision 008: heartbeat comments keep an idle stream open; the server closes open streams when it stops', async () => {
    const pubsub = new MemoryPubSub();
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    // The identity plugin's part, for a bare app: every request is player 7.
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      (request as unknown as { auth: unknown }).auth = { userId: 7 };
    });
    const service = { listAccounts: async () => [] } as unknown as WalletService;
    await app.register(accountsRoutes(service, pubsub, { heartbeatMs: 50 }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(`${base}/web-api/accounts/events`, {});
    try {
      await stream.next((m) => m.comment);
      await stream.next((m) => m.comment);
      await pubsub.publish(balanceChannel(7), { account_id: 1, new_balance: '10', money: '0.10', iso: 'EUR' });
      expect(await stream.balance()).toEqual({ account_id: 1, new_balance: '10', money: '0.10', iso: 'EUR' });
      // Not an event of the contract: dropped, the stream goes on.
      await pubsub.publish(balanceChannel(7), { nonsense: true });
      await pubsub.publish(balanceChannel(7), { account_id: 1, new_balance: '11', money: '0.11', iso: 'EUR' });
      expect(await stream.balance()).toMatchObject({ new_balance: '11' });
    } finally {
      // close() must not wait for the open stream.
      const closed = app.close();
      await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('close() waited for the stream')), 3000))]);
      await stream.close();
      await pubsub.close();
    }
  });
});

describe('balance push (S0 §3.1 balance update event, §3.2; decision 008)', () => {
  let t: TestApp;
  let base: string;
  let ledger: Ledger;
  let subscriptions: { active: () => number };

  async function signUp(currencyCode: string) {
    const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const email = `push${Date.now().toString(36)}${randomInt(0, 1_000_000)}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      remoteAddress: ip,
      payload: { countryCode: 'RU', currencyCode, bonusChoice: 0, acceptTerms: true, confirmAge: true, type: 'full_reg', email, password: 'wallet password 1' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const cookie = `user_token=${registered.cookies.find((c) => c.name === 'user_token')!.value}`;
    const accounts = AccountsResponse.parse((await t.app.inject({ url: '/web-api/accounts', headers: { cookie } })).json());
    return { userId: registered.json().userId as number, cookie, accountId: accounts.mainAccountId };
  }

  const credit = (accountId: number, currencyCode: string, amountMinor: bigint, onLedger = ledger) =>
    houseAdjustment(onLedger, accountId, currencyCode, amountMinor);

  beforeAll(async () => {
    t = await createTestApp();
    subscriptions = countSubscriptions(t.platform.pubsub);
    ledger = createWalletModule({ data: t.data, onPosted: balancePublisher(t.platform.pubsub) }).ledger;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('decision 008: a guest gets 401 from the stream, as JSON', async () => {
    const response = await fetch(`${base}/web-api/accounts/events`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('S0 §3.1, decision 008: over real HTTP, with compression offered, the stream sends the balances at once and every transfer as it commits', async () => {
    const player = await signUp('EUR');
    const stream = await openStream(`${base}/web-api/accounts/events`, { cookie: player.cookie, 'accept-encoding': 'gzip, deflate, br' });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      expect(stream.response.headers.get('cache-control')).toBe('no-store');

      expect(await stream.balance()).toEqual({ account_id: player.accountId, new_balance: '0', money: '0.00', iso: 'EUR' });
      await until(() => subscriptions.active() >= 1);

      await credit(player.accountId, 'EUR', 5000n);
      expect(await stream.balance()).toEqual({ account_id: player.accountId, new_balance: '5000', money: '50.00', iso: 'EUR' });
      await credit(player.accountId, 'EUR', -1250n);
      expect(await stream.balance()).toEqual({ account_id: player.accountId, new_balance: '3750', money: '37.50', iso: 'EUR' });

      // A replayed transfer moved nothing and pushes nothing; another player's transfer is not on this stream.
      const once = {
        idempotencyKey: `push-test:once:${randomInt(0, 1e9)}`,
        kind: 'adjustment',
        actor: 'operator:test',
        postings: [
          { target: { accountId: player.accountId }, currencyCode: 'EUR', amountMinor: 1n },
          { target: { system: { ownerKind: 'house' as const, code: 'house' } }, currencyCode: 'EUR', amountMinor: -1n },
        ],
      };
      await ledger.transfer(once);
      expect(await stream.balance()).toMatchObject({ account_id: player.accountId, new_balance: '3751' });
      expect((await ledger.transfer(once)).replayed).toBe(true);
      const other = await signUp('EUR');
      await credit(other.accountId, 'EUR', 700n);
      await credit(player.accountId, 'EUR', 1n);
      expect(await stream.balance()).toMatchObject({ account_id: player.accountId, new_balance: '3752' });
      expect(stream.messages.filter((m) => m.event === 'balance').map((m) => JSON.parse(m.data!).account_id)).not.toContain(other.accountId);
    } finally {
      await stream.close();
    }
  });

  it('S0 §3.1, §3.2, decision 008: every open tab of the player gets the event; a closed tab gives its subscription back', async () => {
    const player = await signUp('RUB');
    const before = subscriptions.active();
    const tabs = await Promise.all([0, 1].map(() => openStream(`${base}/web-api/accounts/events`, { cookie: player.cookie })));
    try {
      for (const tab of tabs) await tab.balance();
      await until(() => subscriptions.active() === before + 2);
      await credit(player.accountId, 'RUB', 15000n);
      for (const tab of tabs) expect(await tab.balance((e) => e.new_balance === '15000')).toMatchObject({ money: '150.00', iso: 'RUB' });
    } finally {
      await tabs[0]!.close();
    }
    await until(() => subscriptions.active() === before + 1);
    await tabs[1]!.close();
    await until(() => subscriptions.active() === before);
  });

  it.skipIf(!process.env.REDIS_URL)('decision 008: a transfer in another process reaches the stream through Redis', async () => {
    const player = await signUp('USD');
    const stream = await openStream(`${base}/web-api/accounts/events`, { cookie: player.cookie });
    // Another process: its own Redis connections and its own ledger on the same database.
    const otherProcess = createPlatform(process.env.REDIS_URL, t.platform.namespace);
    try {
      await stream.balance();
      await until(() => subscriptions.active() >= 1);
      const otherLedger = createWalletModule({ data: t.data, onPosted: balancePublisher(otherProcess.pubsub) }).ledger;
      await credit(player.accountId, 'USD', 2500n, otherLedger);
      expect(await stream.balance((e) => e.new_balance === '2500')).toEqual({ account_id: player.accountId, new_balance: '2500', money: '25.00', iso: 'USD' });
    } finally {
      await stream.close();
      await otherProcess.close();
    }
  });
});
