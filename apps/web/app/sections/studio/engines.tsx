import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StudioCrashSnapshot, type StudioEngine } from '@wager/contract';
import { casino } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CRASH_STREAM_URL, crashBet, crashCashOut, crashQuery, minesCashOut, minesReveal, minesStart, playRound, studioKeys } from './api.ts';
import { multiplierText } from './money.ts';
import type { PlayContext } from './play-context.ts';

/** One component per engine (decision 020); each owns its parameters and its result view. */
export function EngineView({ engine, ctx }: { engine: StudioEngine; ctx: PlayContext }) {
  switch (engine) {
    case 'dice':
      return <Dice ctx={ctx} />;
    case 'slots':
      return <Slots ctx={ctx} />;
    case 'plinko':
      return <Plinko ctx={ctx} />;
    case 'keno':
      return <Keno ctx={ctx} />;
    case 'scratchcard':
      return <Scratchcard ctx={ctx} />;
    case 'crash':
      return <Crash ctx={ctx} />;
    case 'mines':
      return <Mines ctx={ctx} />;
  }
}

/**
 * The play button, and autoplay where the jurisdiction allows it (decision 020: `ukgc` none; others up to the
 * profile's limit). Autoplay stops at the first refusal, when the balance is short, or when the player stops it.
 */
function PlayButton({ ctx, engine, onClick, disabled, autoplay = true }: { ctx: PlayContext; engine: StudioEngine; onClick: () => Promise<unknown>; disabled?: boolean; autoplay?: boolean }) {
  const { t } = useTranslation();
  const [auto, setAuto] = useState<{ left: number } | null>(null);
  const stop = useRef(false);
  const blocked = ctx.busy || ctx.waitMs > 0 || disabled || BigInt(ctx.state.balanceMinor) < ctx.stakeMinor;
  const max = ctx.state.safeguards.autoplayMaxRounds;
  const runAuto = async (rounds: number) => {
    stop.current = false;
    for (let left = rounds; left > 0 && !stop.current; left--) {
      setAuto({ left });
      if ((await onClick()) === null) break;
      // Never faster than the minimum game cycle, and slow enough to read each result.
      await new Promise((r) => setTimeout(r, Math.max(800, ctx.state.safeguards.minCycleMs)));
    }
    setAuto(null);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn btn-primary h-11 w-full text-base font-bold sm:w-48" disabled={blocked || auto !== null} onClick={() => void onClick()} data-testid="studio-play">
        {t(`studio.actions.${engine}`)}
      </button>
      {autoplay && max !== null ? (
        auto ? (
          <button type="button" className="btn btn-secondary h-11 px-4 text-sm" onClick={() => (stop.current = true)} data-testid="studio-autoplay-stop">
            {t('studio.autoplay.stop', { left: auto.left })}
          </button>
        ) : (
          <select
            className="field-input h-11 text-sm"
            value=""
            disabled={blocked}
            aria-label={t('studio.autoplay.label')}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (n > 0) void runAuto(n);
            }}
          >
            <option value="">{t('studio.autoplay.label')}</option>
            {[10, 25, 50, 100].filter((n) => n <= max).map((n) => (
              <option key={n} value={n}>
                {t('studio.autoplay.rounds', { count: n })}
              </option>
            ))}
          </select>
        )
      ) : null}
    </div>
  );
}

const last = <E extends StudioEngine>(ctx: PlayContext, engine: E) => (ctx.lastRound?.engine === engine && ctx.lastRound.status !== 'open' ? ctx.lastRound : null);

