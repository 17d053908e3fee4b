/** The browser's keys for first-party analytics; all of them go when the visitor declines. */
export const STORAGE_KEYS = {
  anonymousId: 'sokoni.anonymousId',
  consent: 'sokoni.consent',
  experiments: 'sokoni.experiments',
  /** Events sent once per browser (a purchase seen again on reload is not a second purchase). */
  once: 'sokoni.analytics.once',
} as const;

export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled or full: the value holds for nothing, which only costs a repeat.
  }
}

export function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: there was nothing stored to remove.
  }
}
