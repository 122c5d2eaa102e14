import { CHAMPIONSHIPS, type ChampionshipDef } from './catalogue/index.ts';
import { ENGINES } from './engines/index.ts';
import { modelFor } from './models.ts';
import { chance, shuffle } from './rng.ts';
import { recordResult } from './stats.ts';
import { SIM_SPORT_ID, type NamedRef, type Participant, type SimEmitted, type SimEvent } from './types.ts';
import type { World } from './world-state.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const FIXTURE_CHAMPS = CHAMPIONSHIPS.filter((c) => c.schedule.kind === 'fixtures');
const ROLLING_CHAMPS = CHAMPIONSHIPS.filter((c) => c.schedule.kind === 'rolling');
/** Table tennis on demand: it fills the live list when too few events are in play. */
export const FILLER_CHAMPS = CHAMPIONSHIPS.filter((c) => c.schedule.kind === 'on-demand');
const CHAMP_DEFS = new Map<number, ChampionshipDef>(CHAMPIONSHIPS.map((c) => [c.id, c]));
/** A table tennis or CCT player's rest between matches, in match time. */
const REST_MS = 10 * MINUTE;
const CHAMP_REFS = new Map<number, NamedRef>(CHAMPIONSHIPS.map((c) => [c.id, Object.freeze({ id: c.id, name: c.name })]));

/**
 * Schedule fixtures through the day `horizonMs` ahead of now and round-the-clock leagues
 * through their (time-scaled) rolling horizon. Returns a 'scheduled' for each new event.
 */
export function scheduleUpTo(world: World, now: number, horizonMs = world.config.horizonDays * DAY): SimEmitted[] {
  const out: SimEmitted[] = [];
  planFixtures(world, now, now + horizonMs, out);
  planRolling(world, now, out);
  return out;
}

function planFixtures(world: World, now: number, until: number, out: SimEmitted[]): void {
  const lastDay = Math.floor(until / DAY);
  while (world.plannedDay < lastDay) {
    const day = ++world.plannedDay;
    // A championship's local day `day` has the calendar date of UTC day `day`.
    const weekday = new Date(day * DAY).getUTCDay();
    for (const champ of FIXTURE_CHAMPS) {
      if (champ.schedule.kind !== 'fixtures') continue;
      const dayStart = day * DAY - champ.utcOffset * HOUR;
      for (const slot of champ.schedule.slots) {
        if (!slot.days.includes(weekday)) continue;
        const at = dayStart + slot.minute * MINUTE;
        if (at < world.skipBefore) continue;
        for (let k = 0; k < slot.matches; k++) {
          const pair = pickPair(world, champ, at);
          if (!pair) break;
          addEvent(world, champ, pair, at, slot.main === true, out, now);
        }
      }
    }
  }
}

function planRolling(world: World, now: number, out: SimEmitted[]): void {
  const scale = world.config.timeScale;
  const until = now + (world.config.rollingHorizonHours * HOUR) / scale;
  for (const champ of ROLLING_CHAMPS) {
    const s = champ.schedule;
    if (s.kind !== 'rolling') continue;
    // Rolling leagues run at match speed: a faster time scale packs their slots closer.
    const every = Math.max(1000, Math.round((s.everyMinutes * MINUTE) / scale));
    const offset = Math.round((s.offsetMinutes * MINUTE) / scale);
    let next = world.rollingNext.get(champ.id) ?? Math.ceil((world.historyBefore - offset) / every) * every + offset;
    for (; next < until; next += every) {
      const localHour = (((next + champ.utcOffset * HOUR) % DAY) + DAY) % DAY / HOUR;
      const open = s.fromHour < s.toHour ? localHour >= s.fromHour && localHour < s.toHour : localHour >= s.fromHour || localHour < s.toHour;
      if (!open) continue;
      for (let k = 0; k < s.tables; k++) {
        const pair = pickPair(world, champ, next);
        if (!pair) break;
        addEvent(world, champ, pair, next, false, out, now);
      }
    }
    world.rollingNext.set(champ.id, next);
  }
}

/** How long a participant is held by a match of this championship, from its kick-off. */
export function gapMs(world: World, champ: ChampionshipDef): number {
  const scale = world.config.timeScale;
  const gap = champ.gapHours * HOUR;
  return champ.schedule.kind === 'fixtures' ? gap * Math.max(1, 1 / scale) : gap / scale;
}