function Dice({ ctx }: { ctx: PlayContext }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  const wins = direction === 'under' ? target : 9999 - target;
  const round = last(ctx, 'dice');
  const roll = round?.outcome ? (round.outcome.roll as number) : null;
  const won = round ? BigInt(round.payoutMinor ?? '0') > BigInt(round.stakeMinor) : false;
  return (
    <div className="flex flex-col gap-4">
      <div className="relative h-16 rounded-xl bg-surface-2 px-3 pt-6">
        <div className="relative h-3 rounded-full" style={{ background: direction === 'under' ? `linear-gradient(90deg, var(--win) ${target / 100}%, var(--line) ${target / 100}%)` : `linear-gradient(90deg, var(--line) ${target / 100}%, var(--win) ${target / 100}%)` }}>
          {roll !== null ? (
            <span
              key={round!.roundId}
              className={`studio-marker absolute -top-7 -translate-x-1/2 rounded-md px-2 py-0.5 text-sm font-black tabular shadow ${won ? 'bg-win text-white' : 'bg-surface-0 text-ink'}`}
              style={{ left: `${roll / 100}%` }}
              data-testid="dice-roll"
            >
              {(roll / 100).toFixed(2)}
            </span>
          ) : null}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-xs text-muted">
          {t('studio.dice.target')}: <b className="tabular text-ink">{(target / 100).toFixed(2)}</b>
          <input type="range" min={direction === 'under' ? 100 : 198} max={direction === 'under' ? 9800 : 9898} step={1} value={target} onChange={(e) => setTarget(Number(e.target.value))} aria-label={t('studio.dice.target')} />
        </label>
        <div className="flex gap-1" role="group">
          {(['under', 'over'] as const).map((d) => (
            <button key={d} type="button" className={`btn h-9 flex-1 text-xs ${direction === d ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={direction === d} onClick={() => setDirection(d)}>
              {t(`studio.dice.${d}`)}
            </button>
          ))}
        </div>
        <div className="flex justify-between text-xs sm:flex-col">
          <span className="text-muted">
            {t('studio.dice.chance')} <b className="tabular text-ink">{(wins / 100).toFixed(2)}%</b>
          </span>
          <span className="text-muted">
            {t('studio.dice.payout')} <b className="tabular text-ink">×{multiplierText(casino.dice.diceMultiplierBp({ target, direction }))}</b>
          </span>
        </div>
      </div>
      <PlayButton ctx={ctx} engine="dice" onClick={() => ctx.run(() => playRound(ctx.token, { engine: 'dice', stakeMinor: ctx.stakeMinor.toString(), params: { target, direction } }))} />
    </div>
  );
}

/** Glyphs every system font has (no emoji font needed), each with its own colour and its name under it. */
const SLOT_GLYPH: Record<string, { glyph: string; colour: string }> = {
  W: { glyph: '★', colour: 'text-accent-text' },
  '7': { glyph: '7', colour: 'text-live' },
  BAR: { glyph: '▬', colour: 'text-ink' },
  BELL: { glyph: '♫', colour: 'text-amber-500' },
  PLUM: { glyph: '●', colour: 'text-purple-500' },
  ORANGE: { glyph: '●', colour: 'text-orange-500' },
  LEMON: { glyph: '●', colour: 'text-yellow-400' },
  CHERRY: { glyph: '♥', colour: 'text-rose-500' },
};

function Slots({ ctx }: { ctx: PlayContext }) {
  const { t } = useTranslation();
  const round = last(ctx, 'slots');
  const grid = (round?.outcome?.grid as string[][] | undefined) ?? [
    ['7', 'BAR', 'BELL', 'PLUM', 'CHERRY'],
    ['W', '7', 'BAR', 'BELL', 'LEMON'],
    ['ORANGE', 'LEMON', 'CHERRY', '7', 'BAR'],
  ];
  const wins = (round?.outcome?.wins as { line: number }[] | undefined) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div key={round?.roundId} className="studio-reels grid grid-cols-5 gap-1.5 rounded-xl bg-surface-2 p-2" data-testid="slots-grid">
        {grid.flatMap((row, r) =>
          row.map((s, c) => (
            <div key={`${r}-${c}`} className="flex aspect-[4/3] flex-col items-center justify-center rounded-lg bg-surface-0">
              <span className={`text-2xl leading-none font-black sm:text-4xl ${SLOT_GLYPH[s]?.colour ?? ''}`} aria-hidden="true">
                {SLOT_GLYPH[s]?.glyph ?? s}
              </span>
              <span className="mt-1 text-[10px] font-bold tracking-wide text-muted">{s === 'W' ? 'WILD' : s}</span>
            </div>
          )),
        )}
      </div>
      {round ? <p className="text-xs text-muted">{wins.length > 0 ? t('studio.slots.lines', { count: wins.length }) : t('studio.slots.noLines')}</p> : null}
      <PlayButton ctx={ctx} engine="slots" onClick={() => ctx.run(() => playRound(ctx.token, { engine: 'slots', stakeMinor: ctx.stakeMinor.toString() }))} />
    </div>
  );
}

function Plinko({ ctx }: { ctx: PlayContext }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<'low' | 'medium' | 'high'>('medium');
  const round = last(ctx, 'plinko');
  const shown = round && (round.params.rows as number) === rows && round.params.risk === risk ? round : null;
  const path = (shown?.outcome?.path as number[] | undefined) ?? null;
  const table = casino.plinko.PLINKO_TABLES_BP[rows as keyof typeof casino.plinko.PLINKO_TABLES_BP][risk];
  const w = 300;
  const gap = w / (rows + 2);
  const x = (row: number, rights: number) => w / 2 + (rights - row / 2) * gap;
  let rights = 0;
  const points = path ? [`${x(0, 0)},4`, ...path.map((p, j) => { rights += p; return `${x(j + 1, rights)},${(j + 1) * 14 + 4}`; })].join(' ') : '';
  return (
    <div className="flex flex-col gap-3">
      <svg viewBox={`0 0 ${w} ${rows * 14 + 10}`} className="w-full rounded-xl bg-surface-2" role="img" aria-label={shown ? t('studio.plinko.landed', { bucket: shown.outcome?.bucket as number }) : t('studio.games.plinko')}>
        {Array.from({ length: rows }, (_, j) => Array.from({ length: j + 1 }, (_, k) => <circle key={`${j}-${k}`} cx={x(j, k)} cy={j * 14 + 11} r={1.8} fill="var(--muted)" />))}
        {path ? <polyline key={shown!.roundId} className="studio-path" points={points} fill="none" stroke="var(--accent)" strokeWidth={2.5} strokeLinejoin="round" /> : null}
      </svg>
      <div className="flex gap-0.5">
        {table.map((bp, k) => (
          <span key={k} className={`tabular flex-1 rounded py-1 text-center text-[10px] font-bold ${shown && shown.outcome?.bucket === k ? 'bg-accent text-accent-ink' : bp >= 10_000 ? 'bg-surface-3' : 'bg-surface-2 text-muted'}`}>
            {multiplierText(BigInt(bp))}
          </span>
        ))}
      </div>
      <div className="flex flex-wrap gap-3 text-xs">
        <label className="flex items-center gap-2">
          {t('studio.plinko.rows')}
          <select className="field-input h-8" value={rows} onChange={(e) => setRows(Number(e.target.value))}>
            {Array.from({ length: 9 }, (_, i) => i + 8).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          {t('studio.plinko.risk')}
          <select className="field-input h-8" value={risk} onChange={(e) => setRisk(e.target.value as typeof risk)}>
            {(['low', 'medium', 'high'] as const).map((r) => (
              <option key={r} value={r}>
                {t(`studio.plinko.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PlayButton ctx={ctx} engine="plinko" onClick={() => ctx.run(() => playRound(ctx.token, { engine: 'plinko', stakeMinor: ctx.stakeMinor.toString(), params: { rows, risk } }))} />
    </div>
  );
}

function Keno({ ctx }: { ctx: PlayContext }) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<number[]>([3, 11, 17, 24, 32]);
  const round = last(ctx, 'keno');
  const drawn = new Set((round?.outcome?.drawn as number[] | undefined) ?? []);
  const toggle = (n: number) => setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < 10 ? [...p, n].sort((a, b) => a - b) : p));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted">{t('studio.keno.pick')}</p>
      <div key={round?.roundId} className="grid grid-cols-8 gap-1" data-testid="keno-board">
        {Array.from({ length: 40 }, (_, i) => i + 1).map((n) => {
          const picked = picks.includes(n);
          const hit = picked && drawn.has(n);
          return (
            <button
              key={n}
              type="button"
              aria-pressed={picked}
              onClick={() => toggle(n)}
              className={`tabular h-9 rounded-md text-sm font-bold ${hit ? 'bg-win text-white' : picked ? 'bg-accent text-accent-ink' : drawn.has(n) ? 'bg-surface-3 ring-2 ring-accent/50' : 'bg-surface-2'}`}
            >
              {n}
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-3 text-xs">
        <button type="button" className="btn btn-ghost h-8 text-xs" onClick={() => setPicks([])}>
          {t('studio.keno.clear')}
        </button>
        {round ? <span className="text-muted">{t('studio.keno.hits', { hits: round.outcome?.hits as number, picks: (round.params.picks as number[]).length })}</span> : null}
      </div>
      <PlayButton ctx={ctx} engine="keno" disabled={picks.length === 0} onClick={() => ctx.run(() => playRound(ctx.token, { engine: 'keno', stakeMinor: ctx.stakeMinor.toString(), params: { picks } }))} />
    </div>
  );
}

const SCRATCH_GLYPH: Record<string, string> = { blank: '·', coin: '●', bell: '♫', clover: '♣', star: '★', diamond: '◆', crown: '♛' };

function Scratchcard({ ctx }: { ctx: PlayContext }) {
  const { t } = useTranslation();
  const round = last(ctx, 'scratchcard');
  const cells = (round?.outcome?.cells as string[] | undefined) ?? null;
  const matched = new Set((round?.outcome?.matched as string[] | undefined) ?? []);
  return (
    <div className="flex flex-col gap-3">
      <div key={round?.roundId} className="mx-auto grid w-full max-w-xs grid-cols-3 gap-2 rounded-xl bg-surface-2 p-3" data-testid="scratch-card">
        {Array.from({ length: 9 }, (_, i) => (
          <div key={i} className={`studio-cell flex aspect-square items-center justify-center rounded-lg text-3xl ${cells ? (matched.has(cells[i]!) ? 'bg-win/20 ring-2 ring-win' : 'bg-surface-0') : 'bg-surface-3'}`} title={cells ? t(`studio.scratch.${cells[i]}`) : undefined}>
            {cells ? (
              <span className="flex flex-col items-center">
                <span className={cells[i] === 'blank' ? 'text-muted' : 'text-accent-text'} aria-hidden="true">
                  {SCRATCH_GLYPH[cells[i]!]}
                </span>
                <span className="text-[10px] font-semibold text-muted">{cells[i] === 'blank' ? '' : t(`studio.scratch.${cells[i]}`)}</span>
              </span>
            ) : (
              '?'
            )}
          </div>
        ))}
      </div>
      {round && matched.size > 0 ? <p className="text-xs text-muted">{t('studio.scratch.matched', { symbols: [...matched].map((s) => t(`studio.scratch.${s}`)).join(', ') })}</p> : null}
      <PlayButton ctx={ctx} engine="scratchcard" onClick={() => ctx.run(() => playRound(ctx.token, { engine: 'scratchcard', stakeMinor: ctx.stakeMinor.toString() }))} />
    </div>
  );
}

/** Keeps the crash query patched by the server's pushes (SSE), receipt time noted for the local flight clock. */
function useCrashStream() {
  const client = useQueryClient();
  const [receivedAt, setReceivedAt] = useState(0);
  useEffect(() => {
    const source = new EventSource(CRASH_STREAM_URL);
    source.addEventListener('crash', (e) => {
      const parsed = StudioCrashSnapshot.safeParse(JSON.parse((e as MessageEvent<string>).data));
      if (!parsed.success) return;
      setReceivedAt(performance.now());
      client.setQueryData(studioKeys.crash(), parsed.data);
    });
    return () => source.close();
  }, [client]);
  return { snapshot: useQuery(crashQuery()).data ?? null, receivedAt };
}

function useFrame(active: boolean): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!active) return;
    let id = 0;
    const loop = () => {
      setNow(performance.now());
      id = requestAnimationFrame(loop);
    };
    id = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(id);
  }, [active]);
  return now;
}

