export { buildApp } from './app.ts';
export type { AppOptions } from './app.ts';
export { readEnv } from './env.ts';
export type { ServerEnv } from './env.ts';
// The odds feed's sources and relay channel (decision 012), for tests and benches that run a site on a feed of their own.
export { createReplaySource, FEED_CHANNEL } from './modules/feed/index.ts';
export type { FeedEvent, FeedMarket, FeedMessage, FeedSource, FeedStatistics } from './modules/feed/index.ts';
