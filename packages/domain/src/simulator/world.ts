import { CHAMPIONSHIPS } from './catalogue/index.ts';
import { ENGINES, type StepContext } from './engines/index.ts';
import { createRng, hash128, type Rng } from './rng.ts';
import type { World } from './world-state.ts';
import { addEvent, DAY, FILLER_CHAMPS, HOUR, MINUTE, pickPair, release, scheduleUpTo } from './scheduler.ts';
import { emptyHistory, headToHeadOf, lastResultsOf, recordResult, standingsOf, type ResultRecord, type StandingsRow } from './stats.ts';
import {
  LONG_TERM_SPORT_ID,
  SIM_SPORT_ID,
  type OutrightEvent,
  type SimConfig,
  type SimEmitted,
  type SimEvent,
} from './types.ts';

export type { World } from './world-state.ts';

export const DEFAULT_SIM_CONFIG: SimConfig = {
  timeScale: 1,
  liveTarget: 10,
  horizonDays: 7,
  keepFinishedHours: 48,
  // About one event in 250 is called off at kick-off time: rare enough not to empty a list.
  cancelRate: 0.004,
  warmupHours: 6,
  historyDays: 14,
  rollingHorizonHours: 3,
};

/** Finished events, bookings and outrights are tidied this often (real time). */
const SWEEP_EVERY = 10 * MINUTE;

/** The first event id of a seed's world: ids of different seeds lie apart (below 2^31 for a billion events). */
export function simIdBase(seed: string | number): number {
  return 1_000_000 * (1 + (hash128(String(seed))[0] % 1000));
}

/**
 * A world for the seed at `now`: outrights, the pre-played history, the schedule, and the last
 * warmupHours played so that some events are already under way. Same seed and now, same world.
 */
export function createWorld(seed: string | number, now: number, config: Partial<SimConfig> = {}): World {
  const cfg: SimConfig = { ...DEFAULT_SIM_CONFIG, ...config };
  if (!(cfg.timeScale > 0) || !(cfg.horizonDays > 0) || cfg.liveTarget < 0) throw new Error('simulator: bad config');
  const seedText = String(seed);
  const start = now - cfg.warmupHours * HOUR;
  const skipBefore = start - cfg.historyDays * DAY;
  const world: World = {
    seed: seedText,
    config: cfg,
    // Just before the warm-up, so its first advance (at `start`) runs.
    now: start - 1,
    // Ids of different seeds apart; below 2^31 for a PostgreSQL integer for a billion events.
    idBase: cfg.idBase ?? simIdBase(seedText),
    serial: 0,
    planRng: createRng(`${seedText}/plan`),
    historyRng: createRng(`${seedText}/history`),
    events: new Map(),
    outrights: new Map(),
    upcoming: [],
    inPlay: [],
    held: [],
    ended: [],
    plannedDay: Math.floor(skipBefore / DAY) - 1,
    rollingNext: new Map(),
    bookings: new Map(),
    playing: new Set(),
    history: emptyHistory(),
    historyBefore: start,
    skipBefore,
    nextPlanAt: start,
    nextSweepAt: start + SWEEP_EVERY,
    fillerStarts: 0,
  };
  for (const champ of CHAMPIONSHIPS) if (champ.outright) addOutright(world, champ.id, seasonEnd(champ.outright.seasonEnds, now));
  const rng = createRng(`${seedText}/warmup`);
  // The warm-up begins with nothing in play: the live floor waits for `now`, or it would fill the
  // first minutes with table tennis.
  for (let t = start; t < now; t = Math.min(now, t + 5 * MINUTE)) run(world, t, rng, false);
  run(world, now, rng, true);
  return world;
}

/**
 * Move the world to `now`: schedule ahead, start what is due, play every event in play through
 * the elapsed time, tidy, and keep liveTarget events in play. Returns what happened, in time
 * order. Same world, same calls, same rng ⇒ same result. A `now` not after the last is a no-op.
 */
export function advance(world: World, now: number, rng: Rng): SimEmitted[] {
  return run(world, now, rng, true);
}

