/// <reference lib="webworker" />
import { searchSolution } from './captcha-search.ts';

// One share of the ALTCHA search: numbers start, start + step, … up to max.
self.onmessage = async (event: MessageEvent<{ algorithm: string; challenge: string; salt: string; start: number; step: number; max: number }>) => {
  const number = await searchSolution(event.data);
  self.postMessage({ number });
};