/**
 * The shared crash round (decision 020): everybody's flight, betting 6 s, the multiplier drawn here from
 * the server's elapsed time and the published curve; the server's clock decides every cash-out.
 */
function Crash({ ctx }: { ctx: PlayContext }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { snapshot, receivedAt } = useCrashStream();
  const [auto, setAuto] = useState('');
  const [myRound, setMyRound] = useState<{ roundId: string; roundNo: number } | null>(null);
  const flying = snapshot?.phase === 'flying';
  const frame = useFrame(flying || snapshot?.phase === 'betting');
  const autoAt = auto.trim() === '' ? null : Math.round(Number(auto) * 100);
  const autoValid = autoAt === null || (Number.isFinite(autoAt) && autoAt >= 101 && autoAt <= 1_000_000);
  const elapsed = flying && snapshot.elapsedMs !== null ? snapshot.elapsedMs + Math.max(0, frame - receivedAt) : 0;
  const shown = snapshot?.phase === 'crashed' ? snapshot.crashPoint! : casino.studio.crashMultiplierAt(elapsed);
  const mine = myRound && snapshot && myRound.roundNo === snapshot.roundNo ? myRound : null;
  const myCashOut = mine ? snapshot?.cashOuts.find((c) => c.roundId === mine.roundId) : undefined;
  const untilFlight = snapshot?.phase === 'betting' ? Math.max(0, snapshot.bettingEndsAt - Date.now()) : 0;

  useEffect(() => {
    // The crash settles every bet: balance, net and history are read again.
    if (snapshot?.phase === 'crashed') void client.invalidateQueries({ queryKey: ['studio'], predicate: (q) => q.queryKey[1] === 'state' || q.queryKey[1] === 'history' });
  }, [snapshot?.phase, snapshot?.roundNo, client]);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative flex h-48 flex-col items-center justify-center overflow-hidden rounded-xl bg-surface-2" data-testid="crash-board" data-phase={snapshot?.phase ?? 'none'}>
        <span className={`tabular text-6xl font-black ${snapshot?.phase === 'crashed' ? 'text-live' : myCashOut ? 'text-win' : 'text-ink'}`} data-testid="crash-multiplier">
          ×{(shown / 100).toFixed(2)}
        </span>
        <span className="mt-2 text-xs text-muted">
          {snapshot?.phase === 'crashed'
            ? t('studio.crash.crashed', { point: (snapshot.crashPoint! / 100).toFixed(2) })
            : snapshot?.phase === 'betting'
              ? t('studio.crash.nextFlight', { seconds: Math.ceil(untilFlight / 1000) })
              : myCashOut
                ? t('studio.crash.cashedOut', { at: (myCashOut.atHundredths / 100).toFixed(2) })
                : t('studio.crash.flying')}
        </span>
        {snapshot ? (
          <span className="absolute bottom-2 left-3 right-3 truncate font-mono text-[10px] text-muted" title={t('studio.fair.hash')}>
            #{snapshot.roundNo} · {snapshot.serverSeed ? `${t('studio.fair.revealed')}: ${snapshot.serverSeed}` : `${t('studio.fair.hash')}: ${snapshot.serverSeedHash}`}
          </span>
        ) : null}
      </div>
      <p className="text-xs text-muted">{t('studio.crash.note')}</p>
      {flying && mine && !myCashOut ? (
        <button type="button" className="btn btn-primary h-11 w-full text-base font-bold sm:w-56" disabled={ctx.busy} onClick={() => void ctx.run(() => crashCashOut(ctx.token, mine.roundId))} data-testid="crash-cash-out">
          {t('studio.mines.current', { multiplier: (shown / 100).toFixed(2) })}
        </button>
      ) : (
        <>
          <label className="flex items-center gap-2 text-xs">
            {t('studio.crash.autoCashOut')}
            <input className="field-input tabular h-8 w-24" inputMode="decimal" placeholder="—" value={auto} onChange={(e) => setAuto(e.target.value)} />
          </label>
          <PlayButton
            ctx={ctx}
            engine="crash"
            autoplay={false}
            disabled={!autoValid || snapshot?.phase !== 'betting' || mine !== null}
            onClick={() =>
              ctx.run(async () => {
                const answer = await crashBet(ctx.token, ctx.stakeMinor.toString(), autoAt);
                setMyRound({ roundId: answer.round.roundId, roundNo: (answer.round.params.crashRound as number) ?? snapshot!.roundNo });
                return answer;
              })
            }
          />
        </>
      )}
    </div>
  );
}

