import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from 'zustand';
import { dismiss, notificationsStore, NOTIFICATION_AUTO_CLOSE_MS, type AppNotification } from './notifications.ts';

const KIND_STYLE: Record<AppNotification['kind'], { bar: string; icon: string }> = {
  error: { bar: 'bg-live-fill', icon: '!' },
  warning: { bar: 'bg-[#e0a100]', icon: '!' },
  info: { bar: 'bg-accent', icon: 'i' },
  success: { bar: 'bg-win', icon: '✓' },
};

/** Top-right notifications (S0 §8, UI.md): at most 3, each closes itself after 10 s unless permanent. */
export function NotificationsArea() {
  const items = useStore(notificationsStore, (state) => state.items);
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('notifications.area')}
      className="toasts"
    >
      {items.map((item) => (
        <NotificationCard key={item.id} item={item} />
      ))}
    </section>
  );
}

function NotificationCard({ item }: { item: AppNotification }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (item.permanent) return;
    const timer = setTimeout(() => dismiss(item.id), NOTIFICATION_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.permanent]);
  const style = KIND_STYLE[item.kind];
  const title = item.title ?? t(`notifications.title.${item.kind}`);
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      className="pointer-events-auto flex overflow-hidden rounded-lg border border-line bg-surface-1 text-ink shadow-[0_10px_30px_rgb(0_0_0/0.25)]"
    >
      <div className={`w-1 shrink-0 ${style.bar}`} aria-hidden="true" />
      <div className="flex min-w-0 flex-1 items-start gap-3 px-3 py-3">
        <span
          className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-black text-white ${style.bar}`}
          aria-hidden="true"
        >
          {style.icon}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold">{title}</p>
          <p className="mt-0.5 text-sm break-words text-muted">{item.message}</p>
        </div>
        <button
          type="button"
          onClick={() => dismiss(item.id)}
          aria-label={t('notifications.close')}
          className="-mt-1 -mr-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
        >
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </div>
  );
}
