import { describe, expect, it } from 'vitest';
import { motionStyle, studioMotion } from './motion.ts';

describe('studio result animation (decision 020: turbo by safeguard profile, reduced motion)', () => {
  it.each([
    // profile allows turbo (mga/default), toggle, reduced motion → result animation ms
    [true, false, false, 220],
    [true, true, false, 60],
    [false, true, false, 220], // ukgc: no turbo even if the toggle was left on
    [false, false, false, 220],
    [true, true, true, 0],
    [false, false, true, 0],
  ])('decision 020: turboAllowed=%s turbo=%s reducedMotion=%s → %i ms', (turboAllowed, turbo, reducedMotion, inMs) => {
    expect(studioMotion({ turboAllowed, turbo, reducedMotion }).inMs).toBe(inMs);
  });

  it('decision 020: turbo shortens every part of the animation, never lengthens one', () => {
    const normal = studioMotion({ turboAllowed: true, turbo: false, reducedMotion: false });
    const turbo = studioMotion({ turboAllowed: true, turbo: true, reducedMotion: false });
    for (const key of ['inMs', 'moveMs', 'drawMs'] as const) expect(turbo[key]).toBeLessThan(normal[key]);
  });

  it('decision 020: the CSS variables carry the lengths', () => {
    expect(motionStyle({ inMs: 60, moveMs: 80, drawMs: 150 })).toEqual({ '--studio-in': '60ms', '--studio-move': '80ms', '--studio-draw': '150ms' });
  });
});
