/** Pure helpers of the champs page (S0 §2.2 champs, S1 §3 sportId 2999). */

interface PricedOutcome {
  key: string;
  price: number;
  open: boolean;
}

/** Outcomes by price, shortest first (the favourite leads); equal prices keep the feed's order. */
export function byPrice<O extends PricedOutcome>(outcomes: readonly O[]): O[] {
  return outcomes.map((o, i) => [o, i] as const).sort((a, b) => a[0].price - b[0].price || a[1] - b[1]).map(([o]) => o);
}

/** The `n` shortest-priced outcomes still offered of a market (none without one). */
export function favourites<O extends PricedOutcome>(market: { outcomes: readonly O[] } | null | undefined, n: number): O[] {
  return byPrice((market?.outcomes ?? []).filter((o) => o.open)).slice(0, n);
}

/** An outright's champion (S0 §2.2 champs): the entrant its winner market settled as won, by name (the key when unnamed). */
export function championOf(
  event: { outcomeNames?: Readonly<Record<string, string>> },
  settled: readonly { key: string; outcomes: readonly { key: string; result: string }[] }[],
): string | null {
  const winner = settled.find((m) => m.key === 'outright.winner')?.outcomes.find((o) => o.result === 'won');
  return winner ? (event.outcomeNames?.[winner.key] ?? winner.key) : null;
}
