import type { NewPromotion, NewTournament } from './extras.repository.ts';

/**
 * The demo casino promotions and tournaments (S0 §2.2 bonus/casino…), fictional, in English and
 * Russian. Inserted when missing, never overwritten (an operator's edit survives a restart).
 */

const DAY = 86_400_000;

export function seedPromotions(nowMs: number): NewPromotion[] {
  const start = new Date(nowMs - 7 * DAY);
  return [
    {
      slug: 'weekly-reload', sortOrder: 1, artFrom: '#7c3aed', artTo: '#f59e0b', ctaRoute: '/office/recharge', startsAt: start, endsAt: null,
      titleEn: 'Weekly casino reload', titleRu: 'Еженедельный релоад казино',
      badgeEn: 'Every Friday', badgeRu: 'Каждую пятницу',
      summaryEn: 'A 25 % casino bonus on your first deposit every Friday, up to 100.', summaryRu: 'Бонус 25 % на первый депозит каждой пятницы, до 100.',
      bodyEn: 'Make your first deposit of the day on a Friday and we add a 25 % casino bonus to it, up to 100 in your account currency.\n\nThe bonus is credited within a minute of the deposit and can be played on slots, crash and table games from Wager Studio.',
      bodyRu: 'Сделайте первый депозит дня в пятницу, и мы добавим к нему бонус казино 25 %, до 100 в валюте вашего счёта.\n\nБонус начисляется в течение минуты после депозита; им можно играть в слоты, краш-игры и настольные игры Wager Studio.',
      termsEn: 'Minimum deposit 20.\nWagering requirement: 30 times the bonus within 7 days.\nOne bonus per player per Friday.\nLive-casino stakes do not count towards the wagering.',
      termsRu: 'Минимальный депозит — 20.\nОтыгрыш: 30 сумм бонуса за 7 дней.\nОдин бонус на игрока за пятницу.\nСтавки в лайв-казино не засчитываются в отыгрыш.',
    },
    {
      slug: 'crash-cashback', sortOrder: 2, artFrom: '#0ea5e9', artTo: '#1e3a8a', ctaRoute: '/crash-games', startsAt: start, endsAt: null,
      titleEn: 'Crash games cashback', titleRu: 'Кэшбэк в краш-играх',
      badgeEn: '10 % back', badgeRu: '10 % назад',
      summaryEn: 'Get 10 % of your net crash-game losses back every Monday, no wagering.', summaryRu: 'Возвращаем 10 % чистого проигрыша в краш-играх каждый понедельник, без отыгрыша.',
      bodyEn: 'Every Monday we add up last week\'s stakes and wins on crash games. If you lost, 10 % of the difference comes back to your balance as real money.\n\nNo wagering, no opt-in: every real-money crash round counts.',
      bodyRu: 'Каждый понедельник мы считаем ставки и выигрыши прошлой недели в краш-играх. Если вы в минусе, 10 % разницы возвращаются на баланс реальными деньгами.\n\nБез отыгрыша и без подписки: считается каждый раунд на реальные деньги.',
      termsEn: 'Cashback of at most 500 a week.\nDemo rounds do not count.\nRolled-back rounds do not count.',
      termsRu: 'Кэшбэк не более 500 в неделю.\nДемо-раунды не учитываются.\nОтменённые раунды не учитываются.',
    },
    {
      slug: 'tournament-season', sortOrder: 3, artFrom: '#16a34a', artTo: '#065f46', ctaRoute: '/bonus/casino/tournaments', startsAt: start, endsAt: null,
      titleEn: 'Tournament season', titleRu: 'Сезон турниров',
      badgeEn: 'Prize pools', badgeRu: 'Призовые фонды',
      summaryEn: 'Climb the leaderboards of our casino tournaments and share their prize pools.', summaryRu: 'Поднимайтесь в таблицах турниров казино и делите их призовые фонды.',
      bodyEn: 'Each tournament counts the rounds you play on its games during its window: the most wagered, or the best single-round multiplier.\n\nThe leaderboard updates as you play; prizes are paid in your account currency after the end.',
      bodyRu: 'Каждый турнир учитывает раунды в его играх за время его проведения: по сумме ставок или по лучшему множителю одного раунда.\n\nТаблица обновляется по ходу игры; призы выплачиваются в валюте счёта после окончания.',
      termsEn: 'Only real-money rounds at or above the minimum stake count.\nPlayers are ranked against players of the same currency.',
      termsRu: 'Учитываются только раунды на реальные деньги не ниже минимальной ставки.\nИгроки соревнуются с игроками в той же валюте.',
    },
    {
      slug: 'landing-welcome', kind: 'landing', sortOrder: 0, artFrom: '#db2777', artTo: '#7c2d12', ctaRoute: '/registration', startsAt: start, endsAt: null,
      titleEn: 'Welcome to the Wager casino', titleRu: 'Добро пожаловать в казино Wager',
      badgeEn: 'New players', badgeRu: 'Новым игрокам',
      summaryEn: 'Nearly 400 games, provably-fair originals and a 100 % first-deposit bonus.', summaryRu: 'Почти 400 игр, доказуемо честные оригинальные игры и бонус 100 % на первый депозит.',
      bodyEn: 'Sign up, make your first deposit and we match it 100 %, up to 200.\n\nWager Studio\'s originals — dice, crash, mines, plinko, keno — let you check every round yourself on the provably-fair page.',
      bodyRu: 'Зарегистрируйтесь, сделайте первый депозит — и мы удвоим его, до 200.\n\nОригинальные игры Wager Studio — кости, краш, мины, плинко, кено — позволяют проверить каждый раунд на странице доказуемой честности.',
      termsEn: 'New players only, one bonus per person.\nWagering requirement: 35 times the bonus within 14 days.',
      termsRu: 'Только для новых игроков, один бонус на человека.\nОтыгрыш: 35 сумм бонуса за 14 дней.',
    },
  ];
}

