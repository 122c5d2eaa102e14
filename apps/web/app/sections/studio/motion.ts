import type { CSSProperties } from 'react';

/**
 * The result animation's length (decision 020): the same short animation for every outcome; turbo
 * (offered only where the jurisdiction's profile allows it, never under UKGC) shortens it; reduced
 * motion turns it off. Turbo is only looks: the server keeps enforcing the minimum game cycle.
 */
export interface StudioMotion {
  /** A result, reel or tile appearing. */
  inMs: number;
  /** The dice marker sliding to the roll. */
  moveMs: number;
  /** The plinko ball's path being drawn. */
  drawMs: number;
}

const NORMAL: StudioMotion = { inMs: 220, moveMs: 300, drawMs: 600 };
const TURBO: StudioMotion = { inMs: 60, moveMs: 80, drawMs: 150 };
const NONE: StudioMotion = { inMs: 0, moveMs: 0, drawMs: 0 };

/** Turbo counts only when the profile allows it (a stale toggle from another profile changes nothing). */
export function studioMotion(input: { turboAllowed: boolean; turbo: boolean; reducedMotion: boolean }): StudioMotion {
  if (input.reducedMotion) return NONE;
  return input.turboAllowed && input.turbo ? TURBO : NORMAL;
}

/** The CSS variables app.css's studio animations read. */
export function motionStyle(motion: StudioMotion): CSSProperties {
  return { '--studio-in': `${motion.inMs}ms`, '--studio-move': `${motion.moveMs}ms`, '--studio-draw': `${motion.drawMs}ms` } as CSSProperties;
}
