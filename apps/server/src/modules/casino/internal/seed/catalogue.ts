import type { CasinoFilter, CasinoTag, StudioEngine } from '@wager/contract';

/**
 * The demo casino catalogue (decision 018): 12 fictional providers, the categories of every S0 §2.2
 * casino route and about 400 games, generated from a fixed seed so every install, test and bench
 * sees the same ids, names and art. Every game that is not a live table runs on a Wager Studio
 * engine (decision 017) that fits it, so every tile can be launched in the sandbox.
 */

export interface SeedProvider {
  slug: string;
  name: string;
  artFrom: string;
  artTo: string;
  sortOrder: number;
}

export interface SeedCategory {
  id: number;
  slug: string;
  nameEn: string;
  nameRu: string;
  sortOrder: number;
  route: string;
}

export interface SeedGame {
  id: number;
  slug: string;
  name: string;
  nameRu: string | null;
  providerSlug: string;
  engine: StudioEngine | null;
  filter: CasinoFilter;
  tags: CasinoTag[];
  rtpBp: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  demo: boolean;
  currencies: string[] | null;
  minBetMinor: bigint | null;
  maxBetMinor: bigint | null;
  popularity: number;
  releasedAt: string;
  artSeed: number;
  artFrom: string;
  artTo: string;
  descriptionEn: string;
  descriptionRu: string | null;
  blockedCountries: string[];
  /** Category slugs, the first the game's home. */
  categories: string[];
}

export interface SeedCatalogue {
  providers: SeedProvider[];
  categories: SeedCategory[];
  games: SeedGame[];
}

/** S0 §2.2 casino routes; `casino/{subcategory}` and `slots/{subcategory}` hold the derived lists. */
export const SEED_CATEGORIES: SeedCategory[] = [
  ['slots', 'Slots', 'Слоты', '/slots'],
  ['live-casino', 'Live casino', 'Живое казино', '/live-casino'],
  ['popular', 'Popular', 'Популярные', '/casino/popular'],
  ['new', 'New', 'Новинки', '/casino/new'],
  ['jackpots', 'Jackpots', 'Джекпоты', '/casino/jackpots'],
  ['crash-games', 'Crash games', 'Краш-игры', '/crash-games'],
  ['fast-games', 'Fast games', 'Быстрые игры', '/fast-games'],
  ['fast-bet', 'Fast bet', 'Быстрая ставка', '/fast-bet'],
  ['card-games', 'Card games', 'Карточные игры', '/card-games'],
  ['poker', 'Poker', 'Покер', '/poker'],
  ['tvgames', 'TV games', 'ТВ-игры', '/tvgames'],
  ['bingo', 'Bingo', 'Бинго', '/bingo'],
  ['keno', 'Keno', 'Кено', '/keno'],
  ['scratchcards', 'Scratch cards', 'Скретч-карты', '/scratchcards'],
  ['virtualsports', 'Virtual sports', 'Виртуальный спорт', '/virtualsports'],
  ['fishinghunting', 'Fishing and hunting', 'Рыбалка и охота', '/fishinghunting'],
  ['asian-games', 'Asian games', 'Азиатские игры', '/asian-games'],
  ['skill-games', 'Skill games', 'Игры на мастерство', '/skill-games'],
  ['othergames', 'Other games', 'Другие игры', '/othergames'],
  ['vulkan', 'Vulkan classics', 'Классика Вулкан', '/slots/vulkan'],
].map(([slug, nameEn, nameRu, route], i) => ({ id: i + 1, slug: slug!, nameEn: nameEn!, nameRu: nameRu!, sortOrder: i + 1, route: route! }));

