import { useMemo, useState } from 'react';
import type { FeedEventDetail, FeedMarket } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { MarketButtons } from '../shared/event-row.tsx';
import { compareMarkets, marketGroupKey, marketName, outcomeName } from '../shared/market-names.ts';
import { useMarketNames } from '../shared/use-market-names.ts';

/**
 * Every market of a game (S0 §2.2 game page): grouped (main, totals, handicaps, halves, …), each
 * group a filter chip (S0 §3.3 filteredMarkets), searchable by market or outcome name, every market
 * collapsible, a suspended one locked in place (nothing jumps when prices refresh, UI.md).
 * The page opens on "Popular", as the big books do: the main markets, the main handicap and total
 * lines and the best-known props; a game of fifty markets stays a light page
 * (docs/decisions/013-sport-screens.md), and "All" is one click away.
 */
export const POPULAR = 'popular';
const POPULAR_KEYS = new Set(['ft.btts', '1h.1x2', '1h.winner', 'ft.odd_even', 'reg.1x2', 'ft.set_score', 'ft.map_score', 'ft.method']);

export function isPopular(market: FeedMarket, event: Pick<FeedEventDetail, 'asianMarkets'>): boolean {
  return market.group === 'main' || POPULAR_KEYS.has(market.key) || event.asianMarkets.some((m) => m.key === market.key);
}
export function MarketsPanel({ event, markets }: { event: FeedEventDetail; markets: FeedMarket[] }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<string>(() => (markets.some((m) => isPopular(m, event)) ? POPULAR : ''));
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const names = useMarketNames(event.home?.name, event.away?.name);
  const sorted = useMemo(() => [...markets].sort((a, b) => compareMarkets(a.key, b.key)), [markets]);
  const groups = useMemo(() => [...new Set(sorted.map((m) => m.group))], [sorted]);
  const needle = query.trim().toLocaleLowerCase();
  const shown = sorted.filter((m) => {
    if (group === POPULAR ? !isPopular(m, event) : group && m.group !== group) return false;
    if (!needle) return true;
    if (marketName(m.key, names).toLocaleLowerCase().includes(needle)) return true;
    return m.outcomes.some((o) => outcomeName(m.key, o.key, names).toLocaleLowerCase().includes(needle));
  });
  const allCollapsed = shown.length > 0 && shown.every((m) => collapsed.has(m.key));

  return (
    <section aria-labelledby="markets-title" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="markets-title" className="section-title mr-2">
          {t('sport.game.markets')} <span className="count-pill">{markets.length}</span>
        </h2>
        <div className="flex flex-wrap gap-1.5" role="toolbar" aria-label={t('sport.game.markets')}>
          <button type="button" className="chip" aria-pressed={group === POPULAR} onClick={() => setGroup(POPULAR)}>
            {t('sport.game.popular')}
          </button>
          <button type="button" className="chip" aria-pressed={group === ''} onClick={() => setGroup('')}>
            {t('sport.game.allGroups')}
          </button>
          {groups.map((g) => (
            <button key={g} type="button" className="chip" aria-pressed={group === g} onClick={() => setGroup(g === group ? '' : g)}>
              {t(marketGroupKey(g))}
            </button>
          ))}
        </div>
        <div className="ml-auto flex items-center gap-2">
          <input
            type="search"
            className="field-input h-8 w-48"
            placeholder={t('sport.game.search')}
            aria-label={t('sport.game.searchLabel')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button
            type="button"
            className="btn btn-secondary h-8"
            onClick={() => setCollapsed(allCollapsed ? new Set() : new Set(shown.map((m) => m.key)))}
          >
            {allCollapsed ? t('sport.game.expandAll') : t('sport.game.collapseAll')}
          </button>
        </div>
      </div>
      {markets.length === 0 ? (
        <p className="card px-4 py-10 text-center text-muted">{t('sport.game.noMarkets')}</p>
      ) : shown.length === 0 ? (
        <p className="card px-4 py-10 text-center text-muted">{t('sport.game.noMatch', { query })}</p>
      ) : (
        <div className="markets">
          {shown.map((market) => {
            const open = !collapsed.has(market.key);
            const title = marketName(market.key, names);
            return (
              <div key={market.key} className="mkt" data-status={market.status}>
                <button
                  type="button"
                  className="mkt-head"
                  aria-expanded={open}
                  onClick={() =>
                    setCollapsed((was) => {
                      const next = new Set(was);
                      if (open) next.add(market.key);
                      else next.delete(market.key);
                      return next;
                    })
                  }
                >
                  <span>{title}</span>
                  {(market.status === 'suspended' || market.outcomes.every((o) => !o.open)) && <span className="mkt-lock">{t('sport.game.suspended')}</span>}
                </button>
                {open && (
                  <div className={market.outcomes.length === 3 ? 'mkt-odds mkt-3' : 'mkt-odds'}>
                    <MarketButtons event={event} market={market} short={false} />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
