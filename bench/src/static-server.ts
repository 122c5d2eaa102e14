import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { runAsChild } from './server-child.ts';

/**
 * The baseline: bare Fastify answering with bytes captured from the real server. Same logger
 * level and the same compression options as apps/server/src/app.ts (keep them in sync), so the
 * difference to the real server is the work behind the response, not gzip or the framework.
 */
runAsChild(async (routes) => {
  const app = Fastify({ logger: { level: 'warn' } });
  await app.register(fastifyCompress, { global: true, threshold: 1024, zlibOptions: { level: 5 } });
  for (const route of routes) {
    const body = Buffer.from(route.bodyBase64, 'base64');
    app.get(route.path, (_request, reply) => reply.type(route.contentType).send(body));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, info: { routes: routes.map((route) => route.path).join(',') }, close: () => app.close() };
});
