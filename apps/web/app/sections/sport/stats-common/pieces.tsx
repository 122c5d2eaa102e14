import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useShell } from '../../../shell/use-shell.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { periodLabel } from './feed-view.ts';

/** A date and time in the player's language, time zone and clock (S0 §3.3; UI.md). */
export function PlayerTime({ iso, withDate = true, dateOnly = false, className }: { iso: string; withDate?: boolean; dateOnly?: boolean; className?: string }) {
  const { lang, settings } = useShell();
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(iso, { lang, timeZoneHours: settings.timeZone, is12h: settings.is12h, withDate, dateOnly })}
    </time>
  );
}

/** The filter of a list by sport: one button per sport with its count, the chosen one pressed. */
export function SportTabs({
  sports,
  selected,
  onSelect,
  label,
  all,
}: {
  sports: readonly { sportId: number; name: string; count: number }[];
  selected: number | null;
  onSelect: (sportId: number | null) => void;
  label: string;
  /** An "all sports" button first, with the total. */
  all?: string;
}) {
  const total = sports.reduce((n, s) => n + s.count, 0);
  const tab = (id: number | null, name: string, count: number) => (
    <li key={id ?? 'all'}>
      <button
        type="button"
        aria-pressed={selected === id}
        onClick={() => onSelect(id)}
        className={`flex h-8 items-center gap-2 rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
          selected === id ? 'border-accent bg-accent text-accent-ink' : 'border-line bg-surface-1 text-ink hover:border-accent'
        }`}
      >
        {name}
        <span className={`tabular text-xs ${selected === id ? 'text-accent-ink/80' : 'text-muted'}`}>{count}</span>
      </button>
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {all !== undefined && tab(null, all, total)}
        {sports.map((s) => tab(s.sportId, s.name, s.count))}
      </ul>
    </nav>
  );
}

/** One period's code as a player reads it ("2nd half", "Set 3"); the code itself when unknown. */
export function usePeriodName(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => {
    const label = periodLabel(code);
    return label ? t(label.key, { n: label.n }) : code;
  };
}

/**
 * The scores of each period, home above away, one column per period (tabular figures). The
 * columns are named for screen readers and in the title.
 */
export function PeriodScores({ periods, current }: { periods: readonly { period: string; score: readonly [number, number] }[]; current?: string }) {
  const periodName = usePeriodName();
  const { t } = useTranslation();
  if (periods.length === 0) return null;
  return (
    <ol aria-label={t('sportStats.common.periods')} className="flex gap-1 text-xs tabular-nums">
      {periods.map((p) => (
        <li
          key={p.period}
          title={periodName(p.period)}
          aria-label={`${periodName(p.period)}: ${p.score[0]}:${p.score[1]}`}
          className={`flex w-7 flex-col items-center rounded-md py-0.5 leading-5 ${p.period === current ? 'bg-accent-soft font-bold text-accent-text' : 'bg-surface-2 text-muted'}`}
        >
          <span aria-hidden="true">{p.score[0]}</span>
          <span aria-hidden="true">{p.score[1]}</span>
        </li>
      ))}
    </ol>
  );
}

/** The two sides, home above away; the winner's name in bold once the game is over. */
export function Sides({ home, away, winner }: { home: string; away: string; winner?: 'home' | 'away' | 'draw' | null }) {
  return (
    <div className="min-w-0 text-sm leading-5">
      <p className={`truncate ${winner === 'home' ? 'font-bold' : 'font-medium'}`}>{home}</p>
      <p className={`truncate ${winner === 'away' ? 'font-bold' : 'font-medium'}`}>{away}</p>
    </div>
  );
}

/** A score, home above away, in bold tabular figures. */
export function ScorePair({ score, live = false }: { score: readonly [number, number]; live?: boolean }) {
  return (
    <div aria-label={`${score[0]}:${score[1]}`} className={`w-6 text-right text-sm leading-5 font-extrabold tabular-nums ${live ? 'text-live' : 'text-ink'}`}>
      <p aria-hidden="true">{score[0]}</p>
      <p aria-hidden="true">{score[1]}</p>
    </div>
  );
}

/** A block of a page: a heading and its card. */
export function StatsSection({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** What a part shows when it has nothing: a dictionary text, never a blank area (UI.md). */
export function EmptyCard({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-10 text-center">
      <p className="text-sm text-muted">{text}</p>
      {children}
    </div>
  );
}

/** A list's skeleton while it loads. */
export function ListSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="card divide-y divide-line">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3">
          <div className="h-3 w-14 animate-pulse rounded bg-surface-2" />
          <div className="h-8 flex-1 animate-pulse rounded bg-surface-2" />
          <div className="h-8 w-24 animate-pulse rounded bg-surface-2" />
        </div>
      ))}
    </div>
  );
}