const PROVIDERS: [string, string, string, string][] = [
  ['wager-studio', 'Wager Studio', '#7c3aed', '#0ea5e9'],
  ['aurora-reels', 'Aurora Reels', '#db2777', '#7c3aed'],
  ['northwind-gaming', 'Northwind Gaming', '#0369a1', '#0f172a'],
  ['pixel-forge', 'Pixel Forge', '#16a34a', '#134e4a'],
  ['red-lantern', 'Red Lantern Studios', '#b91c1c', '#78350f'],
  ['blue-harbor-live', 'Blue Harbor Live', '#1d4ed8', '#0b1120'],
  ['golden-lynx', 'Golden Lynx', '#ca8a04', '#7c2d12'],
  ['ember-play', 'Ember Play', '#ea580c', '#450a0a'],
  ['quartz-games', 'Quartz Games', '#0891b2', '#312e81'],
  ['velvet-table', 'Velvet Table Live', '#9f1239', '#111827'],
  ['monsoon-interactive', 'Monsoon Interactive', '#059669', '#1e3a8a'],
  ['stellar-spin', 'Stellar Spin', '#6d28d9', '#020617'],
];
const LIVE_PROVIDERS = ['blue-harbor-live', 'velvet-table'];
const RNG_PROVIDERS = PROVIDERS.map((p) => p[0]).filter((slug) => slug !== 'wager-studio' && !LIVE_PROVIDERS.includes(slug));

const PALETTE: [string, string][] = [
  ['#7c3aed', '#f59e0b'], ['#0ea5e9', '#1e1b4b'], ['#b91c1c', '#111827'], ['#065f46', '#022c22'], ['#ec4899', '#8b5cf6'],
  ['#a16207', '#422006'], ['#22c55e', '#14532d'], ['#f97316', '#7c2d12'], ['#334155', '#0f172a'], ['#facc15', '#dc2626'],
  ['#1d4ed8', '#0b1120'], ['#14b8a6', '#134e4a'], ['#e11d48', '#4c0519'], ['#6366f1', '#020617'], ['#84cc16', '#365314'],
  ['#d946ef', '#3b0764'], ['#f43f5e', '#f59e0b'], ['#06b6d4', '#164e63'], ['#eab308', '#713f12'], ['#8b5cf6', '#0c4a6e'],
];

/** mulberry32: the seed's only randomness. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

interface Kind {
  /** Home category. */
  home: string;
  engine: StudioEngine | null;
  filter: CasinoFilter;
  count: number;
  /** Name makers: [first words, second words]. */
  names: [readonly string[], readonly string[]];
  noun: string;
  nounRu: string;
  extra?: string[];
}

const SLOT_ADJ = ['Golden', 'Wild', 'Mystic', 'Lucky', 'Blazing', 'Frozen', 'Royal', 'Ancient', 'Neon', 'Thunder', 'Crystal', 'Sacred', 'Savage', 'Sweet', 'Cosmic', 'Jade', 'Midnight', "Pirate's", "Dragon's", 'Viking', 'Emerald', 'Sunset', 'Shadow', 'Aztec'];
const SLOT_NOUN = ['Fortune', 'Reels', 'Gems', 'Riches', 'Treasures', 'Temple', 'Safari', 'Bonanza', 'Fruits', 'Legends', 'Empire', 'Pharaoh', 'Phoenix', 'Wolves', 'Nights', 'Quest', 'Tiger', 'Panda', 'Odyssey', 'Sevens', 'Carnival', 'Orchard'];

