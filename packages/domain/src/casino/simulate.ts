// Simulation for the casino RTP tests (decision 017): observed RTP over n rounds beside the exact one.
import { simulationStream, type RandomStream } from './fair.ts';
import { toNumber, type Rational } from './rational.ts';

/**
 * Plays n rounds on the fast stream; a test checks deviation = |observed − exact| ≤ tolerance = 4 σ/√n, σ² the payout variance (exact when
 * given, else the sample's). Four standard errors: a correct game fails about once in 16,000 runs, and the seed is
 * fixed, so the test is deterministic anyway.
 */
export function simulateRtp(n: number, seed: number, round: (s: RandomStream) => bigint, exact: Rational, exactVariance?: Rational): { observed: number; expected: number; deviation: number; tolerance: number } {
  const stream = simulationStream(seed);
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const m = Number(round(stream)) / 10_000;
    sum += m;
    sumSq += m * m;
  }
  const observed = sum / n;
  const variance = exactVariance ? toNumber(exactVariance) : sumSq / n - observed * observed;
  const tolerance = (4 * Math.sqrt(variance)) / Math.sqrt(n);
  const expected = toNumber(exact);
  return { observed, expected, deviation: Math.abs(observed - expected), tolerance };
}
