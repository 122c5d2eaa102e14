import type { SportKind } from '../types.ts';
import { basketballEngine } from './basketball.ts';
import type { Engine } from './common.ts';
import { esportsEngine } from './esports.ts';
import { footballEngine } from './football.ts';
import { iceHockeyEngine } from './ice-hockey.ts';
import { mmaEngine } from './mma.ts';
import { rallyEngine } from './rally.ts';
import { tennisEngine } from './tennis.ts';

export type { Engine, StepContext } from './common.ts';
export { MIN_SUSPEND_MS } from './common.ts';

export const ENGINES: Record<SportKind, Engine> = {
  football: footballEngine,
  'ice-hockey': iceHockeyEngine,
  basketball: basketballEngine,
  tennis: tennisEngine,
  volleyball: rallyEngine('volleyball'),
  'table-tennis': rallyEngine('table-tennis'),
  mma: mmaEngine,
  esports: esportsEngine,
};