const KINDS: Kind[] = [
  { home: 'slots', engine: 'slots', filter: 'slots', count: 190, names: [SLOT_ADJ, SLOT_NOUN], noun: 'video slot', nounRu: 'видеослот' },
  { home: 'crash-games', engine: 'crash', filter: 'climb', count: 18, names: [['Sky', 'Turbo', 'Rocket', 'Jet', 'Comet', 'Moon', 'Aviator', 'Balloon', 'Meteor'], ['Crash', 'Climb', 'Flight', 'Launch', 'Rush', 'Lift']], noun: 'crash game', nounRu: 'краш-игра' },
  { home: 'fast-games', engine: 'plinko', filter: 'other', count: 10, names: [['Neon', 'Candy', 'Pyramid', 'Cascade', 'Pachinko'], ['Plinko', 'Drop', 'Pegs', 'Fall']], noun: 'ball-drop game', nounRu: 'игра с шариком' },
  { home: 'fast-games', engine: 'mines', filter: 'climb', count: 10, names: [['Gold', 'Crystal', 'Deep', 'Lucky', 'Frozen'], ['Mines', 'Minefield', 'Diggers', 'Vault']], noun: 'mines game', nounRu: 'игра «мины»' },
  { home: 'fast-bet', engine: 'dice', filter: 'dice', count: 10, names: [['Hi-Lo', 'Quick', 'Hot', 'Double', 'Over-Under'], ['Dice', 'Roll', 'Bet', 'Limbo']], noun: 'dice game', nounRu: 'игра в кости' },
  { home: 'card-games', engine: 'dice', filter: 'cards', count: 10, names: [['Red or Black', 'Hi-Lo', 'Card', 'Ace', 'Royal'], ['Cards', 'Duel', 'Flip', 'Draw']], noun: 'higher-or-lower card game', nounRu: 'карточная игра «больше-меньше»' },
  { home: 'poker', engine: 'slots', filter: 'cards', count: 8, names: [['Jacks or Better', 'Deuces Wild', 'Joker', 'Bonus', 'Double Bonus'], ['Poker', 'Video Poker', 'Draw Poker']], noun: 'video poker', nounRu: 'видеопокер' },
  { home: 'bingo', engine: 'keno', filter: 'lotteries', count: 10, names: [['Bingo', 'Lucky', 'Super', 'Party', 'Classic'], ['Bingo', 'Balls', 'Hall', 'Ninety', 'Bash']], noun: 'bingo draw', nounRu: 'тираж бинго' },
  { home: 'keno', engine: 'keno', filter: 'lotteries', count: 12, names: [['Keno', 'Lotto', 'Express', 'Golden', 'Number'], ['Keno', 'Draw', 'Lotto', 'Picks', 'Eighty']], noun: 'keno draw', nounRu: 'тираж кено' },
  { home: 'scratchcards', engine: 'scratchcard', filter: 'lotteries', count: 16, names: [['Scratch', 'Instant', 'Lucky', 'Cash', 'Diamond', 'Gold'], ['Scratch', 'Card', 'Ticket', 'Win', 'Match']], noun: 'scratch card', nounRu: 'скретч-карта' },
  { home: 'virtualsports', engine: 'dice', filter: 'other', count: 8, names: [['Virtual', 'Instant', 'Turbo', 'Fantasy'], ['Derby', 'Football', 'Greyhounds', 'Racing', 'Tennis']], noun: 'virtual race', nounRu: 'виртуальный забег' },
  { home: 'fishinghunting', engine: 'mines', filter: 'other', count: 8, names: [['Ocean', 'Deep Sea', 'Jungle', 'Arctic', 'Golden'], ['Hunter', 'Fishing', 'Catch', 'Safari']], noun: 'hunting game', nounRu: 'игра-охота' },
  { home: 'asian-games', engine: 'dice', filter: 'dice', count: 6, names: [['Sic Bo', 'Fan Tan', 'Dragon', 'Lucky Koi'], ['Dice', 'Classic', 'Deluxe']], noun: 'Asian dice game', nounRu: 'азиатская игра в кости' },
  { home: 'skill-games', engine: 'mines', filter: 'climb', count: 6, names: [['Tower', 'Ladder', 'Pyramid', 'Step'], ['Climb', 'Rush', 'Legend']], noun: 'climbing game', nounRu: 'игра-восхождение' },
  { home: 'othergames', engine: 'plinko', filter: 'other', count: 8, names: [['Wheel', 'Money', 'Lucky', 'Prize'], ['of Fortune', 'Spin', 'Drop', 'Machine']], noun: 'arcade game', nounRu: 'аркада' },
  { home: 'tvgames', engine: 'keno', filter: 'lotteries', count: 6, names: [['TV', 'Prime Time', 'Studio', 'Evening'], ['Lotto', 'Draw', 'Bingo']], noun: 'televised draw', nounRu: 'телевизионный тираж' },
];

