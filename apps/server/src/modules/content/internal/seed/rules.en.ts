import { h, list, p, type SeedRuleGroup } from './types.ts';

/**
 * The betting rules in English (S0 §2.2 information/rules/{ruleGroup}/{chapter}): a starting text
 * for the operator, who adapts amounts and periods in brackets to its licence conditions.
 */
export const RULES_EN: readonly SeedRuleGroup[] = [
  {
    groupId: 1,
    title: 'General rules',
    chapters: [
      {
        title: 'Terms and acceptance of bets',
        body: [
          p(
            'These rules apply to every bet accepted by the operator of this site, on the site, in the mobile applications, by SMS, USSD and at terminals. By placing a bet, the player accepts them.',
          ),
          h('Who may bet'),
          list(
            'Only adults who have reached the legal age of their country, and at least 18.',
            'One account per person; bets made through several accounts of the same person may be voided.',
            'Employees of the operator and persons who can influence the outcome of an event may not bet on it.',
          ),
          h('When a bet is accepted'),
          p(
            "A bet is accepted when it appears in the player's bet history with a coupon number. A bet cannot be cancelled or changed after it is accepted, except by cash-out where offered.",
          ),
          p('The operator may refuse any bet, or accept a lower stake than requested, without giving a reason.'),
          h('Time'),
          p(
            "All times are based on the operator's server clock. A bet accepted after the actual start of an event (for pre-match markets) is void, unless the odds did not change because of what happened after the start.",
          ),
        ],
      },
      {
        title: 'Settlement and official results',
        body: [
          p(
            'Bets are settled on the official result announced by the governing body of the competition or, failing that, by a recognised public source, at the end of the event.',
          ),
          list(
            'Unless the market says otherwise, football markets are settled on regular time including added time; extra time and penalty shoot-outs do not count.',
            'Later changes of results (appeals, disqualifications, decisions taken after the event) do not change the settlement, except for bets settled by obvious mistake.',
            'If a result cannot be established within [72] hours, bets on it are void.',
          ),
          h('Winnings'),
          p(
            'The payout of a winning bet is the stake multiplied by the odds accepted. Winnings are credited to the balance of the account the bet was placed from, in its currency.',
          ),
        ],
      },
      {
        title: 'Void bets, postponed and abandoned events',
        body: [
          p(
            'A void bet is settled at odds 1.00: the stake is returned. In an accumulator a void selection counts as 1.00 and the rest of the accumulator stands.',
          ),
          h('Postponed events'),
          p(
            'If an event does not start at the scheduled time and does not take place within [48] hours of it, bets on it are void. Bets stand if the event starts within that period.',
          ),
          h('Change of venue'),
          p(
            'If the venue of a match changes, bets stand, unless the match is moved to the ground of the team that was the visiting side, in which case bets on it are void.',
          ),
          h('Abandoned events'),
          p('If an event is stopped and not completed within [48] hours, bets on markets whose outcome was already decided stand; all other bets are void.'),
        ],
      },
      {
        title: 'Obvious errors',
        body: [
          p('The operator may void or resettle bets accepted at obviously wrong odds or on wrong terms, for example:'),
          list(
            'odds clearly out of line with the market, such as odds for the favourite and the outsider swapped;',
            'a wrong handicap or total in the market description;',
            'a bet accepted after the result was already known;',
            'a technical failure of the site or data feed.',
          ),
          p(
            'Where possible such bets are resettled at the correct odds at the time of the bet; otherwise they are void. The player is told in the bet history and by message.',
          ),
        ],
      },
      {
        title: 'Accumulators and system bets',
        body: [
          h('Accumulators'),
          list(
            'An accumulator combines two or more selections from different events; its odds are the product of the odds of the selections.',
            'It wins only if every selection wins; a void selection counts as 1.00.',
            'Related selections (whose outcomes depend on one another) may not be combined; such accumulators are refused or voided.',
          ),
          h('System bets'),
          p(
            'A system of size k out of n is the set of all accumulators of k selections from the n chosen. The stake is divided equally between them, and each is settled as an accumulator.',
          ),
        ],
      },
      {
        title: 'Limits and maximum payout',
        body: [
          p('The operator sets minimum and maximum stakes per market and per player. The maximum stake is shown in the bet slip.'),
          list(
            'The maximum payout of one bet is [the amount set by the operator, e.g. 10 000 000 RUB or 100 000 EUR] or its equivalent in the account currency.',
            'The maximum payout across all bets of one player on one event is the same amount.',
            'Bets placed to get around these limits (several identical bets, several accounts) may be settled as one bet.',
          ),
        ],
      },
    ],
  },
  {
    groupId: 2,
    title: 'Football',
    chapters: [
      {
        title: 'Match result and double chance',
        body: [
          p('1X2 markets are on the result of regular time (90 minutes plus added time): 1 — home win, X — draw, 2 — away win.'),
          p('Double chance covers two of the three outcomes: 1X, 12 or X2.'),
          p('Markets "to qualify" and "to lift the trophy" include extra time and penalties.'),
        ],
      },
      {
        title: 'Handicaps and totals',
        body: [
          h('Handicap'),
          p('The handicap is added to the score of the team bet on. If the adjusted score is a draw on a whole-number handicap, the stake is returned.'),
          h('Asian handicaps and totals'),
          p(
            'A quarter line (for example -0.75 or 2.25) splits the stake in two halves placed on the two neighbouring lines (-0.5 and -1, or 2 and 2.5). Each half is settled separately.',
          ),
          h('Totals'),
          p('Over or under a number of goals in regular time. If the number of goals equals a whole-number line, the stake is returned.'),
        ],
      },
      {
        title: 'Goalscorers, cards and corners',
        body: [
          list(
            'Goalscorer bets on a player who does not take part in the match are void; a player who comes on as a substitute counts as taking part.',
            'Own goals do not count for first, last or anytime goalscorer.',
            'Cards: a yellow card counts 1 and a red card 2; a second yellow that leads to a red counts 3 in total. Cards shown to non-players do not count.',
            'Corners awarded but not taken do not count.',
          ),
        ],
      },
      {
        title: 'Abandoned and shortened matches',
        body: [
          p(
            'If a match is abandoned, bets on markets already decided (for example first goalscorer after the first goal, or over 1.5 goals after two goals) stand; all other bets are void, unless the match is completed within [48] hours.',
          ),
          p(
            'Friendly matches of 2 × 40 minutes or other shortened formats are settled on the result at the end of the played time, if the format was announced before the start.',
          ),
        ],
      },
    ],
  },
  {
    groupId: 3,
    title: 'Tennis',
    chapters: [
      {
        title: 'Match winner and retirement',
        body: [
          p('The match winner is the player or pair who advances to the next round or wins the tournament.'),
          p(
            'If a player retires or is disqualified after the match has started, match winner bets are settled on the player who advances. Bets on sets, games and totals not yet decided are void.',
          ),
          p('If a match does not start, all bets on it are void.'),
        ],
      },
      {
        title: 'Sets, games and tie-breaks',
        body: [
          list(
            'Set betting and set handicaps need the full number of sets to be played.',
            'A tie-break counts as one game in game totals and game handicaps.',
            'A match tie-break (instead of a final set) counts as one set and one game.',
          ),
        ],
      },
      {
        title: 'Change of surface or venue',
        body: [p('Bets stand if the surface, venue or indoor/outdoor status of a match changes, unless the tournament itself is moved to another city.')],
      },
    ],
  },
  {
    groupId: 4,
    title: 'Basketball',
    chapters: [
      {
        title: 'Overtime and match result',
        body: [
          p('Unless the market says otherwise, basketball markets include overtime.'),
          p('Markets on regular time (two-way and three-way) are settled on the score at the end of the fourth quarter (or second half in college formats).'),
          p('Quarter and half markets do not include overtime, except second-half and fourth-quarter markets marked "including overtime".'),
        ],
      },
      {
        title: 'Player statistics',
        body: [
          p("Bets on a player's points, rebounds, assists and other statistics are void if the player does not take part. Overtime statistics count."),
          p('Official statistics published at the end of the match are final; later corrections are not taken into account.'),
        ],
      },
      {
        title: 'Abandoned matches',
        body: [p('If a match is abandoned and not completed on the same day, bets are void, except on markets already decided.')],
      },
    ],
  },
  {
    groupId: 5,
    title: 'Ice hockey',
    chapters: [
      {
        title: 'Regular time and overtime',
        body: [
          p(
            'Unless the market says otherwise, ice hockey markets are settled on regular time (three periods of 20 minutes). Overtime and shoot-outs do not count.',
          ),
          p('Markets marked "including overtime and shoot-outs" are settled on the final result; a shoot-out win adds one goal to the winner\'s score.'),
        ],
      },
      {
        title: 'Periods and goals',
        body: [
          list(
            'Period markets are settled on the goals scored in that period only.',
            'An empty-net goal counts like any other goal.',
            'Goalscorer bets on a player who takes no part in the match are void.',
          ),
        ],
      },
    ],
  },
  {
    groupId: 6,
    title: 'Live betting',
    chapters: [
      {
        title: 'Accepting live bets',
        body: [
          p(
            'Live bets are accepted while an event is in progress. The odds change with the game, and a bet is accepted only at the odds shown when it reaches our server.',
          ),
          list(
            "A bet may be held for a few seconds before it is accepted; if the odds change in the meantime, the bet is refused or accepted at the new odds according to the player's odds-change setting.",
            'Markets are suspended during dangerous moments (penalty, free kick near the goal, video review).',
            'A live bet placed after an event that changes the odds (a goal, a red card) and before the market was suspended is void.',
          ),
        ],
      },
      {
        title: 'Live scores and broadcasts',
        body: [
          p('Scores, times and statistics shown on the site are for information. Bets are settled on the official result, not on the data shown on the site.'),
          p('A broadcast may be delayed; the operator is not responsible for decisions the player takes based on it.'),
        ],
      },
      {
        title: 'Cash-out',
        body: [
          p(
            'Where offered, cash-out lets the player settle a bet before the event ends for the amount shown. The amount changes with the odds and may be unavailable while the market is suspended.',
          ),
          list(
            'A cash-out is final once confirmed.',
            'If a cash-out is accepted at a wrong amount because of an obvious error, the bet is settled as if the cash-out had not been made.',
          ),
        ],
      },
    ],
  },
  {
    groupId: 7,
    title: 'Casino',
    chapters: [
      {
        title: 'Games and fairness',
        body: [
          p(
            'Casino games are provided by game studios holding their own licences or certifications. Results are produced by certified random number generators or, in live games, by the real dealer.',
          ),
          p("The return to player (RTP) of each game is published in the game's information screen."),
        ],
      },
      {
        title: 'Malfunctions and interrupted rounds',
        body: [
          list(
            'A malfunction voids all pays and plays.',
            'If the connection is lost during a round, the round is completed by the game server and the result is shown in the game history.',
            'In live games, a round the dealer cannot complete is void and stakes are returned.',
          ),
        ],
      },
      {
        title: 'Bonuses and wagering',
        body: [
          p(
            'Bonus money must be wagered as required by the terms of the bonus before it can be withdrawn. Games contribute to wagering at the rates stated in the terms.',
          ),
          p('Bets above the maximum stake allowed while playing with a bonus may lead to the bonus and its winnings being cancelled.'),
        ],
      },
    ],
  },
];