const HOUR = 3_600_000;

/** One running now, one upcoming, one finished, relative to the seed time (a fresh install has a running one). */
export function seedTournaments(nowMs: number): NewTournament[] {
  const at = (ms: number) => new Date(Math.floor((nowMs + ms) / HOUR) * HOUR);
  return [
    {
      slug: 'crash-sprint', metric: 'multiplier', categorySlug: 'crash-games', gameIds: null, startsAt: at(-1 * DAY), endsAt: at(6 * DAY),
      titleEn: 'Crash Sprint', titleRu: 'Краш-спринт',
      rulesEn: 'The best multiplier (win ÷ stake) of a single round on any crash game wins.\nOnly real-money rounds at or above the minimum stake count.\nTies go to the player with more counted rounds.',
      rulesRu: 'Побеждает лучший множитель (выигрыш ÷ ставка) одного раунда в любой краш-игре.\nУчитываются только раунды на реальные деньги не ниже минимальной ставки.\nПри равенстве выше игрок с большим числом раундов.',
      minStake: { RUB: '1000', EUR: '50', USD: '50' },
      prizes: [{ RUB: '1000000', EUR: '10000', USD: '10000' }, { RUB: '500000', EUR: '5000', USD: '5000' }, { RUB: '250000', EUR: '2500', USD: '2500' }],
    },
    {
      slug: 'slots-marathon', metric: 'wagered', categorySlug: 'slots', gameIds: null, startsAt: at(2 * DAY), endsAt: at(9 * DAY),
      titleEn: 'Slots Marathon', titleRu: 'Марафон слотов',
      rulesEn: 'The total of your stakes on slots during the tournament counts.\nOnly real-money rounds at or above the minimum stake count.\nTies go to the player with more counted rounds.',
      rulesRu: 'Учитывается сумма ваших ставок в слотах за время турнира.\nУчитываются только раунды на реальные деньги не ниже минимальной ставки.\nПри равенстве выше игрок с большим числом раундов.',
      minStake: { RUB: '2000', EUR: '20', USD: '20' },
      prizes: [{ RUB: '3000000', EUR: '30000', USD: '30000' }, { RUB: '1500000', EUR: '15000', USD: '15000' }, { RUB: '750000', EUR: '7500', USD: '7500' }, { RUB: '250000', EUR: '2500', USD: '2500' }, { RUB: '250000', EUR: '2500', USD: '2500' }],
    },
    {
      slug: 'studio-originals-cup', metric: 'wagered', categorySlug: null, gameIds: [], startsAt: at(-10 * DAY), endsAt: at(-3 * DAY),
      titleEn: 'Studio Originals Cup', titleRu: 'Кубок оригинальных игр',
      rulesEn: 'The total of your stakes on Wager Studio\'s original games counted.\nOnly real-money rounds at or above the minimum stake counted.',
      rulesRu: 'Учитывалась сумма ваших ставок в оригинальных играх Wager Studio.\nУчитывались только раунды на реальные деньги не ниже минимальной ставки.',
      minStake: { RUB: '1000', EUR: '10', USD: '10' },
      prizes: [{ RUB: '500000', EUR: '5000', USD: '5000' }, { RUB: '200000', EUR: '2000', USD: '2000' }],
    },
  ];
}
