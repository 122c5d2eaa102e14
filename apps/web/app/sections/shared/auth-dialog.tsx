import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ModalFrame } from '../../ui/modal-frame.tsx';

interface AuthDialogProps {
  title: string;
  description?: string;
  onClose(): void;
  children: ReactNode;
  /** A promotional side panel (registration). */
  aside?: ReactNode;
  /** Above other dialogs (the captcha over the sign-in form). */
  layer?: 'base' | 'top';
  /** Non-dismissible dialogs have no close button and ignore outside clicks (UI.md). */
  dismissible?: boolean;
  size?: 'sm' | 'md';
}

/** The identity modals: the site's modal frame with the identity dictionary's close label. */
export function AuthDialog({ title, description, onClose, children, aside, layer = 'base', dismissible = true, size = 'md' }: AuthDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={title} {...(description ? { description } : {})} onClose={onClose} closeLabel={t('auth.close')} dismissible={dismissible} layer={layer} size={size} aside={aside}>
      {children}
    </ModalFrame>
  );
}

/** The registration modal's side panel: the welcome offer, in the site's navy. */
export function WelcomeAside() {
  const { t } = useTranslation();
  return (
    <div className="surface-dark relative flex h-full flex-col justify-between overflow-hidden bg-[radial-gradient(circle_at_85%_12%,#3d7bff_0,transparent_48%),radial-gradient(circle_at_10%_95%,#12945a_0,transparent_40%),linear-gradient(160deg,#0b1630,#13285a)] p-7 text-white">
      <div>
        <p className="text-xs font-bold tracking-[0.18em] text-white/60 uppercase">{t('auth.welcome.kicker')}</p>
        <p className="mt-3 text-4xl leading-none font-black tracking-tight">{t('auth.welcome.amount')}</p>
        <p className="mt-2 text-lg font-bold text-white/90">{t('auth.welcome.title')}</p>
        <p className="mt-3 text-sm text-white/70">{t('auth.welcome.text')}</p>
      </div>
      <ul className="mt-8 space-y-3 text-sm">
        {(['fast', 'odds', 'payouts'] as const).map((key) => (
          <li key={key} className="flex items-center gap-3">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-white/10 text-xs" aria-hidden="true">
              ✓
            </span>
            <span className="text-white/85">{t(`auth.welcome.${key}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-[0.6875rem] text-white/50">{t('auth.welcome.terms')}</p>
    </div>
  );
}
