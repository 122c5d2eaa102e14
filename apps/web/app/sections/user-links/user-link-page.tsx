import { useTranslation } from '../../i18n/use-translation.ts';
import { ComingSoonCard, SectionFrame, sectionMeta, useSectionTitleKey } from '../../ui/section-frame.tsx';

export const meta = sectionMeta;

/**
 * The pages links in our e-mails and SMS open (S0 §2.2 user/accountverify, activatefast, activate,
 * passwordreset, stopnewsletter). Sign-in, activation and password reset work by one-time codes
 * today (S0 §2.2 user section), so these explain where to go; the mailing work fills this module.
 */
export default function UserLinkPage() {
  const { t } = useTranslation();
  return (
    <SectionFrame>
      <ComingSoonCard
        titleKey={useSectionTitleKey()}
        note={t('sections.family.userLinks')}
        links={[
          { label: t('sections.titles.security'), path: '/office/security' },
          { label: t('sections.placeholder.home'), path: '/' },
        ]}
      />
    </SectionFrame>
  );
}
