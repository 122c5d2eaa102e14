// In-house provably-fair casino games, the pure rules (decision 017): the HMAC-SHA256 stream, each game's
// outcome from (seeds, params), its payout multiplier in basis points and its exact RTP.
export { checkSeeds, fairBlock, fairStream, FairSeedError, floatOf, hashServerSeed, nextIndex, serverSeedFromBytes, CLIENT_SEED_RE, SERVER_SEED_RE } from './fair.ts';
export type { RandomStream, Seeds } from './fair.ts';
export { BP, payoutMinor, rtpOf, toNumber, varianceOf } from './rational.ts';
export type { PayoutLine, Rational } from './rational.ts';
export * as dice from './dice.ts';
export * as crash from './crash.ts';
export * as mines from './mines.ts';
export * as plinko from './plinko.ts';
export * as keno from './keno.ts';
export * as slots from './slots.ts';
export * as scratchcard from './scratchcard.ts';
export { allowedEdits, buildSearchIndex, editDistance, normalise as normaliseSearchText, search as searchCatalogue, tokens as searchTokens, wordCost } from './search.ts';
export type { MatchTier, SearchEntry, SearchHit, SearchIndex } from './search.ts';
export * as studio from './studio.ts';
