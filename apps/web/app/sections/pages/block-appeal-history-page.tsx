import { useTranslation } from 'react-i18next';

/** Appeal history in the blocked layout (S0 §2.3). */
export default function BlockAppealHistoryPage() {
  const { t } = useTranslation();
  return (
    <section className="card p-8">
      <h1 className="text-2xl font-extrabold">{t('layouts.blockedTitle')}</h1>
      <p className="mt-2 text-muted">{t('layouts.blockedText')}</p>
    </section>
  );
}
