import { useTranslation } from '../../i18n/use-translation.ts';
import { ComingSoonCard, SectionFrame, SectionNav, sectionMeta, useSectionTitleKey } from '../../ui/section-frame.tsx';

export const meta = sectionMeta;

/** The game sections a player moves between (S0 §2.2 casino and third-party games). */
const GAME_SECTIONS = [
  ['casino', '/casino'],
  ['liveCasino', '/live-casino'],
  ['slots', '/slots'],
  ['poker', '/poker'],
  ['bingo', '/bingo'],
  ['keno', '/keno'],
  ['tvgames', '/tvgames'],
  ['scratchcards', '/scratchcards'],
  ['virtualsports', '/virtualsports'],
  ['fast-games', '/fast-games'],
  ['crash-games', '/crash-games'],
  ['lotto', '/lotto'],
  ['toto', '/toto'],
  ['providers', '/providers'],
] as const;

/**
 * Casino and third-party game pages (S0 §2.2: categories, game pages, slots, poker, bingo, lotto,
 * toto, providers…): the game sections on the side; the casino issue fills this module.
 */
export default function GamesSectionPage() {
  const { t } = useTranslation();
  const links = GAME_SECTIONS.map(([key, path]) => ({ label: key === 'liveCasino' ? t('sections.liveCasinoTitle') : t(`sections.titles.${key}`), path }));
  return (
    <SectionFrame aside={<SectionNav label={t('sections.family.gamesNav')} links={links} />}>
      <ComingSoonCard
        titleKey={useSectionTitleKey()}
        note={t('sections.family.games')}
        links={[
          { label: t('sections.placeholder.casino'), path: '/casino' },
          { label: t('sections.liveCasinoTitle'), path: '/live-casino' },
          { label: t('sections.placeholder.home'), path: '/' },
        ]}
      />
    </SectionFrame>
  );
}
