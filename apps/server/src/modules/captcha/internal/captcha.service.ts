import { createHmac } from 'node:crypto';
import { createChallenge as createAltchaChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import type { CaptchaChallenge as CaptchaChallengeSchema } from '@wager/contract';
import type { CaptchaRepository } from './captcha.repository.ts';

export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

/**
 * S1 §8 captcha codes: 100 a captcha is required (none sent), 111 wrong solution or signature,
 * 112 the challenge expired, 113 the solution was already used.
 */
export type CaptchaCode = 100 | 111 | 112 | 113;
export type CaptchaVerdict = { ok: true } | { ok: false; captchaCode: CaptchaCode };

export const CAPTCHA_MESSAGES: Record<CaptchaCode, string> = {
  100: 'A captcha is required.',
  111: 'The captcha solution is wrong.',
  112: 'The captcha has expired.',
  113: 'The captcha was already used.',
};

export interface CaptchaService {
  /** A new signed ALTCHA proof-of-work challenge, valid for 10 minutes (S1 §7 update). */
  createChallenge(): Promise<CaptchaChallenge>;
  /**
   * Checks a solved payload (the x-captcha header's value) and redeems it, so it works once
   * (S1 §5 "rechecked on the server", S1 §8 codes).
   */
  verify(payload: string | undefined): Promise<CaptchaVerdict>;
  /** Like verify, without redeeming: the S1 §7 validate call, before the protected request. */
  check(payload: string | undefined): Promise<CaptchaVerdict>;
}

export const CAPTCHA_ALGORITHM = 'SHA-256';
export const CAPTCHA_TTL_MS = 10 * 60_000;
export const DEFAULT_CAPTCHA_MAX_NUMBER = 100_000;
/** How often at most a process sweeps expired redemptions. */
const PURGE_INTERVAL_MS = 60_000;
const MAX_PAYLOAD_LENGTH = 5000;

const Hex = z.string().regex(/^[0-9a-f]{1,128}$/);
/** The widget's payload: base64 of this JSON (`took` and other extras are ignored). */
const SolvedPayload = z.object({
  algorithm: z.literal(CAPTCHA_ALGORITHM),
  challenge: Hex,
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().min(1).max(500),
  signature: Hex,
});
type SolvedPayload = z.infer<typeof SolvedPayload>;

function decode(payload: string): SolvedPayload | null {
  if (payload.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const parsed = SolvedPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const refuse = (captchaCode: CaptchaCode): CaptchaVerdict => ({ ok: false, captchaCode });

export function createCaptchaService(deps: {
  repository: CaptchaRepository;
  /** The application secret; the challenge key is derived from it, so it is never used raw. */
  secret: string;
  nowMs?: () => number;
  /** The largest number a challenge hides: the client's expected work is half of it. */
  maxNumber?: number;
  ttlMs?: number;
}): CaptchaService {
  if (!deps.secret) throw new Error('the captcha needs a secret');
  const { repository } = deps;
  const now = deps.nowMs ?? Date.now;
  const maxNumber = deps.maxNumber ?? DEFAULT_CAPTCHA_MAX_NUMBER;
  const ttlMs = deps.ttlMs ?? CAPTCHA_TTL_MS;
  const hmacKey = createHmac('sha256', deps.secret).update('wager/captcha/altcha-v1').digest('hex');
  let lastPurgeMs = Number.NEGATIVE_INFINITY;

  /** Signature, solution and expiry; the expiry it returns is the challenge's own. */
  async function inspect(payload: string | undefined): Promise<{ verdict: CaptchaVerdict; solved?: SolvedPayload; expiresAt?: Date }> {
    if (payload === undefined || payload.trim() === '') return { verdict: refuse(100) };
    const solved = decode(payload.trim());
    if (!solved) return { verdict: refuse(111) };
    // The signature covers the challenge, which covers the salt and so the expiry in it.
    const genuine = await verifySolution(solved, hmacKey, false).catch(() => false);
    if (!genuine) return { verdict: refuse(111) };
    const expires = Number.parseInt(extractParams(solved).expires ?? '', 10);
    // Every challenge this server issues expires; one without an expiry is not ours.
    if (!Number.isFinite(expires)) return { verdict: refuse(111) };
    const expiresAt = new Date(expires * 1000);
    if (expiresAt.getTime() <= now()) return { verdict: refuse(112) };
    return { verdict: { ok: true }, solved, expiresAt };
  }

  async function purgeOccasionally(): Promise<void> {
    const at = now();
    if (at - lastPurgeMs < PURGE_INTERVAL_MS) return;
    lastPurgeMs = at;
    await repository.purgeExpired(new Date(at));
  }

  return {
    async createChallenge() {
      const challenge = await createAltchaChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        hmacKey,
        maxnumber: maxNumber,
        expires: new Date(now() + ttlMs),
      });
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        maxnumber: challenge.maxnumber,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    },

    async check(payload) {
      const { verdict, solved } = await inspect(payload);
      if (!verdict.ok || !solved) return verdict;
      return (await repository.isUsed(solved.signature)) ? refuse(113) : verdict;
    },

    async verify(payload) {
      const { verdict, solved, expiresAt } = await inspect(payload);
      if (!verdict.ok || !solved || !expiresAt) return verdict;
      await purgeOccasionally();
      // Insert-on-conflict is atomic: of two concurrent redemptions exactly one wins.
      return (await repository.markUsed(solved.signature, expiresAt)) ? verdict : refuse(113);
    },
  };
}
