import { useQuery } from '@tanstack/react-query';
import { data, Link, useSearchParams } from 'react-router';
import type { CasinoLeaderboardRow, CasinoTournamentDetail } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { slugParam } from './casino-landings.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { extrasQueries } from './extras-api.ts';
import { prefetchExtras } from './extras-loader.server.ts';
import { Countdown, DateText, Money } from './extras-ui.tsx';
import type { Route } from './+types/tournament-page';

export const meta = sectionMeta;

const CURRENCY = /^[A-Z]{3}$/;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = slugParam(params.id);
  if (id === null) throw data(null, { status: 404 });
  const lang = context.lng;
  const asked = new URL(request.url).searchParams.get('currency');
  const currency = asked && CURRENCY.test(asked) ? asked : null;
  let missing = false;
  const dehydratedState = await prefetchExtras(context, async (face, client) => {
    const detail = await face.getCasinoTournament(id, { lang, ...(currency ? { currency } : {}), userId: context.viewer.session.userId });
    if (detail === null) missing = true;
    else client.setQueryData(extrasQueries.tournament(id, lang, currency).queryKey, detail);
  });
  if (missing) throw data(null, { status: 404 });
  return { id, currency, dehydratedState };
}

/** A score as the metric reads: wagered in money, multiplier as "12.50×" (hundredths, no float). */
function Score({ row, detail }: { row: CasinoLeaderboardRow; detail: CasinoTournamentDetail }) {
  if (detail.metric === 'wagered') return <Money minor={row.score} currency={detail.currency} />;
  const hundredths = BigInt(row.score);
  return <span className="tabular">{`${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}×`}</span>;
}

/**
 * S0 §2.2 bonus/casino/tournaments/{id}: the window and countdown, the rules, the prize table, the
 * top 20 (masked names) in one currency and the signed-in player's own place.
 */
export default function TournamentPage({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  const { t } = useTranslation();
  const { lang, isSignedIn } = useShell();
  const [search, setSearch] = useSearchParams();
  const currency = search.get('currency') ?? loaderData.currency;
  const query = useQuery(extrasQueries.tournament(id, lang, currency && CURRENCY.test(currency) ? currency : null));
  const detail = query.data;
  return (
    <CasinoFrame title={detail?.title ?? t('sections.titles.bonus-casino-tournaments')} actions={<Link to={localHref(lang, '/bonus/casino/tournaments')} className="btn btn-secondary">{t('casinoRoutes.tournaments.all')}</Link>}>
      {detail === undefined ? (
        query.isError ? <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void query.refetch()} /> : <div className="card h-60 animate-pulse" aria-busy="true" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-4">
            <section className="card space-y-3 p-4" data-testid="tournament-summary">
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${detail.status === 'running' ? 'bg-accent-soft text-accent-text' : 'bg-surface-2 text-muted'}`}>{t(`casinoRoutes.tournaments.status.${detail.status}`)}</span>
                <span className="text-muted">
                  <DateText at={detail.startsAt} /> — <DateText at={detail.endsAt} />
                </span>
                {detail.status !== 'finished' && (
                  <span className="font-semibold">
                    {t(detail.status === 'upcoming' ? 'casinoRoutes.tournaments.startsIn' : 'casinoRoutes.tournaments.endsIn')} <Countdown target={detail.status === 'upcoming' ? detail.startsAt : detail.endsAt} nowIso={new Date().toISOString()} />
                  </span>
                )}
              </div>
              <p className="text-sm">
                <strong>{t(`casinoRoutes.tournaments.metric.${detail.metric}`)}</strong> · {detail.category ? (
                  <Link className="hover:underline" to={localHref(lang, `/games-landing/${detail.category.slug}`)}>{t('casinoRoutes.tournaments.gamesOf', { name: detail.category.name })}</Link>
                ) : t('casinoRoutes.tournaments.gamesListed', { count: detail.gameIds.length })} · {t('casinoRoutes.tournaments.minStake')} <Money minor={detail.minStake[detail.currency]!} currency={detail.currency} />
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
                {detail.rules.map((rule) => <li key={rule}>{rule}</li>)}
              </ul>
            </section>
            <section aria-labelledby="leaderboard" className="card overflow-hidden" data-testid="leaderboard">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line p-3">
                <h2 id="leaderboard" className="section-title">{t('casinoRoutes.tournaments.leaderboard')}</h2>
                <label className="flex items-center gap-2 text-sm text-muted">
                  {t('casinoRoutes.tournaments.currency')}
                  <select className="field-select h-9 w-auto" value={detail.currency} onChange={(event) => setSearch({ currency: event.target.value }, { replace: true, preventScrollReset: true })}>
                    {detail.currencies.map((code) => <option key={code} value={code}>{code}</option>)}
                  </select>
                </label>
              </div>
              {detail.leaderboard.length === 0 ? (
                <p className="p-4 text-sm text-muted" data-testid="leaderboard-empty">{t(detail.status === 'upcoming' ? 'casinoRoutes.tournaments.notStarted' : 'casinoRoutes.tournaments.noPlayers')}</p>
              ) : (
                <table className="w-full text-sm">
                  <thead className="text-left text-muted">
                    <tr><th className="p-2 pl-3">#</th><th className="p-2">{t('casinoRoutes.tournaments.player')}</th><th className="p-2 text-right">{t(`casinoRoutes.tournaments.score.${detail.metric}`)}</th><th className="p-2 text-right">{t('casinoRoutes.tournaments.rounds')}</th><th className="p-2 pr-3 text-right">{t('casinoRoutes.tournaments.prize')}</th></tr>
                  </thead>
                  <tbody>
                    {detail.leaderboard.map((row) => (
                      <tr key={row.place} className={`border-t border-line ${row.me ? 'bg-accent-soft font-semibold' : ''}`} aria-current={row.me ? 'true' : undefined}>
                        <td className="p-2 pl-3 tabular">{row.place}</td>
                        <td className="p-2">{row.me ? t('casinoRoutes.tournaments.you') : row.player}</td>
                        <td className="p-2 text-right"><Score row={row} detail={detail} /></td>
                        <td className="p-2 text-right tabular">{row.rounds}</td>
                        <td className="p-2 pr-3 text-right">{row.prizeMinor ? <Money minor={row.prizeMinor} currency={detail.currency} /> : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <p className="border-t border-line p-3 text-sm" data-testid="my-place">
                {detail.me ? t('casinoRoutes.tournaments.myPlace', { place: detail.me.place, players: detail.players }) : isSignedIn ? t('casinoRoutes.tournaments.notOnBoard') : t('casinoRoutes.tournaments.signInToSee')}
              </p>
            </section>
          </div>
          <aside className="card h-fit space-y-2 p-4" aria-labelledby="prizes">
            <h2 id="prizes" className="section-title">{t('casinoRoutes.tournaments.prizes')}</h2>
            <p className="text-sm text-muted">
              {t('casinoRoutes.tournaments.prizePool')}: <strong className="text-ink"><Money minor={detail.prizePool[detail.currency]!} currency={detail.currency} /></strong>
            </p>
            <ol className="divide-y divide-line text-sm" data-testid="prize-table">
              {detail.prizes.map((place, index) => (
                <li key={index} className="flex justify-between py-1.5">
                  <span>{t('casinoRoutes.tournaments.place', { place: index + 1 })}</span>
                  {place[detail.currency] ? <Money minor={place[detail.currency]!} currency={detail.currency} /> : '—'}
                </li>
              ))}
            </ol>
          </aside>
        </div>
      )}
    </CasinoFrame>
  );
}
