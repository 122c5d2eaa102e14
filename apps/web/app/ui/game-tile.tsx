import { useTranslation } from 'react-i18next';
import type { ShowcaseGame } from '@wager/contract';

/** A casino game tile; the artwork is a gradient until providers' images arrive. */
export function GameTile({ game }: { game: ShowcaseGame }) {
  const { t } = useTranslation();
  return (
    <li className="group relative overflow-hidden rounded-card border border-line bg-surface-1">
      <div
        className="relative flex aspect-[4/3] items-end p-3"
        style={{ backgroundImage: `linear-gradient(135deg, ${game.art.from}, ${game.art.to})` }}
      >
        <span className="absolute top-2 left-2 flex gap-1">
          {game.isLive && <span className="rounded bg-live-fill px-1.5 py-0.5 text-[0.65rem] font-bold text-white uppercase">{t('home.liveBadge')}</span>}
          {game.isNew && <span className="rounded bg-white/90 px-1.5 py-0.5 text-[0.65rem] font-bold text-slate-900 uppercase">{t('home.new')}</span>}
        </span>
        <span className="text-lg leading-tight font-extrabold text-white drop-shadow">{game.name}</span>
      </div>
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <span className="truncate text-xs text-muted">{game.provider}</span>
        <span className="text-xs font-bold text-accent-text">{t('home.play')}</span>
      </div>
    </li>
  );
}