const LIVE_TABLES: [string, string, string, CasinoFilter, string[]][] = [
  ['Roulette', 'Рулетка', 'live roulette', 'other', []],
  ['Blackjack', 'Блэкджек', 'live blackjack', 'cards', ['card-games']],
  ['Baccarat', 'Баккара', 'live baccarat', 'cards', ['asian-games', 'card-games']],
  ['Poker', 'Покер', "live Texas hold'em", 'cards', ['poker']],
  ['Dragon Tiger', 'Дракон и тигр', 'live dragon tiger', 'cards', ['asian-games']],
  ['Sic Bo', 'Сик-бо', 'live sic bo', 'dice', ['asian-games']],
  ['Money Wheel', 'Денежное колесо', 'live game show', 'other', ['tvgames']],
];
const LIVE_PREFIX = ['Speed', 'VIP', 'Classic', 'Grand', 'Salon', 'Turbo', 'Platinum', 'First Person', 'Lucky', 'Imperial'];

const CURRENCY_SETS: (string[] | null)[] = [null, null, null, null, ['EUR', 'USD'], ['RUB', 'KZT', 'USD'], ['EUR']];
const BLOCK_SETS: string[][] = [[], [], [], [], [], [], [], [], [], ['GB'], ['US', 'FR'], ['NL']];

/** The 12 games the home showcase has always shown (ids 1–12, names kept for the home and casino pages). */
const FEATURED: { id: number; name: string; nameRu: string; provider: string; kind: 'live' | StudioEngine; categories: string[]; art: [string, string]; filter: CasinoFilter }[] = [
  { id: 1, name: 'Gates of Fortune', nameRu: 'Врата удачи', provider: 'wager-studio', kind: 'slots', categories: ['slots', 'jackpots', 'popular'], art: ['#7c3aed', '#f59e0b'], filter: 'slots' },
  { id: 2, name: 'Crash Rocket', nameRu: 'Краш-ракета', provider: 'wager-studio', kind: 'crash', categories: ['crash-games', 'popular', 'new'], art: ['#0ea5e9', '#1e1b4b'], filter: 'climb' },
  { id: 3, name: 'Lightning Roulette', nameRu: 'Молния-рулетка', provider: 'velvet-table', kind: 'live', categories: ['live-casino', 'popular'], art: ['#b91c1c', '#111827'], filter: 'other' },
  { id: 4, name: 'Blackjack VIP', nameRu: 'Блэкджек VIP', provider: 'velvet-table', kind: 'live', categories: ['live-casino', 'card-games'], art: ['#065f46', '#022c22'], filter: 'cards' },
  { id: 5, name: 'Candy Bonanza', nameRu: 'Конфетная бонанза', provider: 'aurora-reels', kind: 'slots', categories: ['slots', 'popular'], art: ['#ec4899', '#8b5cf6'], filter: 'slots' },
  { id: 6, name: 'Book of Pharaoh', nameRu: 'Книга фараона', provider: 'golden-lynx', kind: 'slots', categories: ['slots', 'vulkan'], art: ['#a16207', '#422006'], filter: 'slots' },
  { id: 7, name: 'Plinko Drop', nameRu: 'Плинко', provider: 'wager-studio', kind: 'plinko', categories: ['fast-games', 'popular'], art: ['#22c55e', '#14532d'], filter: 'other' },
  { id: 8, name: 'Mega Wheel', nameRu: 'Мегаколесо', provider: 'blue-harbor-live', kind: 'live', categories: ['live-casino', 'tvgames'], art: ['#f97316', '#7c2d12'], filter: 'other' },
  { id: 9, name: 'Mines', nameRu: 'Мины', provider: 'wager-studio', kind: 'mines', categories: ['fast-games', 'skill-games', 'new'], art: ['#334155', '#0f172a'], filter: 'climb' },
  { id: 10, name: 'Fruit Party', nameRu: 'Фруктовая вечеринка', provider: 'aurora-reels', kind: 'slots', categories: ['slots', 'vulkan'], art: ['#facc15', '#dc2626'], filter: 'slots' },
  { id: 11, name: 'Baccarat Squeeze', nameRu: 'Баккара сквиз', provider: 'blue-harbor-live', kind: 'live', categories: ['live-casino', 'asian-games'], art: ['#1d4ed8', '#0b1120'], filter: 'cards' },
  { id: 12, name: 'Dice Duel', nameRu: 'Дуэль костей', provider: 'wager-studio', kind: 'dice', categories: ['fast-bet', 'fast-games'], art: ['#14b8a6', '#134e4a'], filter: 'dice' },
  { id: 13, name: 'Keno Classic', nameRu: 'Кено классик', provider: 'wager-studio', kind: 'keno', categories: ['keno', 'new'], art: ['#6366f1', '#020617'], filter: 'lotteries' },
  { id: 14, name: 'Lucky Scratch', nameRu: 'Счастливый билет', provider: 'wager-studio', kind: 'scratchcard', categories: ['scratchcards', 'new'], art: ['#eab308', '#713f12'], filter: 'lotteries' },
];

