import type { FeedStatisticsResponse, StatsMatch, StatsOutcome } from '@wager/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EmptyCard, PlayerTime, StatsSection, usePeriodName } from '../stats-common/pieces.tsx';
import { headToHeadSummary } from './statistics-view.ts';

const OUTCOME_CLASS: Record<StatsOutcome, string> = {
  W: 'bg-win text-white',
  D: 'bg-surface-3 text-ink',
  L: 'bg-live-fill text-white',
};

/** A form letter (W, D, L) as a badge; the letter is the dictionary's, the name is read out. */
function OutcomeBadge({ outcome }: { outcome: StatsOutcome }) {
  const { t } = useTranslation();
  return (
    <span title={t(`sportStats.statistics.outcome.${outcome}`)} className={`inline-flex h-5 w-5 items-center justify-center rounded text-[0.7rem] font-extrabold ${OUTCOME_CLASS[outcome]}`}>
      <span aria-hidden="true">{t(`sportStats.statistics.letter.${outcome}`)}</span>
      <span className="sr-only">{t(`sportStats.statistics.outcome.${outcome}`)}</span>
    </span>
  );
}

function decidedNote(match: StatsMatch, t: (key: string) => string): string {
  return match.decidedBy === 'overtime' ? ` ${t('sportStats.statistics.afterOvertime')}` : match.decidedBy === 'shootout' ? ` ${t('sportStats.statistics.afterShootout')}` : '';
}

/** The game's header: championship, sides, and when it starts or how it stands. */
export function GameHeader({ stats }: { stats: FeedStatisticsResponse }) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const e = stats.event;
  const inPlay = e.status === 'live' || e.status === 'paused';
  return (
    <div className="card flex flex-col gap-3 p-4 sm:p-5">
      <p className="caption">{`${e.category.name} · ${e.championship.name}`}</p>
      {e.home && e.away ? (
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-4">
          <p className="text-right text-lg font-extrabold sm:text-xl">{e.home.name}</p>
          <div className="flex flex-col items-center">
            {e.live && e.status !== 'not_started' ? (
              <span className={`text-2xl font-extrabold tabular-nums ${inPlay ? 'text-live' : ''}`}>{`${e.live.score[0]} : ${e.live.score[1]}`}</span>
            ) : (
              <span className="text-lg font-bold text-muted">{t('sportStats.statistics.versus')}</span>
            )}
            <span className="text-xs text-muted">
              {inPlay && e.live ? (
                <span className="ev-live">{e.live.minute !== null ? t('sportStats.live.minute', { minute: e.live.minute }) : periodName(e.live.period)}</span>
              ) : e.status === 'finished' ? (
                t('sportStats.statistics.finished')
              ) : e.status === 'cancelled' ? (
                t('sportStats.results.cancelled')
              ) : (
                <PlayerTime iso={e.startsAt} />
              )}
            </span>
          </div>
          <p className="text-lg font-extrabold sm:text-xl">{e.away.name}</p>
        </div>
      ) : (
        <p className="text-lg font-extrabold">{e.name}</p>
      )}
    </div>
  );
}

