import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CASINO_PROVIDER_HEADERS,
  CASINO_PROVIDER_PATHS,
  CASINO_SIGNATURE_WINDOW_SECONDS,
  ProviderError,
  ProviderSession,
  ProviderWalletAnswer,
  type ProviderErrorCode,
} from '@wager/contract';

/** One HTTP exchange; `fetch` in production, the fake operator's `inject` in tests (same bytes either way). */
export type OperatorTransport = (request: { url: string; headers: Record<string, string>; body: string }) => Promise<{ status: number; headers: Record<string, string | undefined>; body: string }>;

export const fetchTransport: OperatorTransport = async ({ url, headers, body }) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
  return { status: res.status, headers: Object.fromEntries(res.headers.entries()), body: await res.text() };
};

export const PROVIDER_SLUG = 'wager-studio';

/** The shared secret: CASINO_PROVIDER_WAGER_STUDIO_SECRET, else HMAC(APP_SECRET, 'casino-provider:wager-studio') (the operator derives the same). */
export function studioSecret(env: NodeJS.ProcessEnv, appSecret: string): string {
  return env.CASINO_PROVIDER_WAGER_STUDIO_SECRET || createHmac('sha256', appSecret).update(`casino-provider:${PROVIDER_SLUG}`).digest('hex');
}

export const signRequest = (secret: string, timestamp: string, path: string, body: string) => createHmac('sha256', secret).update(`${timestamp}.${path}.${body}`).digest('hex');
export const signAnswer = (secret: string, timestamp: string, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The operator said no (a definite answer: nothing to retry). */
export class OperatorRefused extends Error {
  constructor(readonly code: ProviderErrorCode, message: string, readonly balanceMinor?: string) {
    super(`${code}: ${message}`);
  }
}
/** No trustworthy answer (network, 5xx, bad signature): the request may or may not have been applied. */
export class OperatorUnreachable extends Error {}

export interface WalletClient {
  authenticate(token: string): Promise<ProviderSession>;
  balance(sessionId: string): Promise<ProviderWalletAnswer>;
  bet(body: { sessionId: string; roundId: string; transactionId: string; amountMinor: string; currency: string }): Promise<ProviderWalletAnswer>;
  win(body: { sessionId: string; roundId: string; transactionId: string; amountMinor: string; currency: string; endRound: boolean }): Promise<ProviderWalletAnswer>;
  /** An instant round's bet and win in one call (the operator closes the round). */
  play(body: { sessionId: string; roundId: string; transactionId: string; betMinor: string; winMinor: string; currency: string }): Promise<ProviderWalletAnswer>;
  rollback(body: { sessionId: string; roundId: string; transactionId: string; rollbackTransactionId: string }): Promise<ProviderWalletAnswer>;
}

/**
 * The studio's side of the seamless-wallet protocol (packages/contract/src/casino-provider.ts): signed
 * JSON over HTTP to the operator's base URL, answers' signatures checked. Idempotent calls (bet, win,
 * play, rollback) are retried with the same body a few times when no answer arrives; the caller decides what a
 * final OperatorUnreachable means (a bet is rolled back, a win queued).
 */
export function createWalletClient(deps: { baseUrl: string; secret: string; transport?: OperatorTransport; nowMs?: () => number; attempts?: number }): WalletClient {
  const transport = deps.transport ?? fetchTransport;
  const nowMs = deps.nowMs ?? Date.now;
  const attempts = deps.attempts ?? 3;

  async function once(path: string, payload: unknown): Promise<unknown> {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(nowMs() / 1000));
    let res;
    try {
      res = await transport({
        url: `${deps.baseUrl}${path}`,
        body,
        headers: {
          'content-type': 'application/json',
          [CASINO_PROVIDER_HEADERS.provider]: PROVIDER_SLUG,
          [CASINO_PROVIDER_HEADERS.timestamp]: timestamp,
          [CASINO_PROVIDER_HEADERS.signature]: signRequest(deps.secret, timestamp, path, body),
        },
      });
    } catch (err) {
      throw new OperatorUnreachable(`operator ${path}: ${(err as Error).message}`);
    }
    const ts = res.headers[CASINO_PROVIDER_HEADERS.timestamp] ?? '';
    const sig = res.headers[CASINO_PROVIDER_HEADERS.signature] ?? '';
    if (res.status >= 500) throw new OperatorUnreachable(`operator ${path}: HTTP ${res.status}`);
    // An unsigned or forged answer is no answer: we cannot know what happened.
    if (!safeEqualHex(sig, signAnswer(deps.secret, ts, res.body)) || Math.abs(Number(ts) - nowMs() / 1000) > CASINO_SIGNATURE_WINDOW_SECONDS) {
      throw new OperatorUnreachable(`operator ${path}: answer signature invalid`);
    }
    const json = JSON.parse(res.body) as unknown;
    if (res.status >= 400) {
      const err = ProviderError.safeParse(json);
      if (err.success) throw new OperatorRefused(err.data.error.code, err.data.error.message, err.data.balanceMinor);
      throw new OperatorUnreachable(`operator ${path}: HTTP ${res.status} without a protocol error`);
    }
    return json;
  }

  async function retried(path: string, payload: unknown): Promise<ProviderWalletAnswer> {
    let last: unknown;
    for (let i = 0; i < attempts; i++) {
      try {
        return ProviderWalletAnswer.parse(await once(path, payload));
      } catch (err) {
        if (!(err instanceof OperatorUnreachable)) throw err;
        last = err;
      }
    }
    throw last;
  }

  return {
    authenticate: async (token) => ProviderSession.parse(await once(CASINO_PROVIDER_PATHS.authenticate, { token })),
    balance: (sessionId) => retried(CASINO_PROVIDER_PATHS.balance, { sessionId }),
    bet: (body) => retried(CASINO_PROVIDER_PATHS.bet, body),
    win: (body) => retried(CASINO_PROVIDER_PATHS.win, body),
    play: (body) => retried(CASINO_PROVIDER_PATHS.play, body),
    rollback: (body) => retried(CASINO_PROVIDER_PATHS.rollback, body),
  };
}
