import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { STUDIO_ENGINES, type StudioEngine, type StudioRoundAnswer, type StudioRoundView, type StudioState } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { applyState, studioQueries } from './api.ts';
import { money, multiplierText, stakeSteps } from './money.ts';
import { FairnessPanel, verifyHref } from './fairness-panel.tsx';
import { EngineView } from './engines.tsx';
import { errorKey, type PlayContext } from './play-context.ts';
import { motionStyle, studioMotion } from './motion.ts';
import type { Route } from './+types/play-page';

export function loader({ params }: Route.LoaderArgs) {
  return { title: dictionaryFor(params.lng).studio.meta.playTitle };
}
export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager Studio' }, { name: 'robots', content: 'noindex' }];
}

/**
 * Wager Studio's game client (decision 020): the content of the casino game page's frame at
 * `/:lng/studio/play?game=…&mode=real|demo&token=…`, in the headless layout (no site header, footer or
 * coupon). It opens its own studio session and shows balance, session time and net position while playing.
 */
export default function StudioPlayPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [search] = useSearchParams();
  const game = (STUDIO_ENGINES as readonly string[]).includes(search.get('game') ?? '') ? (search.get('game') as StudioEngine) : 'dice';
  const mode = search.get('mode') === 'real' ? 'real' : 'demo';
  const session = useQuery(studioQueries.session({ mode, game, token: search.get('token'), lang }));

  if (session.isError) return <Notice text={t(errorKey(session.error))} />;
  if (!session.data) return <Notice text={t('studio.loading')} />;
  return <Game token={session.data.sessionToken} initial={session.data.state} engine={game} />;
}

function Notice({ text }: { text: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center p-6 text-center text-muted" role="status">
      {text}
    </div>
  );
}

