import { useTranslation } from '../i18n/use-translation.ts';
import type { ShowcaseGame } from '@wager/contract';

/** A casino game tile; the artwork is a gradient until providers' images arrive. */
export function GameTile({ game }: { game: ShowcaseGame }) {
  const { t } = useTranslation();
  return (
    <li className="tile">
      <div className="tile-art" style={{ backgroundImage: `linear-gradient(135deg, ${game.art.from}, ${game.art.to})` }}>
        <span className="tile-badges">
          {game.isLive && <span className="badge-live">{t('home.liveBadge')}</span>}
          {game.isNew && <span className="badge-new">{t('home.new')}</span>}
        </span>
        <strong>{game.name}</strong>
      </div>
      <div className="tile-foot">
        <span>{game.provider}</span>
        <span>{t('home.play')}</span>
      </div>
    </li>
  );
}
