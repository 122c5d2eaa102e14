import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { NameContext } from './outcome-labels.ts';

/** The naming context of one game's markets and outcomes (its sides' names; an outright's participants). */
export function useMarketNames(home: string | null | undefined, away: string | null | undefined, outcomeNames?: Readonly<Record<string, string>>): NameContext & { outcomeNames?: Readonly<Record<string, string>> } {
  const { t } = useTranslation();
  return useMemo(
    () => ({ t: (key: string, options?: Record<string, unknown>) => String(options ? t(key, options as never) : t(key)), home: home ?? '', away: away ?? '', outcomeNames }),
    [t, home, away, outcomeNames],
  );
}
