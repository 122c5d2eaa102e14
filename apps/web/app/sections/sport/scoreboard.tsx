import type { FeedEventDetail } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';

/** "set2" → "Set 2", "h1" → "1st half", "q3" → "Q3" (dictionary texts). */
export function usePeriodName(): (period: string) => string {
  const { t } = useTranslation();
  return (period) => {
    const numbered = /^(set|game|map|r)(\d+)$/.exec(period);
    if (numbered) return t(`sport.game.period.${numbered[1] === 'r' ? 'round' : numbered[1]}`, { n: Number(numbered[2]) });
    if (/^(h[12]|p[123]|q[1-4]|ot|so)$/.test(period)) return t(`sport.game.period.${period}`);
    return t('sport.game.period.other', { period });
  };
}

/**
 * The live scoreboard (S0 §3.3 isDetailedScore): the score by period, the period being played
 * marked, and the total; a finished game shows its final score the same way.
 */
export function Scoreboard({ event }: { event: Pick<FeedEventDetail, 'home' | 'away' | 'live' | 'status'> }) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const live = event.live;
  if (!live || !event.home || !event.away) return null;
  const current = event.status === 'live' ? live.period : null;
  return (
    <table className="scoreboard" aria-label={t('sport.game.scoreboard')}>
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">{t('sport.game.scoreboard')}</span>
          </th>
          {live.periods.map((p) => (
            <th key={p.period} scope="col" aria-current={p.period === current ? 'true' : undefined}>
              {periodName(p.period)}
            </th>
          ))}
          <th scope="col">{t('sport.game.total')}</th>
        </tr>
      </thead>
      <tbody>
        {[event.home, event.away].map((side, i) => (
          <tr key={side.id}>
            <th scope="row">{side.name}</th>
            {live.periods.map((p) => (
              <td key={p.period}>{p.score[i]}</td>
            ))}
            <td className="font-extrabold">{live.score[i]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The timeline of a live football or hockey game: goals and cards with their minute, home left, away right. */
export function Timeline({ event }: { event: Pick<FeedEventDetail, 'home' | 'away' | 'live'> }) {
  const { t } = useTranslation();
  const entries = event.live?.timeline ?? [];
  if (!event.home || !event.away || entries.length === 0) return null;
  return (
    <section aria-labelledby="timeline-title" className="card px-4 py-3">
      <h2 id="timeline-title" className="caption mb-2">
        {t('sport.game.timeline')}
      </h2>
      <ol className="timeline">
        {entries.map((entry, i) => (
          <li key={i} data-side={entry.side}>
            <span className="tabular-nums">{t('sport.row.minute', { minute: entry.minute })}</span>
            <span className={`tl-${entry.kind}`} aria-hidden="true" />
            <span>{t(`sport.game.event.${entry.kind}`, { team: entry.side === 'home' ? event.home!.name : event.away!.name })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