function Mines({ ctx }: { ctx: PlayContext }) {
  const { t } = useTranslation();
  const [mines, setMines] = useState(3);
  const round = ctx.lastRound?.engine === 'mines' ? ctx.lastRound : null;
  const open = round?.status === 'open' ? round : null;
  const picks = new Set((round?.outcome?.picks as number[] | undefined) ?? []);
  const mineTiles = new Set(open ? [] : ((round?.outcome?.mineTiles as number[] | undefined) ?? []));
  const current = open?.outcome?.multiplierBp as string | undefined;
  return (
    <div className="flex flex-col gap-3">
      <div className="mx-auto grid w-full max-w-sm grid-cols-5 gap-1.5" data-testid="mines-board">
        {Array.from({ length: 25 }, (_, i) => {
          const mine = mineTiles.has(i);
          const safe = picks.has(i) && !mine;
          return (
            <button
              key={i}
              type="button"
              aria-label={t('studio.mines.tile', { n: i + 1 })}
              disabled={!open || picks.has(i) || ctx.busy}
              onClick={() => open && void ctx.run(() => minesReveal(ctx.token, open.roundId, i))}
              className={`flex aspect-square items-center justify-center rounded-lg text-xl font-black transition-colors ${mine ? (picks.has(i) ? 'bg-live text-white' : 'bg-live/25') : safe ? 'bg-win/25 text-win' : open ? 'bg-surface-3 hover:bg-accent/30' : 'bg-surface-2'}`}
            >
              {mine ? '✹' : safe ? '◆' : ''}
            </button>
          );
        })}
      </div>
      {open ? (
        <button type="button" className="btn btn-primary h-11 w-full text-base font-bold sm:w-56" disabled={ctx.busy || picks.size === 0} onClick={() => void ctx.run(() => minesCashOut(ctx.token, open.roundId))} data-testid="mines-cash-out">
          {current ? t('studio.mines.current', { multiplier: multiplierText(current) }) : t('studio.mines.cashOut')}
        </button>
      ) : (
        <>
          <label className="flex items-center gap-2 text-xs">
            {t('studio.mines.mines')}
            <select className="field-input h-8" value={mines} onChange={(e) => setMines(Number(e.target.value))}>
              {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>
          <PlayButton ctx={ctx} engine="mines" autoplay={false} onClick={() => ctx.run(() => minesStart(ctx.token, ctx.stakeMinor.toString(), mines))} />
        </>
      )}
      {round && round.status !== 'open' && round.payoutMinor === '0' ? <p className="text-xs text-muted">{t('studio.mines.hit')}</p> : null}
    </div>
  );
}
