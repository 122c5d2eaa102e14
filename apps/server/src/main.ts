import { buildApp } from './app.ts';
import { readEnv } from './env.ts';

/** Process start: build, listen, and shut down gracefully on SIGTERM/SIGINT. */
const env = readEnv();
const app = await buildApp({ env, ssr: env.isProduction ? 'production' : 'development', seed: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting, let in-flight requests finish, then close the database and cache.
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.port, host: env.host });
