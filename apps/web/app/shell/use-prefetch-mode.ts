import { useEffect, useState } from 'react';
import { prefetchMode, type PrefetchMode } from '@wager/domain';

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string; saveData?: boolean } };

/** S0 §2.4: links prefetch on intent, except on slow connections or with data-saver on. */
export function usePrefetchMode(): PrefetchMode {
  // 'none' until the browser can tell: the server cannot know the connection.
  const [mode, setMode] = useState<PrefetchMode>('none');
  useEffect(() => {
    setMode(prefetchMode((navigator as NavigatorWithConnection).connection));
  }, []);
  return mode;
}