/** Whether the player's system asks for reduced motion (false on the server render). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function useNow(intervalMs: number): number | null {
  // Null on the server render and the first paint: the clock is the browser's.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

function Game({ token, initial, engine }: { token: string; initial: StudioState; engine: StudioEngine }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const client = useQueryClient();
  const state = useQuery({ ...studioQueries.state(token), initialData: initial }).data;
  const history = useQuery(studioQueries.history(token));
  const now = useNow(250);
  const steps = stakeSteps(state.currency);
  const [stake, setStake] = useState(steps.initial);
  const [lastRound, setLastRound] = useState<StudioRoundView | null>(initial.openRound);
  const [lastStart, setLastStart] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [turbo, setTurbo] = useState(false);
  const motion = studioMotion({ turboAllowed: state.safeguards.turbo, turbo, reducedMotion: useReducedMotion() });
  const fmt = (minor: string | bigint) => money(minor, state.currency, lang);
  const unit = state.mode === 'demo' ? t('studio.demoCredits') : state.currency;

  const mutation = useMutation({
    mutationFn: (call: () => Promise<StudioRoundAnswer>) => call(),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      applyState(client, token, answer.state);
      setLastRound(answer.round);
    },
    onError: (err) => setError(errorKey(err)),
  });
  const waitMs = lastStart !== null && now !== null ? Math.max(0, lastStart + state.safeguards.minCycleMs - now) : 0;
  const ctx: PlayContext = {
    token,
    state,
    stakeMinor: stake,
    busy: mutation.isPending,
    waitMs,
    lastRound,
    money: fmt,
    run: async (call) => {
      setLastStart(Date.now());
      try {
        return await mutation.mutateAsync(call);
      } catch {
        return null;
      }
    },
  };
  const net = BigInt(state.netMinor);

  return (
    <div className="mx-auto flex min-h-screen max-w-5xl flex-col gap-4 p-3 sm:p-5" data-testid="studio-game" data-engine={engine} style={motionStyle(motion)}>
      <header className="card flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <div className="flex items-baseline gap-2">
          <h1 className="text-lg font-extrabold tracking-tight">{t(`studio.games.${engine}`)}</h1>
          <span className="chip text-xs">{state.mode === 'demo' ? t('studio.demo') : t('studio.real')}</span>
        </div>
        <dl className="ml-auto flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="text-xs text-muted">{t('studio.balance')}</dt>
            <dd className="tabular font-bold" data-testid="studio-balance">
              {fmt(state.balanceMinor)} <span className="text-xs font-normal text-muted">{unit}</span>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('studio.net')}</dt>
            <dd className={`tabular font-bold ${net > 0n ? 'text-win' : ''}`} data-testid="studio-net">
              {net > 0n ? '+' : ''}
              {fmt(net)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('studio.time')}</dt>
            <dd className="tabular font-bold" data-testid="studio-time">
              {now === null ? '00:00' : clock(now - Date.parse(state.startedAt))}
            </dd>
          </div>
        </dl>
      </header>

      <div className="grid gap-4 md:grid-cols-[1fr_18rem]">
        <section className="card flex flex-col gap-4 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <span className="w-full text-xs font-semibold text-muted sm:w-auto">{t('studio.stake')}</span>
              <button type="button" className="btn btn-secondary h-9 w-9" aria-label={t('studio.stakeDown')} onClick={() => setStake((s) => (s - steps.step >= steps.step ? s - steps.step : s))}>
                −
              </button>
              <output className="tabular min-w-24 rounded-md border border-line bg-surface-1 px-3 py-1.5 text-center font-bold" data-testid="studio-stake">
                {fmt(stake)}
              </output>
              <button type="button" className="btn btn-secondary h-9 w-9" aria-label={t('studio.stakeUp')} onClick={() => setStake((s) => s + steps.step)}>
                +
              </button>
            </label>
            {state.safeguards.turbo ? (
              // Decision 020: offered only where the profile allows it (not UKGC); it shortens the animation only.
              <button type="button" role="switch" aria-checked={turbo} className="btn btn-secondary h-8 px-3 text-xs" data-testid="studio-turbo" onClick={() => setTurbo((on) => !on)}>
                <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${turbo ? 'bg-win' : 'bg-line'}`} />
                {t('studio.turbo')}
              </button>
            ) : null}
          </div>
          <EngineView engine={engine} ctx={ctx} />
          {waitMs > 0 ? (
            <p className="text-xs text-muted" role="status">
              {t('studio.minCycle', { seconds: (waitMs / 1000).toFixed(1) })}
            </p>
          ) : null}
          {error ? (
            <p className="rounded-md border border-live/40 bg-live/10 px-3 py-2 text-sm" role="alert">
              {t(error)}
            </p>
          ) : null}
          {lastRound && lastRound.status !== 'open' ? <ResultLine round={lastRound} fmt={fmt} /> : null}
        </section>

        <aside className="flex flex-col gap-4">
          <FairnessPanel token={token} state={state} onError={(e) => setError(errorKey(e))} />
          <section className="card p-4" aria-labelledby="studio-history">
            <h2 id="studio-history" className="mb-2 text-sm font-bold">
              {t('studio.history.title')}
            </h2>
            {history.data && history.data.rounds.length > 0 ? (
              <ul className="flex flex-col divide-y divide-line text-xs" data-testid="studio-history">
                {history.data.rounds.map((r) => (
                  <li key={r.roundId} className="flex items-center gap-2 py-1.5">
                    <span className="tabular text-muted">{t('studio.history.nonce', { nonce: r.nonce })}</span>
                    <span className="tabular">{fmt(r.stakeMinor)}</span>
                    <span className={`tabular ml-auto font-semibold ${r.payoutMinor !== null && BigInt(r.payoutMinor) > BigInt(r.stakeMinor) ? 'text-win' : ''}`}>
                      {r.multiplierBp !== null ? `×${multiplierText(r.multiplierBp)}` : '…'}
                    </span>
                    {r.serverSeed ? (
                      <Link className="text-accent-text underline" to={verifyHref(lang, r)} target="_blank" rel="noopener">
                        {t('studio.history.verify')}
                      </Link>
                    ) : (
                      <span className="text-muted" title={t('studio.history.hiddenSeed')} aria-label={t('studio.history.hiddenSeed')}>
                        ••••
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-xs text-muted">{t('studio.history.empty')}</p>
            )}
          </section>
          <Link className="text-center text-xs text-accent-text underline" to={localHref(lang, '/provably-fair')} target="_blank" rel="noopener">
            {t('studio.fair.verify')}
          </Link>
        </aside>
      </div>
    </div>
  );
}

/** What the round paid, worded honestly: a payout below the stake is "returned", never a win. */
function ResultLine({ round, fmt }: { round: StudioRoundView; fmt: (m: string | bigint) => string }) {
  const { t } = useTranslation();
  const stake = BigInt(round.stakeMinor);
  const payout = BigInt(round.payoutMinor ?? '0');
  const vars = { payout: fmt(payout), stake: fmt(stake), multiplier: multiplierText(round.multiplierBp ?? '0') };
  const [key, tone] =
    round.status === 'win_pending' && payout > 0n
      ? ['studio.result.pending', 'border-line']
      : payout > stake
        ? ['studio.result.win', 'border-win/50 bg-win/10 text-win']
        : payout === stake
          ? ['studio.result.even', 'border-line']
          : payout > 0n
            ? ['studio.result.partial', 'border-line']
            : ['studio.result.none', 'border-line text-muted'];
  return (
    <p key={round.roundId} className={`studio-result rounded-md border px-3 py-2 text-sm font-semibold ${tone}`} role="status" data-testid="studio-result" data-outcome={payout > stake ? 'win' : 'no-win'}>
      {t(key, vars)}
    </p>
  );
}
