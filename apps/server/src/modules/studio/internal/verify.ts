import type { StudioVerifyAnswer, StudioVerifyQuery } from '@wager/contract';
import { casino } from '@wager/domain';

/** The domain's result made JSON-safe (bigints as decimal strings). */
export function toJson(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  return value;
}

/** The round a verify query describes, in the domain's terms. */
export function roundOf(query: StudioVerifyQuery): casino.studio.StudioRound {
  switch (query.engine) {
    case 'dice':
      return { engine: 'dice', params: { target: query.target, direction: query.direction } };
    case 'crash':
      return { engine: 'crash', params: { cashOutAt: query.cashOutAt } };
    case 'plinko':
      return { engine: 'plinko', params: { rows: query.rows, risk: query.risk } };
    case 'keno':
      return { engine: 'keno', params: { picks: query.picks } };
    case 'mines':
      return { engine: 'mines', params: { mines: query.mines, picks: query.picks } };
    case 'slots':
      return { engine: 'slots' };
    case 'scratchcard':
      return { engine: 'scratchcard' };
  }
}

/** Recomputes a round (decision 020); a RangeError (parameters the game refuses) is the caller's 400. */
export function verifyRound(query: StudioVerifyQuery): StudioVerifyAnswer {
  const seeds = { serverSeed: query.serverSeed, clientSeed: query.clientSeed, nonce: query.nonce };
  const result = casino.studio.recompute(seeds, roundOf(query));
  const { engine, ...outcome } = result;
  return { engine, serverSeedHash: casino.hashServerSeed(query.serverSeed), multiplierBp: result.multiplierBp.toString(), outcome: toJson(outcome) as Record<string, unknown> };
}
