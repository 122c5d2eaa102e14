import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LIMIT_TYPE } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../shell/use-shell.ts';
import { limitQueries } from './api.ts';
import { LimitDialog } from './dialog.tsx';
import { valueText } from './limit-view.ts';

/**
 * S1 §4: self-exclusion and time-out cannot be undone once they start, so the player reads what
 * happens and confirms first; a self-exclusion also asks the reason (GET reasons/selfexclude, S1 §7).
 */
export function ExclusionDialog({ limitType, value, busy, onConfirm, onClose }: { limitType: 30 | 33; value: number; busy: boolean; onConfirm(reason: number | undefined): void; onClose(): void }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const isSelfExclusion = limitType === LIMIT_TYPE.selfExclusion;
  const reasons = useQuery({ ...limitQueries.reasons(lang), enabled: isSelfExclusion });
  const [reason, setReason] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const period = valueText(t, limitType, value, null, lang);
  const key = isSelfExclusion ? 'selfExclusion' : 'timeOut';
  const ready = agreed && (!isSelfExclusion || reason !== null || reasons.isError);
  return (
    <LimitDialog title={t(`responsible.${key}.title`)} onClose={onClose} tone="danger" testId="limit-exclusion">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onConfirm(reason ?? undefined);
        }}
      >
        <p role="alert" className="rg-note rg-note-danger">
          {t(`responsible.${key}.warning`, { period })}
        </p>
        {isSelfExclusion && (
          <label className="block space-y-1 text-sm">
            <span className="font-semibold">{t('responsible.selfExclusion.reason')}</span>
            {reasons.isPending ? (
              <span role="status" className="block h-10 animate-pulse rounded-lg bg-surface-2" aria-label={t('responsible.loading')} />
            ) : reasons.isError ? (
              <span className="block text-muted">{t('responsible.selfExclusion.reasonsFailed')}</span>
            ) : (
              <select className="rg-select w-full" value={reason === null ? '' : String(reason)} onChange={(event) => setReason(event.target.value === '' ? null : Number(event.target.value))}>
                <option value="">{t('responsible.selfExclusion.pickReason')}</option>
                {reasons.data.reasons.map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {item.selfExcludeReason}
                  </option>
                ))}
              </select>
            )}
          </label>
        )}
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>{t(`responsible.${key}.agree`, { period })}</span>
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('responsible.cancel')}
          </button>
          <button type="submit" className="btn rg-btn-danger" disabled={!ready || busy}>
            {t(`responsible.${key}.confirm`)}
          </button>
        </div>
      </form>
    </LimitDialog>
  );
}
