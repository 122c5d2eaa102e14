import { useTranslation } from 'react-i18next';

/** Block page in the empty layout (S0 §2.3, §4.5). The block service that sends visitors here comes with the shell capability. */
export default function BlockPage() {
  const { t } = useTranslation();
  return (
    <section className="card max-w-md p-8 text-center">
      <h1 className="text-2xl font-extrabold">{t('layouts.emptyBlockTitle')}</h1>
      <p className="mt-2 text-muted">{t('layouts.emptyBlockText')}</p>
    </section>
  );
}
