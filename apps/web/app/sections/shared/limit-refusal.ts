import type { TFunction } from 'i18next';
import { formatDateTime, type DateTimeOptions } from '@wager/domain';
import { ApiRequestError } from '../../shell/api-client.ts';
import { useShell } from '../../shell/use-shell.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * The words for a money path a limit refused (decision 021; S1 §3, §4, §8): LIMIT_REACHED,
 * SELF_EXCLUDED, TIMED_OUT, SESSION_LIMIT_ENDED with `limitType` and `endsAt`. Says which limit
 * and until when, in the player's language and time zone. The deposit form, the coupon and the
 * casino launch show it; null for any other error.
 */
export const LIMIT_REFUSAL_CODES: readonly string[] = ['LIMIT_REACHED', 'SELF_EXCLUDED', 'TIMED_OUT', 'SESSION_LIMIT_ENDED'];

export function limitRefusalMessage(t: TFunction, error: unknown, dates: Omit<DateTimeOptions, 'withDate' | 'dateOnly'>): string | null {
  if (!(error instanceof ApiRequestError) || !LIMIT_REFUSAL_CODES.includes(error.code)) return null;
  // A refused coupon (decision 015 CouponRefusal) carries them on its problem of the same code.
  const top = error.body as { limitType?: unknown; endsAt?: unknown; problems?: unknown };
  const problem = Array.isArray(top.problems) ? (top.problems as { code?: unknown; limitType?: unknown; endsAt?: unknown }[]).find((item) => item.code === error.code) : undefined;
  const body = top.limitType === undefined && problem ? problem : top;
  const limitType = typeof body.limitType === 'number' ? body.limitType : null;
  const endsAt = typeof body.endsAt === 'number' ? body.endsAt : null;
  const limit = limitType !== null && t(`responsible.refusal.type.${limitType}`, { defaultValue: '' }) !== '' ? t(`responsible.refusal.type.${limitType}`) : t('responsible.refusal.type.other');
  const until = endsAt !== null ? formatDateTime(endsAt * 1000, { ...dates, dateStyle: 'medium' }) : null;
  const what = t(`responsible.refusal.${error.code}`, { limit });
  // A money limit frees up as its window rolls on; an exclusion or a time-out ends.
  const when = until !== null ? t(error.code === 'LIMIT_REACHED' ? 'responsible.refusal.from' : 'responsible.refusal.until', { until }) : error.code === 'SELF_EXCLUDED' ? t('responsible.refusal.indefinite') : '';
  return when ? `${what} ${when}` : what;
}

/** limitRefusalMessage in this player's language, time zone and clock. */
export function useLimitRefusal(): (error: unknown) => string | null {
  const { t } = useTranslation();
  const shell = useShell();
  return (error) => limitRefusalMessage(t, error, { lang: shell.lang, timeZoneHours: shell.settings.timeZone, is12h: shell.settings.is12h });
}
