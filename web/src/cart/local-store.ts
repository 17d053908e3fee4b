import { useSyncExternalStore } from 'react';

/**
 * A small store persisted in localStorage under its own key, shared by every component that reads
 * it and kept in step across tabs (the storage event).
 */
export function createLocalStore<T>(key: string, parse: (raw: string | null) => T) {
  let state: T = parse(safeGet(key));
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  if (typeof window !== 'undefined')
    window.addEventListener('storage', (e) => {
      if (e.key !== key) return;
      state = parse(e.newValue);
      emit();
    });

  return {
    get: () => state,
    /** Reads the stored value again (another tab may have changed it since its storage event). */
    reload(): T {
      const next = parse(safeGet(key));
      if (JSON.stringify(next) !== JSON.stringify(state)) {
        state = next;
        emit();
      }
      return state;
    },
    set(next: T) {
      state = next;
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Quota or disabled storage: the state still holds for this visit.
      }
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use(): T {
      return useSyncExternalStore(this.subscribe, this.get, this.get);
    },
  };
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
