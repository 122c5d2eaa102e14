import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CasinoGame } from '@wager/contract';
import { useTranslation } from '../i18n/use-translation.ts';

/** The cover art's size: the generated SVGs are 4:3 (width and height keep the grid from jumping). */
export const TILE_ART = { width: 320, height: 240 } as const;

/**
 * A casino game tile (S0 §2.2 casino lobby, categories, search; S1 §3): the cover art (lazy below
 * the fold), the name, the provider, the tags as badges and a slot for the favourite star, which
 * sits beside the link (a button inside a link is invalid HTML). `eager` for the first row.
 */
export function CasinoTile({ game, href, star, eager = false }: { game: CasinoGame; href: string; star?: ReactNode; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="casino-tile" data-testid="casino-tile" data-game-id={game.id} data-filter={game.filter}>
      <Link to={href} className="casino-tile-link" aria-label={`${game.name} · ${game.provider.name}`}>
        <span className="casino-tile-art">
          <img src={game.artUrl} alt="" width={TILE_ART.width} height={TILE_ART.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          {game.tags.length > 0 && (
            <span className="casino-tile-badges">
              {game.tags.map((tag) => (
                <span key={tag} className={`casino-badge casino-badge-${tag}`}>
                  {t(`casino.tags.${tag}`)}
                </span>
              ))}
            </span>
          )}
        </span>
        <span className="casino-tile-name">{game.name}</span>
        <span className="casino-tile-provider">{game.provider.name}</span>
      </Link>
      {star && <span className="casino-tile-star">{star}</span>}
    </li>
  );
}

/** The tile's place while the games load (UI.md: skeletons, never a blank area). */
export function CasinoTileSkeleton() {
  return (
    <li className="casino-tile" aria-hidden="true">
      <span className="casino-tile-art animate-pulse bg-surface-2" />
      <span className="mx-3 my-2 block h-3.5 w-3/4 animate-pulse rounded bg-surface-2" />
      <span className="mx-3 mb-3 block h-3 w-1/2 animate-pulse rounded bg-surface-2" />
    </li>
  );
}
