/**
 * S0 §2.2: legacy allgamesentrance game names → the current games/{gameRoute}. The games catalogue
 * (a later issue) will supply these; until then a legacy name maps to the route of the same name
 * only when listed here, and anything else falls back to the games index.
 */
export const LEGACY_GAME_ROUTES: Readonly<Record<string, string>> = {
  crash: 'crash',
  dice: 'dice',
  keno: 'keno',
  lotto: 'lotto',
  wheel: 'wheel-of-fortune',
};
