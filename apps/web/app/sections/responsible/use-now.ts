import { useEffect, useState } from 'react';
import { nowSeconds } from './clock.ts';

/** The clock's seconds, re-read every `everyMs` (hours left of a pending change, S1 §4). */
export function useNowSeconds(everyMs = 30_000): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowSeconds()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
