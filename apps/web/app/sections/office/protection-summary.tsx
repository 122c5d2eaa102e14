import { useTranslation } from '../../i18n/use-translation.ts';
import type { UserConfig } from '@wager/contract';
import { PROTECTION_THRESHOLDS, protectionStatus, type ProtectionMethods, type ProtectionStatus } from '@wager/domain';

/** S0 §3.2 protection methods in the order the page lists them. */
const METHODS: (keyof ProtectionMethods)[] = ['is_changed_password', 'enable_two_factor_auth', 'enable_email_auth', 'enable_phone_binding', 'enable_security_question'];

const TONE: Record<ProtectionStatus, { bar: string; text: string }> = {
  bad: { bar: 'bg-live-fill', text: 'text-live' },
  normal: { bar: 'bg-accent', text: 'text-accent-text' },
  good: { bar: 'bg-accent', text: 'text-accent-text' },
  full: { bar: 'bg-win', text: 'text-win' },
};

/**
 * S0 §4.4 protection status: level ≤30 bad, below 70 normal, below 100 good, 100 full (S0 §9
 * thresholds 30, 70, 100), with the five methods that make it up.
 */
export function ProtectionSummary({ config }: { config: UserConfig }) {
  const { t } = useTranslation();
  const level = config.protection_level;
  const status = protectionStatus(level);
  const tone = status ? TONE[status] : { bar: 'bg-surface-3', text: 'text-muted' };
  return (
    <section aria-labelledby="protection-title" data-testid="protection-summary" className="card p-5">
      <h2 id="protection-title" className="text-[0.8125rem] font-semibold tracking-wide text-muted uppercase">
        {t('office.protection.title')}
      </h2>
      <div className="mt-3 flex items-end justify-between gap-3">
        <p className={`text-2xl font-extrabold ${tone.text}`} data-testid="protection-status">
          {status ? t(`office.protection.status.${status}`) : t('office.protection.unknown')}
        </p>
        {level !== null && (
          <p className="text-sm font-semibold text-muted tabular" data-testid="protection-level">
            {t('office.protection.level', { level })}
          </p>
        )}
      </div>
      <div
        role="meter"
        aria-label={t('office.protection.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level ?? 0}
        aria-valuetext={status ? `${t(`office.protection.status.${status}`)}, ${t('office.protection.level', { level })}` : undefined}
        className="relative mt-3 h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div className={`h-full rounded-full transition-[width] duration-300 ${tone.bar}`} style={{ width: `${Math.max(0, Math.min(100, level ?? 0))}%` }} />
        {/* The S0 §9 thresholds as ticks. */}
        {[PROTECTION_THRESHOLDS.bad, PROTECTION_THRESHOLDS.good].map((mark) => (
          <span key={mark} aria-hidden="true" className="absolute top-0 h-full w-0.5 bg-surface-1" style={{ left: `${mark}%` }} />
        ))}
      </div>
      {status && <p className="mt-3 text-sm text-muted">{t(`office.protection.hint.${status}`)}</p>}
      <h3 className="mt-5 mb-2 text-[0.8125rem] font-semibold text-muted">{t('office.protection.methods')}</h3>
      <ul className="space-y-1.5">
        {METHODS.map((method) => {
          const on = config.protection_methods[method];
          const unavailable = method === 'enable_security_question';
          return (
            <li key={method} className="flex items-center gap-2.5 text-sm" data-testid={`method-${method}`} data-on={on}>
              <span
                aria-hidden="true"
                className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-[0.6875rem] font-black ${on ? 'bg-win text-white' : 'bg-surface-2 text-muted'}`}
              >
                {on ? '✓' : ''}
              </span>
              <span className={`flex-1 ${unavailable && !on ? 'text-muted' : ''}`}>{t(`office.protection.method.${method}`)}</span>
              <span className={`text-xs font-semibold ${on ? 'text-win' : 'text-muted'}`}>
                {on ? t('office.status.on') : unavailable ? t('office.protection.unavailable') : t('office.status.off')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
