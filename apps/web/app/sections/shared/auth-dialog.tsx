import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

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

/** The identity modals' frame: a Radix dialog with focus trap and Escape (UI.md). */
export function AuthDialog({ title, description, onClose, children, aside, layer = 'base', dismissible = true, size = 'md' }: AuthDialogProps) {
  const { t } = useTranslation();
  const z = layer === 'top' ? 'z-[80]' : 'z-50';
  const width = aside ? 'w-[min(54rem,calc(100vw-2rem))]' : size === 'sm' ? 'w-[min(25rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]';
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${z} bg-[rgb(3_8_20/0.62)] backdrop-blur-[2px]`} />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          className={`fixed top-1/2 left-1/2 ${z} flex max-h-[calc(100vh-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl border border-line bg-surface-1 text-ink shadow-[0_24px_64px_rgb(0_0_0/0.45)] outline-none`}
        >
          {aside && <div className="hidden w-[21rem] shrink-0 md:block">{aside}</div>}
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="flex items-start justify-between gap-4 px-6 pt-5 pb-4">
              <div className="min-w-0">
                <Dialog.Title className="text-xl font-extrabold tracking-tight">{title}</Dialog.Title>
                {description && <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>}
              </div>
              {dismissible && (
                <Dialog.Close
                  aria-label={t('auth.close')}
                  className="-mt-1 -mr-2 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-ink"
                >
                  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </Dialog.Close>
              )}
            </div>
            <div className="min-h-0 overflow-y-auto px-6 pb-6">{children}</div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
