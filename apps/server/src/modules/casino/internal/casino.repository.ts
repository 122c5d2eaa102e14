import { asc } from 'drizzle-orm';
import { games } from '@wager/db';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

/** Demo games so a fresh install has a casino showcase; providers' catalogues replace it later. */
const DEMO_GAMES = [
  { id: 1, slug: 'gates-of-fortune', name: 'Gates of Fortune', provider: 'Wager Originals', category: 'slots', isLive: false, isNew: true, artFrom: '#7c3aed', artTo: '#f59e0b' },
  { id: 2, slug: 'crash-rocket', name: 'Crash Rocket', provider: 'Wager Originals', category: 'crash', isLive: false, isNew: true, artFrom: '#0ea5e9', artTo: '#1e1b4b' },
  { id: 3, slug: 'lightning-roulette', name: 'Lightning Roulette', provider: 'Live Studio', category: 'live', isLive: true, isNew: false, artFrom: '#b91c1c', artTo: '#111827' },
  { id: 4, slug: 'blackjack-vip', name: 'Blackjack VIP', provider: 'Live Studio', category: 'live', isLive: true, isNew: false, artFrom: '#065f46', artTo: '#022c22' },
  { id: 5, slug: 'sweet-bonanza', name: 'Candy Bonanza', provider: 'Sugar Games', category: 'slots', isLive: false, isNew: false, artFrom: '#ec4899', artTo: '#8b5cf6' },
  { id: 6, slug: 'book-of-pharaoh', name: 'Book of Pharaoh', provider: 'Nile Studio', category: 'slots', isLive: false, isNew: false, artFrom: '#a16207', artTo: '#422006' },
  { id: 7, slug: 'plinko-drop', name: 'Plinko Drop', provider: 'Wager Originals', category: 'fast', isLive: false, isNew: false, artFrom: '#22c55e', artTo: '#14532d' },
  { id: 8, slug: 'mega-wheel', name: 'Mega Wheel', provider: 'Live Studio', category: 'live', isLive: true, isNew: false, artFrom: '#f97316', artTo: '#7c2d12' },
  { id: 9, slug: 'mines', name: 'Mines', provider: 'Wager Originals', category: 'fast', isLive: false, isNew: true, artFrom: '#334155', artTo: '#0f172a' },
  { id: 10, slug: 'fruit-party', name: 'Fruit Party', provider: 'Sugar Games', category: 'slots', isLive: false, isNew: false, artFrom: '#facc15', artTo: '#dc2626' },
  { id: 11, slug: 'baccarat-squeeze', name: 'Baccarat Squeeze', provider: 'Live Studio', category: 'live', isLive: true, isNew: false, artFrom: '#1d4ed8', artTo: '#0b1120' },
  { id: 12, slug: 'dice-duel', name: 'Dice Duel', provider: 'Wager Originals', category: 'fast', isLive: false, isNew: false, artFrom: '#14b8a6', artTo: '#134e4a' },
].map((game, index) => ({ ...game, sortOrder: index + 1 }));

export function createCasinoRepository(data: DataSource) {
  const db = executor(data);
  return {
    async listShowcase(limit: number) {
      return db.select().from(games).orderBy(asc(games.sortOrder)).limit(limit);
    },
    async seedDemo() {
      await db.insert(games).values(DEMO_GAMES).onConflictDoNothing();
    },
  };
}
