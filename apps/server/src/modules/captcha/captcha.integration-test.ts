import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, CaptchaChallenge, CaptchaValidationResult } from '@wager/contract';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { installErrorHandling } from '../../platform/index.ts';
import { createCaptchaRepository } from './internal/captcha.repository.ts';
import { CAPTCHA_TTL_MS, DEFAULT_CAPTCHA_MAX_NUMBER, createCaptchaModule, requireCaptcha, type CaptchaService } from './index.ts';
import { testDataSource } from '../../testing/test-data.ts';

type Challenge = ReturnType<typeof CaptchaChallenge.parse>;

/** What the ALTCHA widget does in the browser: find the number, send base64 JSON. */
async function solve(challenge: Challenge, options: { number?: number } = {}): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', challenge.maxnumber).promise;
  if (!solution) throw new Error('the challenge has no solution');
  return encode({ ...challenge, number: options.number ?? solution.number, took: solution.took });
}

function encode(payload: object): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

function decode(payload: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>;
}

const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

describe('captcha (S1 §3, §5, §7, §8)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let captcha: CaptchaService;
  let now = Date.UTC(2026, 0, 15, 12, 0, 0);
  const clock = () => now;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A small search space keeps the tests fast; production keeps the default.
    const module = createCaptchaModule({ data: testDataSource(database), secret: SECRET, nowMs: clock, maxNumber: 2_000 });
    captcha = module.service;
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(module.routes);
    app.post('/protected', { preHandler: requireCaptcha(captcha) }, async () => ({ done: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function newChallenge(): Promise<Challenge> {
    const response = await app.inject({ url: `/web-api/captcha/update?time=${now}` });
    expect(response.statusCode).toBe(200);
    return CaptchaChallenge.parse(response.json());
  }

  it('S1 §7: GET /web-api/captcha/update returns a signed SHA-256 challenge that expires in 10 minutes', async () => {
    const response = await app.inject({ url: '/web-api/captcha/update' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = CaptchaChallenge.parse(response.json());
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.maxnumber).toBe(2_000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBe(now + CAPTCHA_TTL_MS);
    // Two challenges are never the same.
    expect((await newChallenge()).signature).not.toBe(challenge.signature);
  });

  it('S1 §7: the default search space is modest (100 000)', async () => {
    const module = createCaptchaModule({ data: testDataSource(database), secret: SECRET });
    expect((await module.service.createChallenge()).maxnumber).toBe(DEFAULT_CAPTCHA_MAX_NUMBER);
    expect(DEFAULT_CAPTCHA_MAX_NUMBER).toBe(100_000);
  });

  it('S1 §7: GET /web-api/captcha/gettime answers the server time in unix seconds', async () => {
    const response = await app.inject({ url: '/web-api/captcha/gettime' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ time: Math.floor(now / 1000) });
  });

  it('S1 §5: a correctly solved challenge verifies', async () => {
    expect(await captcha.verify(await solve(await newChallenge()))).toEqual({ ok: true });
  });

  it('S1 §8: no captcha is refused with code 100', async () => {
    expect(await captcha.verify(undefined)).toEqual({ ok: false, captchaCode: 100 });
    expect(await captcha.verify('')).toEqual({ ok: false, captchaCode: 100 });
    expect(await captcha.verify('   ')).toEqual({ ok: false, captchaCode: 100 });
  });

  it('S1 §8: a wrong number is refused with code 111', async () => {
    const challenge = await newChallenge();
    const right = decode(await solve(challenge)).number as number;
    expect(await captcha.verify(await solve(challenge, { number: right + 1 }))).toEqual({ ok: false, captchaCode: 111 });
  });

  it('S1 §8: a tampered signature is refused with code 111', async () => {
    const payload = decode(await solve(await newChallenge()));
    const signature = payload.signature as string;
    const tampered = encode({ ...payload, signature: `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}` });
    expect(await captcha.verify(tampered)).toEqual({ ok: false, captchaCode: 111 });
  });

  it('S1 §8: a challenge signed with another secret is refused with code 111', async () => {
    const other = createCaptchaModule({ data: testDataSource(database), secret: 'another-secret-0123456789abcdef0123456789', nowMs: clock, maxNumber: 2_000 });
    expect(await captcha.verify(await solve(await other.service.createChallenge()))).toEqual({ ok: false, captchaCode: 111 });
  });

  it('S1 §8: a challenge whose expiry was pushed back is refused with code 111 (the salt is signed)', async () => {
    const challenge = await newChallenge();
    const payload = decode(await solve(challenge));
    const later = String(Math.floor((now + 24 * 3600_000) / 1000));
    const salt = (payload.salt as string).replace(/expires=\d+/, `expires=${later}`);
    expect(salt).not.toBe(payload.salt);
    expect(await captcha.verify(encode({ ...payload, salt }))).toEqual({ ok: false, captchaCode: 111 });
  });

  it.each([
    ['not base64 JSON', '%%%not-a-payload%%%'],
    ['JSON without the fields', Buffer.from('{"a":1}').toString('base64')],
    ['another algorithm', encode({ algorithm: 'SHA-1', challenge: 'ab', number: 1, salt: 'x', signature: 'cd' })],
    ['an oversized payload', 'A'.repeat(6000)],
  ])('S1 §8: a malformed payload (%s) is refused with code 111', async (_case, payload) => {
    expect(await captcha.verify(payload)).toEqual({ ok: false, captchaCode: 111 });
  });

  it('S1 §8: an expired challenge is refused with code 112', async () => {
    const payload = await solve(await newChallenge());
    now += CAPTCHA_TTL_MS + 1000;
    expect(await captcha.verify(payload)).toEqual({ ok: false, captchaCode: 112 });
    // Solved just in time, it still works.
    const fresh = await solve(await newChallenge());
    now += CAPTCHA_TTL_MS - 1000;
    expect(await captcha.verify(fresh)).toEqual({ ok: true });
  });

  it('S1 §8: a replayed captcha is refused with code 113', async () => {
    const payload = await solve(await newChallenge());
    expect(await captcha.verify(payload)).toEqual({ ok: true });
    expect(await captcha.verify(payload)).toEqual({ ok: false, captchaCode: 113 });
  });

  it('S1 §8: of two concurrent redemptions of one solution exactly one succeeds', async () => {
    const payload = await solve(await newChallenge());
    const verdicts = await Promise.all([captcha.verify(payload), captcha.verify(payload), captcha.verify(payload)]);
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1);
    expect(verdicts.filter((v) => !v.ok && v.captchaCode === 113)).toHaveLength(2);
  });

  it('S1 §3, §7: POST /web-api/captcha/validate answers success, type, time and error_message without using the captcha up', async () => {
    const payload = await solve(await newChallenge());
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'POST', url: '/web-api/captcha/validate', payload: { captcha: payload } });
      expect(response.statusCode).toBe(200);
      expect(CaptchaValidationResult.parse(response.json())).toEqual({ success: true, type: 'altcha', time: Math.floor(now / 1000), error_message: null });
    }
    // S1 §5: the protected request checks it again and redeems it.
    expect(await captcha.verify(payload)).toEqual({ ok: true });
    const after = await app.inject({ method: 'POST', url: '/web-api/captcha/validate', payload: { captcha: payload } });
    expect(after.json()).toMatchObject({ success: false, type: 'altcha', error_message: 'The captcha was already used.' });
  });

  it('S1 §3: validate reports a wrong solution as success false with a message', async () => {
    const challenge = await newChallenge();
    const right = decode(await solve(challenge)).number as number;
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/captcha/validate',
      payload: { captcha: await solve(challenge, { number: right + 1 }) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, type: 'altcha', error_message: 'The captcha solution is wrong.' });
  });

  it('S1 §7: validate without a captcha is a 400 with a structured error', async () => {
    const response = await app.inject({ method: 'POST', url: '/web-api/captcha/validate', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('S1 §8: a protected request without the captcha header is a 400 CAPTCHA_REQUIRED with captchaCode 100', async () => {
    const response = await app.inject({ method: 'POST', url: '/protected', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'CAPTCHA_REQUIRED', message: 'A captcha is required.', captchaCode: 100 } });
  });

  it('S1 §8: a protected request retried with a solved captcha header passes, and replaying it is refused with 113', async () => {
    const payload = await solve(await newChallenge());
    const ok = await app.inject({ method: 'POST', url: '/protected', payload: {}, headers: { [CAPTCHA_HEADER]: payload } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ done: true });
    const replay = await app.inject({ method: 'POST', url: '/protected', payload: {}, headers: { [CAPTCHA_HEADER]: payload } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({ code: 'CAPTCHA_REQUIRED', captchaCode: 113 });
  });

  it('S1 §8: a protected request with a wrong or expired captcha is refused with 111 or 112', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/protected', payload: {}, headers: { [CAPTCHA_HEADER]: 'garbage' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.captchaCode).toBe(111);
    const payload = await solve(await newChallenge());
    now += CAPTCHA_TTL_MS;
    const expired = await app.inject({ method: 'POST', url: '/protected', payload: {}, headers: { [CAPTCHA_HEADER]: payload } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.captchaCode).toBe(112);
  });

  it('redemptions of expired challenges are purged opportunistically', async () => {
    const repository = createCaptchaRepository(testDataSource(database));
    expect(await repository.countAll()).toBeGreaterThan(0);
    // Every challenge redeemed so far has expired a while ago; the next redemption sweeps them.
    now += CAPTCHA_TTL_MS + 60_000;
    expect(await captcha.verify(await solve(await newChallenge()))).toEqual({ ok: true });
    expect(await repository.countAll()).toBe(1);
  });
});