function run(world: World, now: number, rng: Rng, liveFloor: boolean): SimEmitted[] {
  const out: SimEmitted[] = [];
  if (!(now > world.now)) return out;
  const ctx: StepContext = { rng, timeScale: world.config.timeScale, out };
  if (now >= world.nextPlanAt) {
    for (const e of scheduleUpTo(world, now)) out.push(e);
    world.nextPlanAt = now + Math.max(1000, Math.round((5 * MINUTE) / world.config.timeScale));
  }
  // Play in segments between kick-offs, so a match that ends frees its players before the next starts.
  for (;;) {
    const next = world.upcoming[world.upcoming.length - 1];
    const until = next && next.startsAt <= now ? next.startsAt : now;
    playUntil(world, until, ctx);
    if (world.held.length > 0) startHeld(world, until, ctx);
    if (!next || next.startsAt > now) break;
    while (world.upcoming.length > 0 && (world.upcoming[world.upcoming.length - 1] as SimEvent).startsAt === until) {
      startOrHold(world, world.upcoming.pop() as SimEvent, ctx);
    }
  }
  world.now = now;
  if (now >= world.nextSweepAt) sweep(world, now, ctx);
  if (liveFloor) keepLive(world, now, ctx);
  if (out.length > 1) out.sort((a, b) => a.at - b.at);
  return out;
}

function playUntil(world: World, until: number, ctx: StepContext): void {
  const list = world.inPlay;
  for (let i = list.length - 1; i >= 0; i--) {
    const ev = list[i] as SimEvent;
    const m = ev.internal;
    for (;;) {
      if (m.resumePending) {
        const resumeAt = (ev.live as { suspendedUntil: number }).suspendedUntil;
        if (resumeAt <= m.nextAt) {
          if (resumeAt > until) break;
          m.resumePending = false;
          ctx.out.push({ type: 'resume', eventId: ev.id, at: resumeAt });
          continue;
        }
      }
      if (m.nextAt > until) break;
      ENGINES[ev.sport].step(ev, ctx);
      if (ev.status === 'finished') {
        // Swap-remove: the element moved here was already played this round.
        list[i] = list[list.length - 1] as SimEvent;
        list.pop();
        ended(world, ev);
        break;
      }
    }
  }
}

function startOrHold(world: World, ev: SimEvent, ctx: StepContext): void {
  if (world.playing.has(ev.home.id) || world.playing.has(ev.away.id)) world.held.push(ev);
  else start(world, ev, ev.startsAt, ctx, true);
}

function startHeld(world: World, at: number, ctx: StepContext): void {
  for (let i = 0; i < world.held.length; ) {
    const ev = world.held[i] as SimEvent;
    if (world.playing.has(ev.home.id) || world.playing.has(ev.away.id)) {
      i++;
      continue;
    }
    world.held.splice(i, 1);
    start(world, ev, at, ctx, true);
  }
}

function start(world: World, ev: SimEvent, at: number, ctx: StepContext, mayCancel: boolean): void {
  if (mayCancel && ctx.rng.next() < world.config.cancelRate) {
    ev.status = 'cancelled';
    ev.finishedAt = at;
    ctx.out.push({ type: 'cancelled', eventId: ev.id, at });
    world.ended.push(ev);
    return;
  }
  ENGINES[ev.sport].start(ev, at, ctx);
  world.inPlay.push(ev);
  world.playing.add(ev.home.id);
  world.playing.add(ev.away.id);
}

function ended(world: World, ev: SimEvent): void {
  release(world, ev, ev.finishedAt as number);
  world.playing.delete(ev.home.id);
  world.playing.delete(ev.away.id);
  world.ended.push(ev);
  recordResult(world.history, ev, ev.id);
}

/** When fewer than liveTarget events are in play, start table tennis matches now. */
function keepLive(world: World, now: number, ctx: StepContext): void {
  for (const champ of FILLER_CHAMPS) {
    while (world.inPlay.length < world.config.liveTarget) {
      const pair = pickPair(world, champ, now);
      if (!pair) break;
      const ev = addEvent(world, champ, pair, now, false, null) as SimEvent;
      ctx.out.push({ type: 'scheduled', eventId: ev.id, at: now });
      start(world, ev, now, ctx, false);
      world.fillerStarts++;
    }
  }
}

