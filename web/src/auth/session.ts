/**
 * The signed-in session: the access token lives in memory only (never in storage, out of reach of
 * injected scripts); the refresh token is an httpOnly cookie the browser sends to /auth/refresh.
 * A flag in localStorage only remembers that a session may exist, so anonymous visitors do not pay a
 * refresh round trip on every page load.
 */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  businessName: string;
  role: 'buyer' | 'seller' | 'both' | 'admin' | 'analyst';
  verified: boolean;
  country: string;
  avatarInitials: string;
  [more: string]: unknown;
}

interface SessionResponse {
  accessToken: string;
  expiresIn: number;
  user: SessionUser;
}

const FLAG = 'sokoni.session';
/**
 * The Web Lock every tab takes around a refresh, the console's (admin/src/auth/session.ts) too, as
 * both use the one refresh cookie: it rotates, and two tabs sending the same one at once would look
 * like a stolen token. After the lock the request carries whatever cookie the last holder left.
 */
export const REFRESH_LOCK = 'sokoni.auth.refresh';
/** A refresh that hangs must not keep every other tab waiting for the lock. */
const REFRESH_TIMEOUT_MS = 15_000;
type Listener = () => void;

class Session {
  private token: string | null = null;
  private expiresAt = 0;
  private user: SessionUser | null = null;
  private refreshing: Promise<boolean> | null = null;
  private readonly listeners = new Set<Listener>();
  private restoring: Promise<void> | null = null;

  subscribe = (l: Listener) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  currentUser = (): SessionUser | null => this.user;

  isSignedIn(): boolean {
    return this.user !== null;
  }

  /**
   * Called once at start: brings back a session from the refresh cookie, if one may exist. Later
   * calls return the same promise, so a page can wait for the first check to finish.
   */
  restore(): Promise<void> {
    this.restoring ??= (async () => {
      if (!readFlag() || (await this.refresh())) return;
      // Offline at start (the flag survives only a network failure): the app opens as the last
      // signed-in user, without a token, so what they do offline is queued as theirs. The first
      // request once online gets a 401 and the client refreshes then (api/client.ts).
      if (readFlag()) this.resumeOffline();
    })();
    return this.restoring;
  }

  private resumeOffline(): void {
    const user = readLastUser();
    if (!user) return;
    this.user = user;
    this.emit();
  }

  /** A token valid for at least 30 more seconds, refreshing first if needed; null when signed out. */
  async accessToken(): Promise<string | null> {
    if (!this.token) return null;
    if (Date.now() > this.expiresAt - 30_000) await this.refresh();
    return this.token;
  }

  accept(res: SessionResponse): void {
    this.token = res.accessToken;
    this.expiresAt = Date.now() + res.expiresIn * 1000;
    this.user = res.user;
    writeFlag(true);
    writeLastUser(res.user);
    this.emit();
  }

  /** Updates the cached user (after a profile change or e-mail verification). */
  setUser(user: SessionUser): void {
    this.user = user;
    writeLastUser(user);
    this.emit();
  }

  /** Trades the refresh cookie for a new access token; concurrent callers (and tabs) take turns. */
  refresh(): Promise<boolean> {
    this.refreshing ??= exclusive(REFRESH_LOCK, async () => {
      try {
        const r = await fetch('/api/v1/auth/refresh', {
          method: 'POST',
          credentials: 'same-origin',
          signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
        });
        if (!r.ok) {
          this.clear();
          return false;
        }
        this.accept((await r.json()) as SessionResponse);
        return true;
      } catch {
        // Offline: keep what we have; the next call tries again.
        return false;
      }
    }).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Ends the session on the server (revokes the refresh token family) and here. */
  async signOut(): Promise<void> {
    try {
      await fetch('/api/v1/auth/logout', { method: 'POST', credentials: 'same-origin' });
    } finally {
      this.clear();
    }
  }

  private clear(): void {
    this.token = null;
    this.expiresAt = 0;
    this.user = null;
    writeFlag(false);
    writeLastUser(null);
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((l) => l());
  }
}

/** Web Locks where the browser has them (all current ones); elsewhere no lock. */
function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, fn) : fn();
}

function readFlag(): boolean {
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

/**
 * The signed-in user's profile as the server last sent it (never a token), for an offline start
 * only; removed at sign-out. Roles in it only shape the screens: every service checks its own.
 */
const LAST_USER = 'sokoni.session.user';
function readLastUser(): SessionUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(LAST_USER) ?? 'null') as SessionUser | null;
    return user && typeof user.id === 'string' && typeof user.role === 'string' ? user : null;
  } catch {
    return null;
  }
}

function writeLastUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(LAST_USER, JSON.stringify(user));
    else localStorage.removeItem(LAST_USER);
  } catch {
    // Storage disabled: an offline start is simply signed out.
  }
}

function writeFlag(on: boolean): void {
  try {
    if (on) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
  } catch {
    // Storage disabled: a reload simply starts signed out.
  }
}

export const session = new Session();
export type { SessionResponse };
