import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CasinoPromotion, CasinoTournamentSummary } from '@wager/contract';
import { formatMoney, type MinorUnits } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDateTime } from '../../ui/format.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';

/** An amount in minor units (a decimal string) with its currency code, in the player's language. */
export function Money({ minor, currency }: { minor: string; currency: string }) {
  const { lang } = useShell();
  return <span className="tabular whitespace-nowrap">{formatMoney(BigInt(minor) as MinorUnits, currency, lang, { currencyDisplay: 'code' })}</span>;
}

export function DateText({ at }: { at: string }) {
  const { lang, settings } = useShell();
  return <time dateTime={at}>{formatDateTime(at, { lang, timeZoneHours: settings.timeZone, is12h: settings.is12h })}</time>;
}

/** "2 d 04:13:09" until `target`; ticks each second once hydrated (the server render shows the same text at its time). */
export function Countdown({ target, nowIso }: { target: string; nowIso: string }) {
  const [now, setNow] = useState(() => new Date(nowIso).getTime());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((new Date(target).getTime() - now) / 1000));
  const days = Math.floor(left / 86_400);
  const clock = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60].map((part) => String(part).padStart(2, '0')).join(':');
  return <span className="tabular" suppressHydrationWarning>{days > 0 ? `${days} d ${clock}` : clock}</span>;
}

/** A promotion's card: its colours, badge, title and summary, linking to its page. */
export function PromotionCard({ promotion }: { promotion: CasinoPromotion }) {
  const { lang } = useShell();
  return (
    <li>
      <Link
        to={localHref(lang, `/bonus/casino/promotions/${promotion.id}`)}
        className="flex h-full flex-col gap-2 rounded-2xl p-5 text-white shadow-sm hover:brightness-110 focus-visible:outline-2 focus-visible:outline-accent"
        style={{ backgroundImage: `linear-gradient(135deg, ${promotion.art.from}, ${promotion.art.to})` }}
        data-testid="casino-promotion-card"
      >
        <span className="w-fit rounded-full bg-black/25 px-2.5 py-0.5 text-xs font-bold">{promotion.badge}</span>
        <span className="text-lg font-extrabold">{promotion.title}</span>
        <span className="text-sm text-white/85">{promotion.summary}</span>
      </Link>
    </li>
  );
}

/** Prize pool of the player's currency if the tournament has one, else of its first currency. */
export function poolCurrency(tournament: CasinoTournamentSummary, preferred: string | null): string {
  return preferred && tournament.prizePool[preferred] !== undefined ? preferred : tournament.currencies[0]!;
}

/** A tournament's card: status, title, prize pool, what counts, and the countdown to its start or end. */
export function TournamentCard({ tournament, nowIso, currency }: { tournament: CasinoTournamentSummary; nowIso: string; currency: string | null }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const code = poolCurrency(tournament, currency);
  return (
    <li className="card flex flex-col gap-3 p-4" data-testid="tournament-card" data-status={tournament.status}>
      <div className="flex items-center justify-between gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tournament.status === 'running' ? 'bg-accent-soft text-accent-text' : 'bg-surface-2 text-muted'}`}>
          {t(`casinoRoutes.tournaments.status.${tournament.status}`)}
        </span>
        <span className="text-xs text-muted">{t(`casinoRoutes.tournaments.metric.${tournament.metric}`)}</span>
      </div>
      <Link to={localHref(lang, `/bonus/casino/tournaments/${tournament.id}`)} className="text-lg font-extrabold hover:underline">
        {tournament.title}
      </Link>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">{t('casinoRoutes.tournaments.prizePool')}</dt>
          <dd className="font-bold">
            <Money minor={tournament.prizePool[code]!} currency={code} />
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t(tournament.status === 'upcoming' ? 'casinoRoutes.tournaments.startsIn' : tournament.status === 'running' ? 'casinoRoutes.tournaments.endsIn' : 'casinoRoutes.tournaments.ended')}</dt>
          <dd className="font-bold">
            {tournament.status === 'finished' ? <DateText at={tournament.endsAt} /> : <Countdown target={tournament.status === 'upcoming' ? tournament.startsAt : tournament.endsAt} nowIso={nowIso} />}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted">{tournament.category ? t('casinoRoutes.tournaments.gamesOf', { name: tournament.category.name }) : t('casinoRoutes.tournaments.gamesListed', { count: tournament.gameIds.length })}</p>
    </li>
  );
}
