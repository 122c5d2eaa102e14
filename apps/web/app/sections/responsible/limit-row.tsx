import { useEffect, useState } from 'react';
import { hoursLeft, LIMIT_TYPE, type LimitType } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../shell/use-shell.ts';
import { isLocked, moneyText, startsLater, valueText, type TypeView } from './limit-view.ts';
import { useDates } from './use-dates.ts';

export interface LimitRowProps {
  view: TypeView;
  sectionTitle: string;
  nowS: number;
  disabled: boolean;
  busy: boolean;
  onSave(limitType: LimitType, value: number): void;
  onCancelPending(limitType: number): void;
  onApprove(limitType: number): void;
}

/**
 * One limit on the screen (S1 §3, §4): its value now, what is left in the window, the values to
 * choose from and Save; a pending change with the hours left and Cancel; an active self-exclusion
 * or time-out with its start and end and no way to change it.
 */
export function LimitRow({ view, sectionTitle, nowS, disabled, busy, onSave, onCancelPending, onApprove }: LimitRowProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const dates = useDates();
  const typeName = t(`responsible.type.${view.type}`);
  const current = view.current;
  const value = current?.limitValue ?? -1;
  const [choice, setChoice] = useState<string>(String(value));
  // Back to the value in effect after a save (also one that became a pending change).
  useEffect(() => setChoice(String(value)), [value, view.pending?.limitValue]);
  const locked = isLocked(view);
  const text = (v: number) => valueText(t, view.type, v, view.currency, lang);
  const changed = choice !== String(value);
  const label = `${sectionTitle} · ${typeName}`;

  return (
    <form
      aria-label={label}
      className="rg-row"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onSave(view.type, Number(choice));
      }}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="text-sm font-semibold">{typeName}</span>
        <span className="text-right">
          <span className="sr-only">{t('responsible.current')}: </span>
          <strong className="tabular text-base" data-testid={`limit-value-${view.type}`}>
            {text(value)}
          </strong>
        </span>
      </div>
      {current?.limitBalance != null && view.currency && current.limitState === 'ACTIVE' && (
        <p className="text-xs text-muted" data-testid={`limit-left-${view.type}`}>
          {t('responsible.left', { amount: moneyText(current.limitBalance, view.currency, lang) })}
        </p>
      )}
      {current?.limitBalance != null && view.type === LIMIT_TYPE.sessionHours && current.limitState === 'ACTIVE' && current.limitValue > 0 && (
        <p className="text-xs text-muted">{t('responsible.sessionLeft', { count: Math.floor(Number(current.limitBalance) / 3600) })}</p>
      )}
      {locked && current ? (
        <p role="status" className="rg-note rg-note-info">
          {startsLater(current, nowS)
            ? t('responsible.startsLater', { start: dates(current.startedAt), end: dates(current.endsAt) })
            : t('responsible.locked', { start: dates(current.startedAt), end: dates(current.endsAt) })}
        </p>
      ) : (
        <div className="flex gap-2">
          <select
            aria-label={t('responsible.choose', { limit: label })}
            className="rg-select"
            value={choice}
            disabled={disabled || busy || view.options.length === 0}
            onChange={(event) => setChoice(event.target.value)}
          >
            {!view.options.includes(value) && <option value={String(value)}>{text(value)}</option>}
            {view.options.map((option) => (
              <option key={option} value={String(option)}>
                {text(option)}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-primary h-10 shrink-0" disabled={disabled || busy || !changed}>
            {t('responsible.save.button')}
          </button>
        </div>
      )}
      {view.pending && (
        <div role="status" className="rg-note rg-note-pending" data-testid={`limit-pending-${view.type}`}>
          <p>
            {view.pending.needApprove || (view.pending.approvableAt !== null && view.pending.approvableAt <= nowS)
              ? t('responsible.pending.ready', { value: text(view.pending.limitValue) })
              : t('responsible.pending.waiting', { value: text(view.pending.limitValue), count: hoursLeft(nowS, view.pending.approvableAt ?? nowS) })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {(view.pending.needApprove || (view.pending.approvableAt !== null && view.pending.approvableAt <= nowS)) && (
              <button type="button" className="btn btn-primary" onClick={() => onApprove(view.type)}>
                {t('responsible.pending.approve')}
              </button>
            )}
            <button type="button" className="btn btn-secondary" onClick={() => onCancelPending(view.type)}>
              {t('responsible.pending.cancel')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
