import { useTranslation } from '../../i18n/use-translation.ts';
import { SectionNav } from '../../ui/section-frame.tsx';

/** The personal office menu (S0 §2.2 office menu items), in the order a player uses them. */
const OFFICE_MENU = [
  ['account', '/office/account'],
  ['recharge', '/office/recharge'],
  ['deduce', '/office/deduce'],
  ['historypay', '/office/historypay'],
  ['history', '/office/history'],
  ['bonuses-deposit', '/office/bonuses/deposit'],
  ['security', '/office/security'],
  ['responsible', '/office/responsible'],
  ['verification', '/office/verification'],
  ['bringfriend', '/office/bringfriend'],
  ['settings', '/office/settings'],
  ['support', '/office/support'],
] as const;

/** The office's side menu: every office page reaches the others from here. */
export function OfficeMenu() {
  const { t } = useTranslation();
  return <SectionNav label={t('sections.family.officeNav')} links={OFFICE_MENU.map(([key, path]) => ({ label: t(`sections.titles.${key}`), path }))} />;
}
