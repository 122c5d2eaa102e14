import { APP_VIEW_TYPE, ODDS_FORMAT, parseOddsFormatId } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSettings } from '../../shell/settings-store.tsx';

/** S0 §9 odds formats a player can choose: decimal, fractional, American, Hong Kong, Indonesian, Malay. */
const CHOICES = [ODDS_FORMAT.decimal, ODDS_FORMAT.fractional, ODDS_FORMAT.american, ODDS_FORMAT.hongKong, ODDS_FORMAT.indonesian, ODDS_FORMAT.malay];

/** S0 §3.3 appViewType: the European view (1X2 first) or the Asian one (handicap and total lines first). */
export function ViewTypeSelect() {
  const { t } = useTranslation();
  const viewType = useSettings((state) => state.settings.appViewType);
  const update = useSettings((state) => state.update);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">{t('sport.view.label')}</span>
      <select
        className="field-select"
        value={viewType}
        onChange={(event) => update({ appViewType: event.target.value === String(APP_VIEW_TYPE.asian) ? APP_VIEW_TYPE.asian : APP_VIEW_TYPE.european })}
      >
        <option value={APP_VIEW_TYPE.european}>{t('sport.view.european')}</option>
        <option value={APP_VIEW_TYPE.asian}>{t('sport.view.asian')}</option>
      </select>
    </label>
  );
}

/** The odds format switch (S0 §3.3 coefViewId): every price on screen follows it at once, and the next server render too (cookie). */
export function OddsFormatSelect() {
  const { t } = useTranslation();
  const formatId = useSettings((state) => state.settings.coefViewId);
  const update = useSettings((state) => state.update);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">{t('sport.oddsFormat.label')}</span>
      <select
        className="field-select"
        value={formatId}
        onChange={(event) => {
          const next = parseOddsFormatId(event.target.value);
          if (next !== undefined) update({ coefViewId: next });
        }}
      >
        {CHOICES.map((id) => (
          <option key={id} value={id}>
            {t(`sport.oddsFormat.f${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
