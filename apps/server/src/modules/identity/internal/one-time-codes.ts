import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../../platform/index.ts';
import { checkOneTimeCode, formatOneTimeCode, resendAfterSeconds, type CodeFailureReason } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { IdentityPolicy } from './identity.constants.ts';
import type { CodeRow, IdentityRepository } from './identity.repository.ts';
import type { MessagingPort } from './ports.ts';

const HOUR_MS = 3_600_000;

/** S1 §4: a wrong code before its deadline is wrong_code; an expired, used-up or spent one time_up. */
export function codeInvalid(reason: CodeFailureReason): AppError {
  return new AppError(
    400,
    'CODE_INVALID',
    reason === 'time_up' ? 'The code has expired or was used up; ask for a new one.' : 'The code is wrong.',
    { reason },
  );
}

/**
 * The one-time codes of every identity flow (sign-in and registration by SMS, password reset,
 * unlock, e-mail verification, phone binding; decision 007, S1 §4): six digits, stored only as an
 * HMAC keyed by the app secret and bound to the code's id, expiring, a few tries, single use,
 * one a minute and a few an hour per recipient.
 */
export function createOneTimeCodes(deps: {
  repository: Pick<IdentityRepository, 'latestCode' | 'countCodesSince' | 'insertCode' | 'recordCodeAttempt' | 'consumeCode'>;
  messaging: MessagingPort;
  appSecret: string;
  policy: IdentityPolicy['code'];
  nowMs: () => number;
}) {
  const { repository: repo, policy, nowMs } = deps;
  const key = createHmac('sha256', deps.appSecret).update('wager:identity:codes').digest();
  const mac = (id: string, code: string) => createHmac('sha256', key).update(`${id}\u0000${code}`).digest();

  /** Refuses a new message to `target` within a minute of the last, and beyond the hourly cap. */
  async function assertMaySend(purpose: string, target: string): Promise<void> {
    const last = await repo.latestCode(purpose, target);
    const wait = resendAfterSeconds(nowMs(), last ? last.createdAt.getTime() : null, policy.resendAfterMs);
    if (wait > 0) throw new AppError(429, 'RATE_LIMITED', 'A code was sent a moment ago; wait before asking for another.', { retryAfterSeconds: wait });
    if ((await repo.countCodesSince(purpose, target, new Date(nowMs() - HOUR_MS))) >= policy.maxPerHour) {
      throw new AppError(429, 'RATE_LIMITED', 'Too many codes were sent to this address; try again later.', { retryAfterSeconds: 3600 });
    }
  }

  return {
    assertMaySend,

    /** Makes a code, keeps its HMAC, and sends the message `text` writes around it. */
    async issue(input: {
      purpose: string;
      channel: 'sms' | 'email';
      target: string;
      userId: number | null;
      text: (code: string) => { subject: string; body: string };
      /** The unlock code after a lockout goes out whatever the throttle says. */
      skipThrottle?: boolean;
    }): Promise<{ id: string; sentAt: Date; expiresAt: Date }> {
      if (!input.skipThrottle) await assertMaySend(input.purpose, input.target);
      const code = formatOneTimeCode(randomInt(0, 1_000_000));
      const id = randomBytes(16).toString('base64url');
      const sentAt = new Date(nowMs());
      const expiresAt = new Date(sentAt.getTime() + policy.ttlMs);
      await repo.insertCode({ id, purpose: input.purpose, target: input.target, userId: input.userId, codeHash: mac(id, code), expiresAt, createdAt: sentAt });
      const text = input.text(code);
      await deps.messaging.send({ channel: input.channel, recipient: input.target, subject: text.subject, body: text.body, purpose: input.purpose });
      return { id, sentAt, expiresAt };
    },

    /** Checks a code against its row, in constant time; a wrong try is counted. Throws CODE_INVALID. */
    async check(row: CodeRow | undefined, code: string): Promise<CodeRow> {
      const matches = row ? timingSafeEqual(row.codeHash, mac(row.id, code)) : false;
      const verdict = checkOneTimeCode({
        nowMs: nowMs(),
        code: row ? { expiresAtMs: row.expiresAt.getTime(), attempts: row.attempts, consumed: row.consumedAt !== null } : null,
        matches,
        maxAttempts: policy.maxAttempts,
      });
      if (!verdict.ok) {
        if (verdict.countsAttempt && row) await repo.recordCodeAttempt(row.id, policy.maxAttempts);
        throw codeInvalid(verdict.reason);
      }
      return row!;
    },

    /** Spends a checked code (single use, also under concurrent requests). */
    async consume(row: CodeRow, tx?: Tx): Promise<void> {
      if (!(await repo.consumeCode(row.id, new Date(nowMs()), policy.maxAttempts, tx))) throw codeInvalid('time_up');
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
