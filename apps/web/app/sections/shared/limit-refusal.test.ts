import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import { createI18n } from '../../i18n/i18n.ts';
import { ApiRequestError } from '../../shell/api-client.ts';
import { limitRefusalMessage } from './limit-refusal.ts';
import { errorMessage } from './error-messages.ts';

const refusal = (code: string, limitType?: number, endsAt?: number | null) => new ApiRequestError(403, { code, message: 'refused', ...(limitType === undefined ? {} : { limitType }), ...(endsAt === undefined ? {} : { endsAt }) } as never);
const dates = (lang: string) => ({ lang, timeZoneHours: 0, is12h: false });
// 2026-11-25 12:00 UTC
const NOON = Date.UTC(2026, 10, 25, 12) / 1000;

describe('decision 021: a refusal by a limit says which limit and until when (en + ru)', () => {
  const t = createI18n('en', en).t;
  const tRu = createI18n('ru', ru).t;

  it('decision 021: LIMIT_REACHED names the limit and when the player can go on', () => {
    expect(limitRefusalMessage(t, refusal('LIMIT_REACHED', 20, NOON), dates('en'))).toBe('Refused: this would pass your deposit limit for 24 hours. You can go on from Nov 25, 2026, 12:00.');
    expect(limitRefusalMessage(tRu, refusal('LIMIT_REACHED', 2, NOON), dates('ru'))).toMatch(/^Отказано: будет превышен ваш лимит ставок на 7 дней\. Продолжить можно с 25 нояб\. 2026 г\., 12:00\.$/);
  });

  it('decision 021: an exclusion, a time-out and a session limit say until when (an exclusion without end says so)', () => {
    expect(limitRefusalMessage(t, refusal('TIMED_OUT', 33, NOON), dates('en'))).toBe('Refused: you are on a time-out. It applies until Nov 25, 2026, 12:00.');
    expect(limitRefusalMessage(t, refusal('SELF_EXCLUDED', 37, null), dates('en'))).toBe('Refused: your account is self-excluded. It has no end date.');
    expect(limitRefusalMessage(t, refusal('SESSION_LIMIT_ENDED', 31), dates('en'))).toBe('Refused: today\'s session limit is used up. Visit us tomorrow.');
  });

  it('decision 015, 021: a refused coupon carries the limit on its problem', () => {
    const coupon = new ApiRequestError(403, { code: 'LIMIT_REACHED', message: 'refused', problems: [{ code: 'LIMIT_REACHED', limitType: 10, endsAt: NOON }] } as never);
    expect(limitRefusalMessage(t, coupon, dates('en'))).toBe('Refused: this would pass your loss limit for 24 hours. You can go on from Nov 25, 2026, 12:00.');
  });

  it('any other error is not a limit refusal', () => {
    expect(limitRefusalMessage(t, refusal('INSUFFICIENT_FUNDS'), dates('en'))).toBeNull();
    expect(limitRefusalMessage(t, new Error('x'), dates('en'))).toBeNull();
  });
});

describe('S1 §8: a sign-in refused by the session limit uses the limit wording', () => {
  const t = createI18n('en', en).t;
  const tRu = createI18n('ru', ru).t;

  it('S1 §8: SESSION_LIMIT_ENDED at sign-in shows "session limit ended" and "visit tomorrow", not the server\'s message', () => {
    const error = new ApiRequestError(403, { code: 'SESSION_LIMIT_ENDED', message: 'The session limit for today is used up; visit tomorrow.', limitType: 31, endsAt: NOON } as never);
    expect(errorMessage(t, error)).toBe("Session limit ended. You have used up today's session limit. Visit us tomorrow.");
    expect(errorMessage(tRu, error)).toBe('Лимит сессии исчерпан. Вы использовали сегодняшний лимит сессии. Приходите завтра.');
  });
});