const DAY_MS = 86_400_000;
/** The seed's "today": releases after NEW_FROM carry the `new` tag. */
const SEED_EPOCH = Date.UTC(2026, 10, 1);
const NEW_FROM = Date.UTC(2026, 8, 1);

function describe(name: string, providerName: string, noun: string, nounRu: string, volatility: SeedGame['volatility'], live: boolean) {
  const vol = volatility ? ` with ${volatility} volatility` : '';
  const volRu = volatility ? { low: ' с низкой волатильностью', medium: ' со средней волатильностью', high: ' с высокой волатильностью' }[volatility] : '';
  return {
    descriptionEn: live
      ? `${name} is a ${noun} from ${providerName}, dealt in real time from the studio.`
      : `${name} is a ${noun} from ${providerName}${vol}. Every round is provably fair: the result comes from the server seed, your seed and the round number.`,
    descriptionRu: live
      ? `${name} — ${nounRu} от ${providerName}, игра в реальном времени из студии.`
      : `${name} — ${nounRu} от ${providerName}${volRu}. Каждый раунд доказуемо честный: результат следует из серверного сида, вашего сида и номера раунда.`,
  };
}

/** The whole demo catalogue, the same on every call. */
export function generateCatalogue(): SeedCatalogue {
  const r = rng(20261124);
  const providers: SeedProvider[] = PROVIDERS.map(([slug, name, artFrom, artTo], i) => ({ slug, name, artFrom, artTo, sortOrder: i + 1 }));
  const providerName = new Map(providers.map((p) => [p.slug, p.name]));
  const games: SeedGame[] = [];
  const names = new Set<string>();
  const slugs = new Set<string>();

  function add(game: Omit<SeedGame, 'slug' | 'tags' | 'artSeed' | 'descriptionEn' | 'descriptionRu' | 'releasedAt' | 'blockedCountries' | 'currencies' | 'popularity'> & { noun: string; nounRu: string; tags?: SeedGame['tags']; popularity?: number; fresh?: boolean }) {
    const live = game.engine === null;
    const released = game.fresh ? NEW_FROM + r.int(1, 60) * DAY_MS : SEED_EPOCH - r.int(0, 5 * 365) * DAY_MS;
    const releasedAt = new Date(released).toISOString().slice(0, 10);
    const popularity = game.popularity ?? Math.floor(r.next() ** 3 * 1000);
    const tags = new Set<SeedGame['tags'][number]>(game.tags ?? []);
    if (released >= NEW_FROM) tags.add('new');
    if (popularity >= 600) tags.add('popular');
    if (live) tags.add('live');
    const categories = [...game.categories];
    const also = (slug: string) => {
      if (!categories.includes(slug)) categories.push(slug);
    };
    if (tags.has('new')) also('new');
    if (tags.has('popular')) also('popular');
    if (tags.has('jackpot')) also('jackpots');
    if (categories.includes('jackpots')) tags.add('jackpot');
    if (categories.includes('new')) tags.add('new');
    if (categories.includes('popular')) tags.add('popular');
    let slug = slugOf(game.name);
    if (slugs.has(slug)) slug = `${slug}-${game.id}`;
    slugs.add(slug);
    names.add(game.name);
    games.push({
      ...game,
      slug,
      categories,
      tags: [...tags],
      popularity,
      releasedAt,
      artSeed: r.int(1, 2 ** 31 - 1),
      // The in-house and featured games take every currency the site offers.
      currencies: live || game.id <= 14 ? null : r.pick(CURRENCY_SETS),
      blockedCountries: game.id <= 14 ? [] : r.pick(BLOCK_SETS),
      ...describe(game.name, providerName.get(game.providerSlug)!, game.noun, game.nounRu, game.volatility, live),
    });
  }

  const ENGINE_NOUN: Record<StudioEngine, [string, string]> = {
    slots: ['video slot', 'видеослот'], crash: ['crash game', 'краш-игра'], plinko: ['ball-drop game', 'игра с шариком'], mines: ['mines game', 'игра «мины»'],
    dice: ['dice game', 'игра в кости'], keno: ['keno draw', 'тираж кено'], scratchcard: ['scratch card', 'скретч-карта'],
  };
  for (const f of FEATURED) {
    const live = f.kind === 'live';
    const [noun, nounRu] = live ? (f.filter === 'cards' ? ['live card table', 'живой карточный стол'] : ['live game show', 'живое шоу']) : ENGINE_NOUN[f.kind as StudioEngine];
    add({
      id: f.id, name: f.name, nameRu: f.nameRu, providerSlug: f.provider, engine: live ? null : (f.kind as StudioEngine), filter: f.filter, categories: f.categories,
      rtpBp: live ? null : 9700, volatility: live ? null : 'medium', demo: !live, minBetMinor: live ? 100n : 10n, maxBetMinor: live ? 1_000_000n : 100_000n,
      artFrom: f.art[0], artTo: f.art[1], noun, nounRu, popularity: 1000 - f.id, fresh: f.categories.includes('new'),
    });
  }

  let id = 100;
  for (const kind of KINDS) {
    for (let n = 0; n < kind.count; n++) {
      let name = '';
      for (let attempt = 0; attempt < 50 && (name === '' || names.has(name)); attempt++) name = `${r.pick(kind.names[0])} ${r.pick(kind.names[1])}`;
      if (names.has(name)) name = `${name} ${n + 2}`;
      const [artFrom, artTo] = r.pick(PALETTE);
      const volatility = r.pick(['low', 'medium', 'high'] as const);
      const categories = [kind.home];
      if (kind.engine === 'slots' && kind.home === 'slots' && r.chance(0.12)) categories.push('vulkan');
      if (kind.engine === 'crash' || kind.engine === 'dice' || kind.engine === 'plinko') if (!categories.includes('fast-games') && r.chance(0.3)) categories.push('fast-games');
      const jackpot = kind.engine === 'slots' && r.chance(0.1);
      add({
        id: id++, name, nameRu: null, providerSlug: r.pick(RNG_PROVIDERS), engine: kind.engine, filter: kind.filter, categories, tags: jackpot ? ['jackpot'] : [],
        rtpBp: r.int(9400, 9750), volatility, demo: true, minBetMinor: BigInt(r.pick([10, 20, 50, 100])), maxBetMinor: BigInt(r.pick([10_000, 50_000, 100_000, 500_000])),
        artFrom, artTo, noun: kind.noun, nounRu: kind.nounRu, fresh: r.chance(0.08),
      });
    }
  }
  for (const [base, baseRu, noun, filter, extra] of LIVE_TABLES) {
    for (let n = 0; n < 6; n++) {
      const prefix = LIVE_PREFIX[(n * 3 + base.length) % LIVE_PREFIX.length]!;
      const provider = LIVE_PROVIDERS[n % 2]!;
      const name = `${prefix} ${base}${names.has(`${prefix} ${base}`) ? ` ${n + 1}` : ''}`;
      const [artFrom, artTo] = r.pick(PALETTE);
      add({
        id: id++, name, nameRu: `${baseRu} ${prefix}`, providerSlug: provider, engine: null, filter, categories: ['live-casino', ...extra],
        rtpBp: null, volatility: null, demo: false, minBetMinor: 100n, maxBetMinor: BigInt(r.pick([500_000, 1_000_000, 5_000_000])),
        artFrom, artTo, noun, nounRu: `${baseRu.toLowerCase()} в прямом эфире`,
      });
    }
  }
  return { providers, categories: SEED_CATEGORIES, games };
}
