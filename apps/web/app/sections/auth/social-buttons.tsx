import { useTranslation } from '../../i18n/use-translation.ts';
import type { SocialProviderOption } from './social.ts';

/** One button per enabled provider. */
export function SocialButtons({ providers, busy, onPick, label }: { providers: SocialProviderOption[]; busy: string | null; onPick(provider: SocialProviderOption): void; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2" role="group" aria-label={label}>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          disabled={busy !== null}
          onClick={() => onPick(provider)}
          className="btn btn-secondary h-11 justify-center disabled:opacity-60"
          aria-label={t('auth.social.continueWith', { provider: provider.name })}
        >
          {busy === provider.id ? (
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-muted/40 border-t-accent" aria-hidden="true" />
          ) : (
            <span className="flex h-5 w-5 items-center justify-center rounded-full bg-accent text-[0.625rem] font-black text-accent-ink uppercase" aria-hidden="true">
              {provider.name.slice(0, 1)}
            </span>
          )}
          {provider.name}
        </button>
      ))}
    </div>
  );
}
