import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * The responsible-gaming dialogs' frame: a Radix dialog with focus trap and Escape (UI.md), or
 * non-dismissible (S1 §4 deposit-limit approval, S1 §8 session-limit end): no close button, no
 * outside click, no Escape.
 */
export function LimitDialog({
  title,
  description,
  onClose,
  dismissible = true,
  tone = 'default',
  children,
  testId,
}: {
  title: string;
  description?: string;
  onClose(): void;
  dismissible?: boolean;
  tone?: 'default' | 'danger';
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && dismissible) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-[rgb(3_8_20/0.62)] backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          className="rg-dialog fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-line bg-surface-1 text-ink shadow-[0_24px_64px_rgb(0_0_0/0.45)] outline-none"
        >
          <div className={`h-1 w-full ${tone === 'danger' ? 'bg-live' : 'bg-accent'}`} aria-hidden="true" />
          <div className="flex items-start justify-between gap-4 px-6 pt-5 pb-3">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-extrabold tracking-tight">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>}
            </div>
            {dismissible && (
              <Dialog.Close aria-label={t('responsible.close')} className="-mt-1 -mr-2 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-ink">
                <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </Dialog.Close>
            )}
          </div>
          <div className="min-h-0 overflow-y-auto px-6 pb-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
