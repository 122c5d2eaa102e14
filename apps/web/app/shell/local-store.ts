import { useSyncExternalStore } from 'react';

/**
 * A value kept in this browser's local storage and shared by every component of the tab (the
 * coupon's selections, a guest's favourites). The server render knows nothing of it (guests share
 * cached pages), so storage is read only when the first component subscribes, after hydration: the
 * first browser render matches the server's, then the stored value arrives. Another tab's change
 * arrives through the `storage` event. What storage holds is user input: `parse` decides what of it
 * is kept.
 */
export interface LocalStore<T> {
  use(): T;
  /** The value now (storage is read first if nothing has read it yet). */
  current(): T;
  set(next: T): void;
}

export function createLocalStore<T>(options: {
  key: string;
  empty: T;
  parse(raw: unknown): T;
  /** What goes to storage; nothing is kept (the key is removed) when `isEmpty` says so. */
  serialise(value: T): unknown;
  isEmpty(value: T): boolean;
}): LocalStore<T> {
  const { key, empty } = options;
  let state = empty;
  let loaded = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const read = (raw: string | null): T => {
    try {
      const value = options.parse(JSON.parse(raw ?? 'null'));
      return options.isEmpty(value) ? empty : value;
    } catch {
      return empty;
    }
  };
  const load = () => {
    if (loaded || typeof window === 'undefined') return;
    loaded = true;
    try {
      state = read(window.localStorage.getItem(key));
    } catch {
      state = empty;
    }
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      state = read(event.newValue);
      emit();
    });
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (!loaded) {
      load();
      // The first subscriber reads storage after hydration: tell it what it holds.
      queueMicrotask(listener);
    }
    return () => listeners.delete(listener);
  };
  const getSnapshot = () => state;
  const getServerSnapshot = () => empty;
  return {
    use: () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot),
    current() {
      load();
      return state;
    },
    set(next) {
      load();
      state = options.isEmpty(next) ? empty : next;
      try {
        if (options.isEmpty(next)) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(options.serialise(next)));
      } catch {
        // Private mode or a full quota: the value still holds for this page.
      }
      emit();
    },
  };
}
