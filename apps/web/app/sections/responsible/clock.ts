/**
 * The one clock of the responsible-gaming timers (S1 §4 reality check, session ping, approval
 * pop-up). Everything here reads time through `nowSeconds` and waits through `setTimeout`, so a
 * browser test drives them all with Playwright's `page.clock` (it replaces Date and the timers);
 * unit tests replace `clock.now`.
 */
export const clock = {
  now: (): number => Date.now(),
};

export function nowSeconds(): number {
  return Math.floor(clock.now() / 1000);
}
