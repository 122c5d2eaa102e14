import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiError,
  STUDIO_SESSION_HEADER,
  StudioClientSeedRequest,
  StudioCrashBetRequest,
  StudioCrashCashOutRequest,
  StudioCrashSnapshot,
  StudioHistoryAnswer,
  StudioMinesCashOutRequest,
  StudioMinesRevealRequest,
  StudioMinesStartRequest,
  StudioPlayRequest,
  StudioRotateAnswer,
  StudioRoundAnswer,
  StudioStartAnswer,
  StudioStartRequest,
  StudioState,
  StudioVerifyAnswer,
  StudioVerifyQuery,
} from '@wager/contract';
import { AppError } from '../../../platform/index.ts';
import { openEventStream } from '../../../platform/event-stream.ts';
import type { CrashLoop } from './crash-loop.ts';
import type { StudioService } from './studio.service.ts';
import { verifyRound } from './verify.ts';

const TAGS = ['studio'];
const ERRORS = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 429: ApiError, 502: ApiError } as const;

/**
 * The game client's API (decision 020). The session travels in the X-Studio-Session header, which a
 * page of another origin cannot set and a form cannot send: no cookie, so no CSRF to defend.
 */
export function studioRoutes(service: StudioService, crash: CrashLoop): FastifyPluginAsync {
  return async (app) => {
    const streams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of [...streams]) end();
    });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const sessionOf = (request: FastifyRequest) => {
      const value = request.headers[STUDIO_SESSION_HEADER];
      return service.session(typeof value === 'string' ? value : undefined);
    };
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    api.post('/studio-api/sessions', { schema: { summary: 'Open a game session: exchange the launch token (real) or take 1,000.00 demo credits', tags: TAGS, body: StudioStartRequest, response: { 200: StudioStartAnswer, ...ERRORS } } }, async (request) =>
      service.start(request.body),
    );
    api.get('/studio-api/state', { schema: { summary: 'Balance, net position, seeds (server-seed hash, client seed, nonce), safeguards', tags: TAGS, response: { 200: StudioState, ...ERRORS } } }, async (request) =>
      service.state(await sessionOf(request)),
    );
    api.put('/studio-api/seeds/client', { schema: { summary: 'Set the client seed of the next rounds', tags: TAGS, body: StudioClientSeedRequest, response: { 200: StudioState, ...ERRORS } } }, async (request) =>
      service.setClientSeed(await sessionOf(request), request.body.clientSeed),
    );
    api.post('/studio-api/seeds/rotate', { schema: { summary: 'Reveal the server seed and commit to a new one (nonce back to 0)', tags: TAGS, response: { 200: StudioRotateAnswer, ...ERRORS } } }, async (request) =>
      service.rotate(await sessionOf(request)),
    );
    api.post('/studio-api/rounds', { schema: { summary: 'Play one round of dice, crash (auto cash-out), plinko, keno, slots or scratchcard', tags: TAGS, body: StudioPlayRequest, response: { 200: StudioRoundAnswer, ...ERRORS } } }, async (request) =>
      service.play(await sessionOf(request), request.body),
    );
    api.get('/studio-api/rounds', { schema: { summary: "The session's last 20 rounds", tags: TAGS, response: { 200: StudioHistoryAnswer, ...ERRORS } } }, async (request) => ({
      rounds: await service.history(await sessionOf(request)),
    }));
    api.post('/studio-api/mines/start', { schema: { summary: 'Mines: bet and place n mines', tags: TAGS, body: StudioMinesStartRequest, response: { 200: StudioRoundAnswer, ...ERRORS } } }, async (request) =>
      service.minesStart(await sessionOf(request), BigInt(request.body.stakeMinor), request.body.mines),
    );
    api.post('/studio-api/mines/reveal', { schema: { summary: 'Mines: reveal a tile (a mine ends the round at 0)', tags: TAGS, body: StudioMinesRevealRequest, response: { 200: StudioRoundAnswer, ...ERRORS } } }, async (request) =>
      service.minesReveal(await sessionOf(request), request.body.roundId, request.body.tile),
    );
    api.post('/studio-api/mines/cash-out', { schema: { summary: 'Mines: take the current multiplier', tags: TAGS, body: StudioMinesCashOutRequest, response: { 200: StudioRoundAnswer, ...ERRORS } } }, async (request) =>
      service.minesCashOut(await sessionOf(request), request.body.roundId),
    );

    api.get('/studio-api/crash/state', { schema: { summary: 'The shared crash round now (hash before, seed after the crash)', tags: TAGS, response: { 200: StudioCrashSnapshot.nullable() } } }, async () => crash.snapshot());
    api.get('/studio-api/crash/stream', { schema: { summary: 'SSE: the shared crash round at every phase change and cash-out (event `crash`)', tags: TAGS } }, async (request, reply) => {
      const stream = openEventStream(request, reply, streams);
      const now = crash.snapshot();
      if (now) stream.event('crash', now);
      stream.onEnd(crash.subscribe((s) => stream.event('crash', s)));
      stream.heartbeat(15_000);
    });
    api.post('/studio-api/crash/bet', { schema: { summary: 'Bet on the shared crash round in its betting phase, with an optional auto cash-out', tags: TAGS, body: StudioCrashBetRequest, response: { 200: StudioRoundAnswer, ...ERRORS } } }, async (request) => {
      const session = await sessionOf(request);
      const round = await crash.bet(session, BigInt(request.body.stakeMinor), request.body.autoCashOutAt);
      return { round: (await service.history(session)).find((r) => r.roundId === round.id)!, state: await service.state(session) };
    });
    api.post('/studio-api/crash/cash-out', { schema: { summary: "Cash out at the server's multiplier now (refused at or after the crash point)", tags: TAGS, body: StudioCrashCashOutRequest, response: { 200: StudioRoundAnswer, ...ERRORS } } }, async (request) =>
      crash.cashOut(await sessionOf(request), request.body.roundId),
    );

    api.get(
      '/bff-api/studio/verify',
      { schema: { summary: 'Recompute any Wager Studio round from its seeds, nonce and parameters (decision 020)', tags: TAGS, querystring: StudioVerifyQuery, response: { 200: StudioVerifyAnswer, 400: ApiError } } },
      async (request) => {
        try {
          return verifyRound(request.query);
        } catch (err) {
          if (err instanceof RangeError) throw new AppError(400, 'VALIDATION_FAILED', `Parameters refused: ${err.message}`);
          throw err;
        }
      },
    );
  };
}
