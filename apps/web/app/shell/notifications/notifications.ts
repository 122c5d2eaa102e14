import { createStore } from 'zustand/vanilla';

/** S0 §8 notification kinds the shell uses. */
export type NotificationKind = 'error' | 'info' | 'success' | 'warning';

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  /** Defaults to the kind's title from the dictionary (S0 §8). */
  title?: string;
  message: string;
  /** Permanent variants do not auto-close (S0 §8). */
  permanent?: boolean;
}

/** S1 §9: at most 3 default notifications at once; S0 §9: auto-close after 10000 ms. */
export const MAX_NOTIFICATIONS = 3;
export const NOTIFICATION_AUTO_CLOSE_MS = 10_000;

interface NotificationsState {
  items: AppNotification[];
}

let nextId = 1;

/** One store per browser tab; the server never renders notifications. */
export const notificationsStore = createStore<NotificationsState>()(() => ({ items: [] }));

/** Shows a notification; the oldest goes when a fourth arrives. Returns its id. */
export function notify(input: Omit<AppNotification, 'id'>): number {
  const id = nextId++;
  // The same text twice in a row (a retried call failing again) is shown once.
  const items = notificationsStore.getState().items.filter((item) => !(item.message === input.message && item.kind === input.kind));
  notificationsStore.setState({ items: [...items, { ...input, id }].slice(-MAX_NOTIFICATIONS) });
  return id;
}

export function dismiss(id: number): void {
  notificationsStore.setState({ items: notificationsStore.getState().items.filter((item) => item.id !== id) });
}
