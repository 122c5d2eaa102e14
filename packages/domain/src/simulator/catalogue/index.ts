import type { Participant } from '../types.ts';
import { CHAMPIONSHIPS, type ChampionshipDef } from './championships.ts';

export { CHAMPIONSHIPS } from './championships.ts';
export type { ChampionshipDef, ChampionshipSchedule, FixtureSlot, StandingsRule } from './championships.ts';
export { ESPORTS_DISCIPLINES, SIM_SPORTS } from './sports.ts';
export type { SimSport } from './sports.ts';

const champById = new Map<number, ChampionshipDef>(CHAMPIONSHIPS.map((c) => [c.id, c]));
const participantById = new Map<number, Participant>();
for (const c of CHAMPIONSHIPS) for (const p of c.participants) participantById.set(p.id, p);

export function championshipById(id: number): ChampionshipDef | undefined {
  return champById.get(id);
}

export function findParticipant(id: number): Participant | undefined {
  return participantById.get(id);
}
