/** The state of a simulated world (its own file, so the scheduler and the world share it without a cycle). */
import type { Rng } from './rng.ts';
import type { History } from './stats.ts';
import type { OutrightEvent, SimConfig, SimEvent } from './types.ts';

/**
 * The simulated sports world. `advance` changes it in place (no copies per tick); read it through
 * the query functions, and treat the events it hands out as read-only.
 */
export interface World {
  readonly seed: string;
  readonly config: SimConfig;
  /** The time of the last advance. */
  now: number;
  readonly idBase: number;
  serial: number;
  /** Scheduling and pre-played history draw from their own streams, apart from live play. */
  readonly planRng: Rng;
  readonly historyRng: Rng;
  /** Every event in the world: upcoming, in play, and ended within keepFinishedHours. */
  readonly events: Map<number, SimEvent>;
  readonly outrights: Map<number, OutrightEvent>;
  /** Not started, latest first: the next to start is the last. */
  readonly upcoming: SimEvent[];
  /** Live or paused. */
  readonly inPlay: SimEvent[];
  /** Due, but a participant is still playing an earlier match. */
  readonly held: SimEvent[];
  /** Finished or cancelled, in the order they ended. */
  ended: SimEvent[];
  /** Fixtures are scheduled through this UTC day number. */
  plannedDay: number;
  readonly rollingNext: Map<number, number>;
  /** participant id → [from, to, from, to, …]: the spans its scheduled matches hold it. */
  readonly bookings: Map<number, number[]>;
  /** Participants in play now. */
  readonly playing: Set<number>;
  readonly history: History;
  /** Kick-offs before this are played at once into the history; before skipBefore, not at all. */
  readonly historyBefore: number;
  readonly skipBefore: number;
  nextPlanAt: number;
  nextSweepAt: number;
  /** Table tennis matches started at once because fewer than liveTarget events were in play. */
  fillerStarts: number;
}
