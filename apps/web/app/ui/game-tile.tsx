import { useTranslation } from '../i18n/use-translation.ts';
import type { ShowcaseGame } from '@wager/contract';

/**
 * A casino game tile: the catalogue's generated cover (decision 018), which carries the title
 * itself, over the game's gradient while it loads; the name stays in the text for screen readers.
 */
export function GameTile({ game }: { game: ShowcaseGame }) {
  const { t } = useTranslation();
  const gradient = `linear-gradient(135deg, ${game.art.from}, ${game.art.to})`;
  return (
    <li className="tile">
      <div
        className="tile-art"
        style={{ backgroundImage: game.artUrl ? `url("${game.artUrl}"), ${gradient}` : gradient, backgroundSize: 'cover', backgroundPosition: 'center' }}
      >
        <span className="tile-badges">
          {game.isLive && <span className="badge-live">{t('home.liveBadge')}</span>}
          {game.isNew && <span className="badge-new">{t('home.new')}</span>}
        </span>
        <strong className={game.artUrl ? 'sr-only' : undefined}>{game.name}</strong>
      </div>
      <div className="tile-foot">
        <span>{game.provider}</span>
        <span>{t('home.play')}</span>
      </div>
    </li>
  );
}