function isFree(world: World, id: number, from: number, to: number): boolean {
  if (world.playing.has(id) && from <= world.now) return false;
  const list = world.bookings.get(id);
  if (!list) return true;
  for (let i = 0; i < list.length; i += 2) {
    if (from < (list[i + 1] as number) && (list[i] as number) < to) return false;
  }
  return true;
}

/**
 * A round-the-clock or on-demand player is free again a short rest after the match ends; a
 * fixture keeps its calendar gap (a club does not play again the next morning).
 */
export function release(world: World, ev: SimEvent, at: number): void {
  const champ = CHAMP_DEFS.get(ev.championship.id);
  if (!champ || champ.schedule.kind === 'fixtures') return;
  const until = at + REST_MS / world.config.timeScale;
  for (const id of [ev.home.id, ev.away.id]) {
    const list = world.bookings.get(id);
    if (!list) continue;
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === ev.startsAt && (list[i + 1] as number) > until) list[i + 1] = until;
    }
  }
}

function book(world: World, id: number, from: number, to: number): void {
  const list = world.bookings.get(id);
  if (list) list.push(from, to);
  else world.bookings.set(id, [from, to]);
}

/** Two free participants of the championship (of one weight class in MMA), in random home/away order. */
export function pickPair(world: World, champ: ChampionshipDef, at: number): [Participant, Participant] | null {
  const to = at + gapMs(world, champ);
  const free = champ.participants.filter((p) => isFree(world, p.id, at, to));
  if (free.length < 2) return null;
  shuffle(world.planRng, free);
  for (let i = 0; i < free.length; i++) {
    const a = free[i] as Participant;
    for (let j = i + 1; j < free.length; j++) {
      const b = free[j] as Participant;
      if (a.group === b.group) return [a, b];
    }
  }
  return null;
}

/**
 * A new event of the championship at `at`, its participants booked; with `out`, queued to start
 * and announced as 'scheduled' at `now`. Before the world's live window it is played at once and
 * only its result kept (the pre-played history).
 */
export function addEvent(
  world: World,
  champ: ChampionshipDef,
  [home, away]: [Participant, Participant],
  at: number,
  main: boolean,
  out: SimEmitted[] | null,
  now = at,
): SimEvent | null {
  const to = at + gapMs(world, champ);
  book(world, home.id, at, to);
  book(world, away.id, at, to);
  const rng = world.planRng;
  const ev: SimEvent = {
    id: 0,
    sportId: SIM_SPORT_ID[champ.sport],
    sport: champ.sport,
    discipline: champ.discipline,
    category: champ.category,
    championship: CHAMP_REFS.get(champ.id) as NamedRef,
    home,
    away,
    startsAt: at,
    status: 'not_started',
    isTop: main || (champ.topRating !== null && Math.min(home.rating, away.rating) >= champ.topRating),
    hasVideo: chance(rng, champ.videoShare),
    model: modelFor(champ, home, away, rng, main),
    live: null,
    result: null,
    startedAt: null,
    finishedAt: null,
    internal: { nextAt: Infinity, resumePending: false },
  };
  if (at < world.historyBefore) {
    playAtOnce(world, ev);
    return null;
  }
  ev.id = world.idBase + world.serial++;
  world.events.set(ev.id, ev);
  if (out) {
    insertUpcoming(world.upcoming, ev);
    out.push({ type: 'scheduled', eventId: ev.id, at: now });
  }
  return ev;
}

/** Latest first, so the next event to start is at the end; equal kick-offs start in id order. */
function insertUpcoming(list: SimEvent[], ev: SimEvent): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const m = list[mid] as SimEvent;
    if (m.startsAt > ev.startsAt || (m.startsAt === ev.startsAt && m.id > ev.id)) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, ev);
}

function playAtOnce(world: World, ev: SimEvent): void {
  const engine = ENGINES[ev.sport];
  const scratch: SimEmitted[] = [];
  const ctx = { rng: world.historyRng, timeScale: world.config.timeScale, out: scratch };
  engine.start(ev, ev.startsAt, ctx);
  while (ev.status !== 'finished') {
    engine.step(ev, ctx);
    scratch.length = 0;
  }
  recordResult(world.history, ev, null);
}
