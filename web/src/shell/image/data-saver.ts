import { useSyncExternalStore } from 'react';

/** The visitor's own choice, kept on this device: 'on', 'off', or nothing (follow the browser). */
export const DATA_SAVER_STORAGE_KEY = 'sokoni.dataSaver';

type Choice = 'on' | 'off' | null;
const listeners = new Set<() => void>();

/** The browser's Save-Data preference (Chrome's "Lite mode", data saver apps), where it tells. */
function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function readChoice(): Choice {
  try {
    const v = localStorage.getItem(DATA_SAVER_STORAGE_KEY);
    return v === 'on' || v === 'off' ? v : null;
  } catch {
    return null;
  }
}

/** The choice when storage is unavailable (private modes that refuse it). */
let memory: Choice = null;

export function setDataSaver(on: boolean): void {
  memory = on ? 'on' : 'off';
  try {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, memory);
  } catch {
    // Kept for this visit only (see `snapshot`).
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it: follow.
  const onStorage = (e: StorageEvent) => {
    if (e.key === DATA_SAVER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether pictures wait for a tap: the visitor's choice, else the browser's Save-Data. */
export function dataSaverOn(): boolean {
  const choice = readChoice() ?? memory;
  return choice === null ? browserSavesData() : choice === 'on';
}

/** Data saver as a React value that follows the toggle (in this tab and others). */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, () => false);
}
