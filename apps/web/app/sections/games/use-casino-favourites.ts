import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CasinoGame, MyCasinoGames } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openAuthModal } from '../../shell/auth/auth-ui.ts';
import { ApiRequestError } from '../../shell/api-client.ts';
import { notify } from '../../shell/notifications/notifications.ts';
import { useHydrated } from '../../shell/query/query-client.ts';
import { useShell } from '../../shell/use-shell.ts';
import { casinoKeys, casinoQueries, setCasinoFavourite } from './api.ts';

export interface CasinoFavourites {
  isFavourite(gameId: number): boolean;
  /** A player's star flips at once (rolled back when the server refuses); a guest is asked to sign in. */
  toggle(game: CasinoGame): void;
}

/**
 * A player's favourite games (S0 §2.2 my-casino/favorites): kept by the server, so they follow
 * him; a guest has none and a star asks him to sign in (S0 §2.5.11: my-casino needs sign-in).
 * Read only after hydration, so the server render (no list) is what hydrates.
 */
export function useCasinoFavourites(): CasinoFavourites {
  const { t } = useTranslation();
  const { isSignedIn } = useShell();
  const hydrated = useHydrated();
  const client = useQueryClient();
  const query = useQuery({ ...casinoQueries.favourites(), enabled: isSignedIn && hydrated });
  const ids = useMemo(() => new Set((hydrated ? (query.data?.games ?? []) : []).map((game) => game.id)), [hydrated, query.data]);

  const { mutate } = useMutation({
    mutationKey: ['casino', 'favourite-toggle'],
    mutationFn: ({ game, on }: { game: CasinoGame; on: boolean }) => setCasinoFavourite(game.id, on),
    onMutate: async ({ game, on }) => {
      await client.cancelQueries({ queryKey: casinoKeys.favourites() });
      const previous = client.getQueryData<MyCasinoGames>(casinoKeys.favourites());
      const rest = (previous?.games ?? []).filter((item) => item.id !== game.id);
      client.setQueryData<MyCasinoGames>(casinoKeys.favourites(), { games: on ? [game, ...rest] : rest });
      return { previous };
    },
    onError: (error, _vars, context) => {
      client.setQueryData(casinoKeys.favourites(), context?.previous);
      if (error instanceof ApiRequestError && error.code === 'FAVOURITES_LIMIT') notify({ kind: 'warning', message: t('casino.favourites.limit') });
    },
    onSettled: () => {
      // Only the last of quick toggles refetches: an earlier answer must not undo a later star.
      if (client.isMutating({ mutationKey: ['casino', 'favourite-toggle'] }) === 1) void client.invalidateQueries({ queryKey: casinoKeys.favourites() });
    },
  });

  const isFavourite = useCallback((gameId: number) => ids.has(gameId), [ids]);
  const toggle = useCallback(
    (game: CasinoGame) => {
      if (!isSignedIn) return openAuthModal({ kind: 'signIn' });
      mutate({ game, on: !ids.has(game.id) });
    },
    [ids, isSignedIn, mutate],
  );
  return { isFavourite, toggle };
}