/** Drop ended events older than keepFinishedHours, spent bookings; settle due outrights. */
function sweep(world: World, now: number, ctx: StepContext): void {
  world.nextSweepAt = now + SWEEP_EVERY;
  const cutoff = now - world.config.keepFinishedHours * HOUR;
  // Ended events are pushed in time order (within a tick), so the oldest is first.
  const oldest = world.ended[0];
  if (oldest && (oldest.finishedAt as number) < cutoff) {
    world.ended = world.ended.filter((e) => {
      if ((e.finishedAt as number) >= cutoff) return true;
      world.events.delete(e.id);
      return false;
    });
  }
  for (const [id, list] of world.bookings) {
    let w = 0;
    for (let r = 0; r < list.length; r += 2) {
      if ((list[r + 1] as number) > now) {
        list[w++] = list[r] as number;
        list[w++] = list[r + 1] as number;
      }
    }
    if (w === 0) world.bookings.delete(id);
    else list.length = w;
  }
  for (const o of world.outrights.values()) {
    if (o.status === 'finished') {
      if (o.settlesAt < cutoff) world.outrights.delete(o.id);
      continue;
    }
    if (o.settlesAt > now) continue;
    let u = ctx.rng.next();
    let winner = o.model.entrants[o.model.entrants.length - 1];
    for (const e of o.model.entrants) {
      u -= e.strength;
      if (u < 0) {
        winner = e;
        break;
      }
    }
    o.status = 'finished';
    o.result = { kind: 'outright', winnerId: winner?.participantId ?? 0 };
    ctx.out.push({ type: 'finished', eventId: o.id, at: o.settlesAt, result: o.result });
    // Next season's bet opens at once.
    const next = addOutright(world, championshipIdOf(o), o.settlesAt + 365 * DAY);
    ctx.out.push({ type: 'scheduled', eventId: next.id, at: now });
  }
}

const championshipIdOf = (o: OutrightEvent): number => o.championship.id;

/** Next occurrence of 'MM-DD' at 20:00 UTC, at least a day after now. */
function seasonEnd(mmdd: string, now: number): number {
  const [m, d] = mmdd.split('-').map(Number) as [number, number];
  const year = new Date(now).getUTCFullYear();
  for (let y = year; ; y++) {
    const t = Date.UTC(y, m - 1, d, 20);
    if (t > now + DAY) return t;
  }
}

/** Entrants' title chances: softmax of ratings (a 150-point edge is about four times the chance). */
function addOutright(world: World, championshipId: number, settlesAt: number): OutrightEvent {
  const champ = CHAMPIONSHIPS.find((c) => c.id === championshipId);
  if (!champ?.outright) throw new Error(`no outright for championship ${championshipId}`);
  const weights = champ.participants.map((p) => 10 ** ((p.rating - 2000) / 150));
  const total = weights.reduce((a, b) => a + b, 0);
  const o: OutrightEvent = {
    id: world.idBase + world.serial++,
    sportId: LONG_TERM_SPORT_ID,
    entrantSportId: SIM_SPORT_ID[champ.sport],
    category: champ.category,
    championship: { id: champ.id, name: champ.name },
    name: champ.outright.name,
    startsAt: settlesAt,
    settlesAt,
    status: 'not_started',
    isTop: champ.id === 1001 || champ.id === 1007 || champ.id === 2001 || champ.id === 3001,
    model: {
      kind: 'outright',
      entrants: champ.participants.map((p, i) => ({ participantId: p.id, name: p.name, strength: (weights[i] as number) / total })),
    },
    result: null,
  };
  world.outrights.set(o.id, o);
  return o;
}

// ---- queries ----

export function listEvents(world: World): SimEvent[] {
  return [...world.events.values()];
}

export function getEvent(world: World, id: number): SimEvent | undefined {
  return world.events.get(id);
}

export function listOutrights(world: World): OutrightEvent[] {
  return [...world.outrights.values()];
}

/** Events not started whose kick-off is within `withinMs` of now. */
export function upcomingEvents(world: World, now: number, withinMs = world.config.horizonDays * DAY): SimEvent[] {
  const list: SimEvent[] = [];
  for (let i = world.upcoming.length - 1; i >= 0; i--) {
    const ev = world.upcoming[i] as SimEvent;
    if (ev.startsAt > now + withinMs) break;
    list.push(ev);
  }
  return list;
}

/** Live or paused events. */
export function liveEvents(world: World): readonly SimEvent[] {
  return world.inPlay;
}

/**
 * Whether the event's markets are locked at `now`: in play and within a suspension (after a goal,
 * around a dangerous moment), or ended. Not-started events are open.
 */
export function isSuspended(ev: SimEvent, now: number): boolean {
  if (ev.status === 'finished' || ev.status === 'cancelled') return true;
  return ev.live !== null && now < ev.live.suspendedUntil;
}

export function standings(world: World, championshipId: number): StandingsRow[] {
  return standingsOf(world.history, championshipId);
}

export function headToHead(world: World, a: number, b: number, n?: number): ResultRecord[] {
  return headToHeadOf(world.history, a, b, n);
}

export function lastResults(world: World, participantId: number, n = 5): ResultRecord[] {
  return lastResultsOf(world.history, participantId, n);
}
