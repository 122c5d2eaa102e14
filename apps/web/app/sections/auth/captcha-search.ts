/** The ALTCHA v1 search, shared by the captcha worker and the main-thread fallback. */
const ALGORITHMS: Record<string, string> = { 'SHA-256': 'SHA-256', 'SHA-384': 'SHA-384', 'SHA-512': 'SHA-512' };

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Searches [start, max] in steps; shared by the worker and the main-thread fallback. */
export async function searchSolution(
  input: { algorithm: string; challenge: string; salt: string; start: number; step: number; max: number },
  shouldStop: () => boolean = () => false,
): Promise<number | null> {
  const algorithm = ALGORITHMS[input.algorithm.toUpperCase()];
  if (!algorithm) throw new Error(`unsupported captcha algorithm ${input.algorithm}`);
  const encoder = new TextEncoder();
  const target = input.challenge.toLowerCase();
  for (let n = input.start; n <= input.max; n += input.step) {
    if (shouldStop()) return null;
    const digest = await crypto.subtle.digest(algorithm, encoder.encode(`${input.salt}${n}`));
    if (hex(digest) === target) return n;
  }
  return null;
}

