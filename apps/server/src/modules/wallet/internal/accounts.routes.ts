import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountChangeResponse,
  AccountsResponse,
  AddCurrencyRequest,
  ApiError,
  BalanceUpdateEvent,
  BalancesResponse,
  CurrenciesResponse,
  CurrencyIdParams,
  SetActiveAccountRequest,
} from '@wager/contract';
import { openEventStream, type PubSub } from '../../../platform/index.ts';
import { requireAuth } from '../../identity/index.ts';
import { balanceChannel, balanceEvent } from './balance-events.ts';
import type { WalletService } from './wallet.service.ts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream (decision 008). */
export const BALANCE_STREAM_HEARTBEAT_MS = 25_000;

const ERRORS = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/**
 * The player's accounts (S0 §3.1, §3.2, §4.4, §7, §9; decision 008): balances in two variants, add and
 * remove a currency account, set the active account, the balance stream, and the public currency
 * list with coupon defaults.
 */
export function accountsRoutes(service: WalletService, pubsub: PubSub, options: { heartbeatMs?: number } = {}): FastifyPluginAsync {
  const heartbeatMs = options.heartbeatMs ?? BALANCE_STREAM_HEARTBEAT_MS;
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    // Open streams end before the server closes, or close() would wait for them forever.
    const streams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of [...streams]) end();
    });

    api.get(
      '/web-api/accounts',
      {
        schema: {
          summary: 'Accounts and balances, the full variant (S0 §3.1, §7 load balances; feature config 1788 off)',
          description:
            'Every open account of the player (main 0, bonus 4, currency 9) with money in minor units and formatted, the main and active ' +
            'account ids, bonus accounts as bonuses, the first-deposit-bonus flag, the account-conversion status (1: the main account is in a ' +
            'currency no longer offered, 2: an additional account is, 0: neither) and the currencies a currency account may still be opened in. ' +
            'S0 §7 names two variants of balance loading, chosen by feature config 1788: the client reads that flag and calls this one or ' +
            '`GET /web-api/accounts/balances`.',
          tags: ['wallet'],
          response: { 200: AccountsResponse, 401: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.getAccounts(requireAuth(request).userId);
      },
    );

    api.get(
      '/web-api/accounts/balances',
      {
        schema: {
          summary: 'Balances, the light variant (S0 §7 load balances; feature config 1788 on; the polling fallback of the balance stream)',
          tags: ['wallet'],
          response: { 200: BalancesResponse, 401: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.getBalances(requireAuth(request).userId);
      },
    );

    api.post(
      '/web-api/accounts/currency',
      {
        schema: {
          summary: 'Add a currency account (S0 §7 add currency): type 9, in an offered currency not yet held',
          description: '409 STATE_CONFLICT when the player already holds the currency (so a repeat opens nothing), 400 CURRENCY_NOT_OFFERED.',
          tags: ['wallet'],
          body: AddCurrencyRequest,
          response: { 201: AccountChangeResponse, ...ERRORS },
        },
      },
      async (request, reply) => {
        const result = await service.addCurrency(requireAuth(request).userId, request.body.currencyId);
        return reply.code(201).send(result);
      },
    );

    api.delete(
      '/web-api/accounts/currency/:currencyId',
      {
        schema: {
          summary: 'Remove a currency account (S0 §7 remove currency): only a type-9 account, only when empty, never the active one',
          description: '409 ACCOUNT_NOT_EMPTY while money is on it; 409 STATE_CONFLICT for the active or the main account; 404 when not held.',
          tags: ['wallet'],
          params: CurrencyIdParams,
          response: { 200: AccountChangeResponse, ...ERRORS },
        },
      },
      async (request) => service.removeCurrency(requireAuth(request).userId, request.params.currencyId),
    );

    api.post(
      '/web-api/accounts/active',
      {
        schema: {
          summary: 'Set the active account (S0 §7): one of the player’s own open accounts, not frozen; safe to repeat',
          tags: ['wallet'],
          body: SetActiveAccountRequest,
          response: { 200: AccountChangeResponse, ...ERRORS },
        },
      },
      async (request) => service.setActiveAccount(requireAuth(request).userId, request.body.id),
    );

    api.get(
      '/web-api/accounts/events',
      {
        schema: {
          summary: 'Balance stream (S0 §3.1, decision 008): server-sent events, event `balance` with a BalanceUpdateEvent',
          description:
            'text/event-stream. On connect every account’s current balance is sent once, then one `balance` event per change of a ' +
            'balance (data: {account_id, new_balance in minor units, money, iso}) from any server process; a comment line every 25 s. ' +
            'When the stream is unavailable the client polls `GET /web-api/accounts/balances`.',
          tags: ['wallet'],
          response: { 401: ApiError },
        },
      },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        // Events that arrive while the first balances load wait, so older data never overtakes a newer event.
        let pending: BalanceUpdateEvent[] | null = [];
        const stream = openEventStream(request, reply, streams);
        try {
          const unsubscribe = await pubsub.subscribe(balanceChannel(userId), (message) => {
            const parsed = BalanceUpdateEvent.safeParse(message);
            if (!parsed.success) return;
            if (pending) pending.push(parsed.data);
            else stream.event('balance', parsed.data);
          });
          stream.onEnd(unsubscribe);
          // An event that arrived before a read began is in what the read sees (published after commit);
          // one that arrived during the read may not be, so the read is taken again (a few times at most).
          let snapshot = await service.listAccounts(userId);
          for (let tries = 1; tries < 3 && pending.length > 0; tries++) {
            pending = [];
            snapshot = await service.listAccounts(userId);
          }
          for (const account of snapshot) stream.event('balance', balanceEvent(account.id, account.currencyCode, BigInt(account.balanceMinor)));
          for (const event of pending) stream.event('balance', event);
          pending = null;
          stream.heartbeat(heartbeatMs);
        } catch (err) {
          request.log.warn({ err }, 'balance stream failed; the client falls back to polling');
          stream.end();
        }
      },
    );

    api.get(
      '/web-api/currencies',
      {
        schema: {
          summary: 'Offered currencies with the coupon amount step and initial stake (S0 §5, §9; decision 008)',
          description: 'For the coupon and the default-currency rule (active account, else the site geo currency, else `fallbackIso`, RUB).',
          tags: ['wallet'],
          response: { 200: CurrenciesResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return service.currencyDefaults();
      },
    );
  };
}
