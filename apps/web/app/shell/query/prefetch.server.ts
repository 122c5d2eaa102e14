import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { makeQueryClient } from './query-client.ts';

/**
 * A page loader's prefetch (decision 010): fills a client of its own from the in-process services
 * of the load context (never over HTTP) and answers only those queries, dehydrated, for the root's
 * HydrationBoundary: the server render shows the data instead of skeletons, and the browser starts
 * with it in its cache. A failed service call leaves its query out (the browser loads it as before).
 */
export async function prefetchQueries(fill: (client: QueryClient) => Promise<unknown>): Promise<DehydratedState> {
  const client = makeQueryClient();
  try {
    await fill(client);
  } catch (error) {
    console.error('prefetch failed; the browser loads the data itself', error);
  }
  return dehydrate(client);
}
