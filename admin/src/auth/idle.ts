/** What counts as a staff member being at the console. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

const KEY = 'sokoni.admin.lastActivity';
/** Activity is written to storage at most this often (mousemove fires many times a second). */
const WRITE_EVERY_MS = 10_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface IdleClockOptions {
  limitMs: number;
  now?: () => number;
  /** Shared by the console's tabs, so activity in one keeps the others signed in. */
  storage?: Store | null;
}

/**
 * Tracks the last time staff touched the console, in this tab and (through storage) in its other
 * tabs. Only a timestamp is stored, never anything that would grant access.
 */
export class IdleClock {
  private last: number;
  private written = 0;
  private readonly now: () => number;
  private readonly storage: Store | null;

  constructor(private readonly opts: IdleClockOptions) {
    this.now = opts.now ?? Date.now;
    this.storage = opts.storage === undefined ? defaultStorage() : opts.storage;
    this.last = this.now();
  }

  /** An activity event: remembered here at once, in storage at most every few seconds. */
  touch(): void {
    const t = this.now();
    this.last = t;
    if (t - this.written >= WRITE_EVERY_MS) {
      this.written = t;
      write(this.storage, t);
    }
  }

  lastActivity(): number {
    return Math.max(this.last, read(this.storage) ?? 0);
  }

  isIdle(): boolean {
    return this.now() - this.lastActivity() >= this.opts.limitMs;
  }

  /** Starts a fresh period (at sign-in). */
  reset(): void {
    this.last = this.now();
    this.written = this.last;
    write(this.storage, this.last);
  }

  /** Forgets the period (at sign-out), so the next sign-in does not look idle. */
  forget(): void {
    try {
      this.storage?.removeItem(KEY);
    } catch {
      // storage disabled
    }
  }

  /**
   * Whether a session left behind (tab closed, browser asleep) went unused past the limit: such a
   * session is ended rather than brought back after a reload.
   */
  storedSessionExpired(): boolean {
    const stored = read(this.storage);
    return stored !== null && this.now() - stored >= this.opts.limitMs;
  }
}

function defaultStorage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(storage: Store | null): number | null {
  try {
    const v = Number(storage?.getItem(KEY));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

function write(storage: Store | null, t: number): void {
  try {
    storage?.setItem(KEY, String(t));
  } catch {
    // storage full or disabled: this tab still tracks its own activity
  }
}
