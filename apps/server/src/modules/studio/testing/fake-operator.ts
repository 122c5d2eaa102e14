import Fastify, { type FastifyInstance } from 'fastify';
import { CASINO_PROVIDER_HEADERS, CASINO_PROVIDER_PATHS, type ProviderErrorCode } from '@wager/contract';
import { safeEqualHex, signAnswer, signRequest, type OperatorTransport } from '../internal/wallet-client.ts';

/**
 * A small operator for the studio's tests (decision 020): the seamless-wallet protocol of
 * packages/contract/src/casino-provider.ts with signature checks, balances, idempotent transaction ids
 * and rollbacks. `faults` makes the next calls of a path fail: `drop` applies the call and loses the
 * answer (HTTP 500), `down` answers 503 without applying it.
 */
export function createFakeOperator(opts: { secret: string; nowMs?: () => number; jurisdiction?: string }) {
  const nowMs = opts.nowMs ?? Date.now;
  const balances = new Map<string, bigint>();
  const tokens = new Map<string, { playerRef: string; gameCode: string }>();
  const sessions = new Map<string, string>();
  const txs = new Map<string, { body: string; answer: unknown }>();
  const rolledBack = new Set<string>();
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const faults = new Map<string, ('drop' | 'down')[]>();
  let n = 0;

  const app: FastifyInstance = Fastify();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const send = (reply: import('fastify').FastifyReply, status: number, payload: unknown) => {
    const body = JSON.stringify(payload);
    const ts = String(Math.floor(nowMs() / 1000));
    return reply.code(status).header('content-type', 'application/json').header(CASINO_PROVIDER_HEADERS.timestamp, ts).header(CASINO_PROVIDER_HEADERS.signature, signAnswer(opts.secret, ts, body)).send(body);
  };
  const refuse = (reply: import('fastify').FastifyReply, code: ProviderErrorCode, balance?: bigint) =>
    send(reply, code === 'SIGNATURE_INVALID' ? 401 : 409, { error: { code, message: code }, ...(balance !== undefined ? { balanceMinor: balance.toString() } : {}) });

  for (const path of Object.values(CASINO_PROVIDER_PATHS)) {
    app.post(path, async (request, reply) => {
      const raw = request.body as string;
      const ts = String(request.headers[CASINO_PROVIDER_HEADERS.timestamp] ?? '');
      const sig = String(request.headers[CASINO_PROVIDER_HEADERS.signature] ?? '');
      if (request.headers[CASINO_PROVIDER_HEADERS.provider] !== 'wager-studio' || !safeEqualHex(sig, signRequest(opts.secret, ts, path, raw))) return refuse(reply, 'SIGNATURE_INVALID');
      const body = JSON.parse(raw) as Record<string, string>;
      calls.push({ path, body });
      const fault = faults.get(path)?.shift();
      if (fault === 'down') return reply.code(503).send('down');
      const player = sessions.get(body.sessionId ?? '');
      const result = (): { status: number; payload: unknown } => {
        if (path === CASINO_PROVIDER_PATHS.authenticate) {
          const t = tokens.get(body.token!);
          if (!t) return { status: 409, payload: { error: { code: 'TOKEN_INVALID', message: 'no' } } };
          tokens.delete(body.token!);
          const sessionId = `op-session-${++n}`;
          sessions.set(sessionId, t.playerRef);
          return {
            status: 200,
            payload: { sessionId, playerRef: t.playerRef, currency: 'EUR', balanceMinor: balances.get(t.playerRef)!.toString(), gameCode: t.gameCode, lang: 'en', jurisdiction: opts.jurisdiction ?? 'default', openRounds: [] },
          };
        }
        if (!player) return { status: 409, payload: { error: { code: 'SESSION_EXPIRED', message: 'no' } } };
        const bal = () => balances.get(player)!;
        if (path === CASINO_PROVIDER_PATHS.balance || path === CASINO_PROVIDER_PATHS.roundEnd) return { status: 200, payload: { balanceMinor: bal().toString(), currency: 'EUR' } };
        const txId = body.transactionId!;
        const seen = txs.get(txId);
        if (seen) {
          if (seen.body !== raw) return { status: 409, payload: { error: { code: 'DUPLICATE_TRANSACTION', message: 'no' } } };
          return { status: 200, payload: { ...(seen.answer as object), balanceMinor: bal().toString(), duplicate: true } };
        }
        if (path === CASINO_PROVIDER_PATHS.bet) {
          if (rolledBack.has(txId)) return { status: 409, payload: { error: { code: 'TRANSACTION_ROLLED_BACK', message: 'no' } } };
          const amount = BigInt(body.amountMinor!);
          if (bal() < amount) return { status: 409, payload: { error: { code: 'INSUFFICIENT_FUNDS', message: 'no' }, balanceMinor: bal().toString() } };
          balances.set(player, bal() - amount);
        } else if (path === CASINO_PROVIDER_PATHS.play) {
          if (rolledBack.has(txId)) return { status: 409, payload: { error: { code: 'TRANSACTION_ROLLED_BACK', message: 'no' } } };
          const bet = BigInt(body.betMinor!);
          if (bal() < bet) return { status: 409, payload: { error: { code: 'INSUFFICIENT_FUNDS', message: 'no' }, balanceMinor: bal().toString() } };
          balances.set(player, bal() - bet + BigInt(body.winMinor!));
        } else if (path === CASINO_PROVIDER_PATHS.win) {
          balances.set(player, bal() + BigInt(body.amountMinor!));
        } else if (path === CASINO_PROVIDER_PATHS.rollback) {
          const bet = txs.get(body.rollbackTransactionId!);
          rolledBack.add(body.rollbackTransactionId!);
          if (bet) {
            balances.set(player, bal() + BigInt((JSON.parse(bet.body) as { amountMinor: string }).amountMinor));
            txs.delete(body.rollbackTransactionId!);
          }
        }
        const answer = { balanceMinor: bal().toString(), currency: 'EUR', operatorTransactionId: `op-${++n}` };
        txs.set(txId, { body: raw, answer });
        return { status: 200, payload: answer };
      };
      const { status, payload } = result();
      if (fault === 'drop') return reply.code(500).send('lost');
      return send(reply, status, payload);
    });
  }

  const transport: OperatorTransport = async ({ url, headers, body }) => {
    const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
    return { status: res.statusCode, headers: res.headers as Record<string, string | undefined>, body: res.body };
  };

  return {
    app,
    transport,
    calls,
    /** A player with a balance and a fresh launch token. */
    launch(playerRef: string, balanceMinor: bigint, gameCode = 'dice'): string {
      if (!balances.has(playerRef)) balances.set(playerRef, balanceMinor);
      const token = `launch-token-${playerRef}-${++n}-xxxxxxxx`;
      tokens.set(token, { playerRef, gameCode });
      return token;
    },
    balance: (playerRef: string) => balances.get(playerRef),
    fail(path: string, ...kinds: ('drop' | 'down')[]) {
      faults.set(path, [...(faults.get(path) ?? []), ...kinds]);
    },
  };
}