/** Last meetings of the two sides: the wins each and the draws, then each meeting. */
export function HeadToHead({ stats }: { stats: FeedStatisticsResponse }) {
  const { t } = useTranslation();
  const { home, away } = stats.event;
  const meetings = stats.headToHead;
  const summary = home && away ? headToHeadSummary(meetings, home.id, away.id) : null;
  return (
    <StatsSection id="stats-h2h" title={t('sportStats.statistics.headToHead')}>
      {meetings.length === 0 || !summary || !home || !away ? (
        <EmptyCard text={t('sportStats.statistics.noMeetings')} />
      ) : (
        <div className="card overflow-hidden">
          <dl className="grid grid-cols-3 border-b border-line text-center">
            {[
              { label: home.name, value: summary.homeWins },
              { label: t('sportStats.statistics.draws'), value: summary.draws },
              { label: away.name, value: summary.awayWins },
            ].map((cell) => (
              <div key={cell.label} className="flex flex-col-reverse px-2 py-3">
                <dt className="truncate text-xs text-muted">{cell.label}</dt>
                <dd className="text-xl font-extrabold tabular-nums">{cell.value}</dd>
              </div>
            ))}
          </dl>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('sportStats.statistics.headToHead')}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('sportStats.statistics.date')}</th>
                <th scope="col">{t('sportStats.statistics.home')}</th>
                <th scope="col">{t('sportStats.statistics.score')}</th>
                <th scope="col">{t('sportStats.statistics.away')}</th>
              </tr>
            </thead>
            <tbody>
              {meetings.map((m, i) => (
                <tr key={`${m.playedAt}-${i}`} className="border-b border-line last:border-b-0">
                  <td className="px-4 py-2 text-xs whitespace-nowrap text-muted tabular-nums">
                    <PlayerTime iso={m.playedAt} dateOnly />
                  </td>
                  <td className={`w-2/5 truncate py-2 text-right ${m.winner === 'home' ? 'font-bold' : ''}`}>{m.home.name}</td>
                  <td className="px-3 py-2 text-center font-extrabold whitespace-nowrap tabular-nums">
                    {`${m.score[0]} : ${m.score[1]}`}
                    <span className="text-xs font-normal text-muted">{decidedNote(m, t)}</span>
                  </td>
                  <td className={`w-2/5 truncate py-2 pr-4 ${m.winner === 'away' ? 'font-bold' : ''}`}>{m.away.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StatsSection>
  );
}

/** Each side's last results, newest first, with the form guide. */
export function LastResults({ stats }: { stats: FeedStatisticsResponse }) {
  const { t } = useTranslation();
  return (
    <StatsSection id="stats-form" title={t('sportStats.statistics.lastResults')}>
      {stats.lastResults.length === 0 ? (
        <EmptyCard text={t('sportStats.statistics.noForm')} />
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {stats.lastResults.map((side) => (
            <div key={side.participant.id} className="card overflow-hidden">
              <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2.5">
                <h3 className="truncate font-bold">{side.participant.name}</h3>
                <ol aria-label={t('sportStats.statistics.form')} className="flex gap-1">
                  {side.matches.map((m, i) => (
                    <li key={i}>
                      <OutcomeBadge outcome={m.outcome} />
                    </li>
                  ))}
                </ol>
              </div>
              {side.matches.length === 0 ? (
                <p className="px-4 py-6 text-center text-sm text-muted">{t('sportStats.statistics.noResults')}</p>
              ) : (
                <ul>
                  {side.matches.map((m, i) => {
                    const atHome = m.home.id === side.participant.id;
                    const opponent = atHome ? m.away.name : m.home.name;
                    return (
                      <li key={i} className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto_auto] items-center gap-2 border-b border-line px-4 py-1.5 text-sm last:border-b-0">
                        <PlayerTime iso={m.playedAt} dateOnly className="text-xs text-muted tabular-nums" />
                        <span className="truncate">
                          <span className="mr-1.5 text-xs text-muted">{atHome ? t('sportStats.statistics.vsHome') : t('sportStats.statistics.vsAway')}</span>
                          {opponent}
                        </span>
                        <span className="font-bold whitespace-nowrap tabular-nums">
                          {`${m.score[0]} : ${m.score[1]}`}
                          <span className="text-xs font-normal text-muted">{decidedNote(m, t)}</span>
                        </span>
                        <OutcomeBadge outcome={m.outcome} />
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
    </StatsSection>
  );
}

/** The championship's table, the game's two sides marked. */
export function Standings({ stats }: { stats: FeedStatisticsResponse }) {
  const { t } = useTranslation();
  const table = stats.standings;
  const sides = new Set([stats.event.home?.id, stats.event.away?.id]);
  if (!table) {
    return (
      <StatsSection id="stats-table" title={t('sportStats.statistics.standings')}>
        <EmptyCard text={t('sportStats.statistics.noTable')} />
      </StatsSection>
    );
  }
  // Draws and overtime losses only where the sport has them (or the table shows some).
  const showDrawn = stats.event.sportId === 1 || table.rows.some((r) => r.drawn > 0);
  const showOvertime = table.rows.some((r) => r.overtimeLost > 0);
  const head = 'px-2 py-2 text-center text-xs font-bold text-muted';
  const num = `${head} w-12`;
  const cell = 'px-2 py-1.5 text-center tabular-nums';
  return (
    <StatsSection id="stats-table" title={t('sportStats.statistics.standings')} aside={<span className="text-sm text-muted">{table.championship.name}</span>}>
      <div className="card overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('sportStats.statistics.standingsOf', { championship: table.championship.name })}</caption>
          <thead className="border-b border-line bg-surface-2/50">
            <tr>
              <th scope="col" className={`${head} w-10`}>
                <abbr title={t('sportStats.statistics.position')}>#</abbr>
              </th>
              <th scope="col" className={`${head} text-left`}>
                {t('sportStats.statistics.team')}
              </th>
              <th scope="col" className={num}>
                <abbr title={t('sportStats.statistics.played')}>{t('sportStats.statistics.playedShort')}</abbr>
              </th>
              <th scope="col" className={num}>
                <abbr title={t('sportStats.statistics.won')}>{t('sportStats.statistics.wonShort')}</abbr>
              </th>
              {showDrawn && (
                <th scope="col" className={num}>
                  <abbr title={t('sportStats.statistics.drawn')}>{t('sportStats.statistics.drawnShort')}</abbr>
                </th>
              )}
              {showOvertime && (
                <th scope="col" className={num}>
                  <abbr title={t('sportStats.statistics.overtimeLost')}>{t('sportStats.statistics.overtimeLostShort')}</abbr>
                </th>
              )}
              <th scope="col" className={num}>
                <abbr title={t('sportStats.statistics.lost')}>{t('sportStats.statistics.lostShort')}</abbr>
              </th>
              <th scope="col" className={`${head} w-16`}>
                <abbr title={t('sportStats.statistics.scoredConceded')}>{t('sportStats.statistics.scoredConcededShort')}</abbr>
              </th>
              <th scope="col" className={num}>
                <abbr title={t('sportStats.statistics.points')}>{t('sportStats.statistics.pointsShort')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => {
              const marked = sides.has(row.participant.id);
              return (
                <tr key={row.participant.id} aria-current={marked ? 'true' : undefined} className={`border-b border-line last:border-b-0 ${marked ? 'bg-accent-soft font-semibold' : ''}`}>
                  <td className={`${cell} text-muted`}>{row.position}</td>
                  <th scope="row" className="max-w-0 truncate px-2 py-1.5 text-left font-medium">
                    {row.participant.name}
                  </th>
                  <td className={cell}>{row.played}</td>
                  <td className={cell}>{row.won}</td>
                  {showDrawn && <td className={cell}>{row.drawn}</td>}
                  {showOvertime && <td className={cell}>{row.overtimeLost}</td>}
                  <td className={cell}>{row.lost}</td>
                  <td className={`${cell} whitespace-nowrap`}>{`${row.scored}:${row.conceded}`}</td>
                  <td className={`${cell} font-extrabold`}>{row.points}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </StatsSection>
  );
}
