import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** Stacking: identity modals, the responsible-gaming pop-ups over the header's menus, the captcha over a sign-in form. */
const LAYERS = { base: 'z-50', raised: 'z-[70]', top: 'z-[80]' } as const;
const WIDTHS = { sm: 'w-[min(25rem,calc(100vw-2rem))]', md: 'w-[min(28rem,calc(100vw-2rem))]', lg: 'w-[min(30rem,calc(100vw-2rem))]', aside: 'w-[min(54rem,calc(100vw-2rem))]' } as const;

export interface ModalFrameProps {
  title: string;
  description?: string;
  onClose(): void;
  /** The close button's accessible name (the caller's dictionary). */
  closeLabel: string;
  children: ReactNode;
  /** Non-dismissible (UI.md): no close button, no outside click, no Escape. */
  dismissible?: boolean;
  layer?: keyof typeof LAYERS;
  size?: Exclude<keyof typeof WIDTHS, 'aside'>;
  /** A side panel beside the form (registration's welcome offer); the frame widens for it. */
  aside?: ReactNode;
  /** A coloured bar along the top edge: the site's accent, or the danger red. */
  accent?: 'default' | 'danger';
  className?: string;
  testId?: string;
}

/** The site's one modal frame: a Radix dialog with focus trap and Escape (UI.md), used by every dialog section. */
export function ModalFrame({ title, description, onClose, closeLabel, children, dismissible = true, layer = 'base', size = 'md', aside, accent, className = '', testId }: ModalFrameProps) {
  const z = LAYERS[layer];
  const width = WIDTHS[aside ? 'aside' : size];
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && dismissible) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${z} bg-[rgb(3_8_20/0.62)] backdrop-blur-[2px]`} />
        <Dialog.Content
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          className={`${className} fixed top-1/2 left-1/2 ${z} flex max-h-[calc(100vh-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl border border-line bg-surface-1 text-ink shadow-[0_24px_64px_rgb(0_0_0/0.45)] outline-none`}
        >
          {aside && <div className="hidden w-[21rem] shrink-0 md:block">{aside}</div>}
          <div className="flex min-w-0 flex-1 flex-col">
            {accent && <div className={`h-1 w-full shrink-0 ${accent === 'danger' ? 'bg-live' : 'bg-accent'}`} aria-hidden="true" />}
            <div className="flex items-start justify-between gap-4 px-6 pt-5 pb-4">
              <div className="min-w-0">
                <Dialog.Title className="text-xl font-extrabold tracking-tight">{title}</Dialog.Title>
                {description && <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>}
              </div>
              {dismissible && (
                <Dialog.Close aria-label={closeLabel} className="-mt-1 -mr-2 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-ink">
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
