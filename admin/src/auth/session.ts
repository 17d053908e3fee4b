import { toHttpError } from '../rest/problem';

/** The signed-in user as identity shows it (GET /api/v1/me, and in every session answer). */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  businessName: string;
  role: 'buyer' | 'seller' | 'both' | 'admin' | 'analyst';
  avatarInitials?: string;
  [more: string]: unknown;
}

/** POST /auth/login and /auth/refresh answer this; the refresh token travels only as a cookie. */
export interface SessionView {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  user: SessionUser;
}

export interface SessionDeps {
  /** `${origin}/api/v1/auth` */
  authUrl: string;
  /** `${origin}/api/v1/me` */
  meUrl: string;
  /** The console's locale, sent as Accept-Language so refusals come back in it. */
  language: () => string;
  fetch?: typeof fetch;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /**
   * Runs a refresh so that no other tab refreshes at the same moment: refresh tokens rotate, and a
   * token sent twice counts as reuse and ends the whole session.
   */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Whether a refresh cookie may exist, so a first visit does not pay a refresh that must fail. */
  hint?: SessionHint;
}

export interface SessionHint {
  mayExist(): boolean;
  set(signedIn: boolean): void;
}

/**
 * The Web Lock around every refresh, shared with the storefront (web/src/auth/session.ts, same
 * name), since both send the one refresh cookie: a token sent twice at once would end the session.
 */
export const REFRESH_LOCK = 'sokoni.auth.refresh';

/** Refresh this long before the access token expires (it lives 10 minutes). */
export const REFRESH_MARGIN_MS = 60_000;

type Listener = () => void;

/**
 * The staff session. The access token is kept in memory only (out of reach of anything that reads
 * storage); the refresh token is identity's httpOnly cookie, which also brings the session back
 * after a reload. The token is renewed a minute before it expires, and on demand after a 401.
 */
export class Session {
  private token: string | null = null;
  private expiresAt = 0;
  private user: SessionUser | null = null;
  private refreshing: Promise<boolean> | null = null;
  private timer: unknown = null;
  private readonly listeners = new Set<Listener>();
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  private readonly hint: SessionHint;

  constructor(private readonly deps: SessionDeps) {
    this.fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = deps.now ?? Date.now;
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.exclusive = deps.exclusive ?? webLock(REFRESH_LOCK);
    this.hint = deps.hint ?? storageHint();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  currentUser(): SessionUser | null {
    return this.user;
  }

  isSignedIn(): boolean {
    return this.token !== null;
  }

  /** Signs in; a refusal (wrong password, suspended account) throws with the server's detail. */
  async signIn(email: string, password: string): Promise<SessionUser> {
    const res = await this.fetch(`${this.deps.authUrl}/login`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: this.headers({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ email, password }),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw toHttpError(res.status, body, res.statusText);
    this.accept(body as SessionView);
    return this.user!;
  }

  /** After a reload there is no token in memory: the refresh cookie, if any, brings the session back. */
  async restore(): Promise<boolean> {
    if (this.token && this.now() < this.expiresAt - REFRESH_MARGIN_MS) return true;
    if (!this.token && !this.hint.mayExist()) return false;
    return this.refresh();
  }

  /** A token valid for at least the refresh margin, renewing it first if needed; null when signed out. */
  async accessToken(): Promise<string | null> {
    if (!this.token) return null;
    if (this.now() >= this.expiresAt - REFRESH_MARGIN_MS) await this.refresh();
    return this.token;
  }

  /**
   * Trades the refresh cookie for a new access token. Concurrent callers share one request. False
   * when the server refuses (no session, revoked, suspended): the session is then over here too.
   */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.exclusive(async () => {
      try {
        const res = await this.fetch(`${this.deps.authUrl}/refresh`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: this.headers(),
        });
        if (!res.ok) {
          this.clear();
          return false;
        }
        this.accept((await res.json()) as SessionView);
        return true;
      } catch {
        // Offline or the gateway restarting: keep what we have; the next call tries again.
        return this.token !== null;
      }
    }).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * Reads the user again from identity (GET /me): the role the server holds now, not the one at
   * sign-in (staff can be demoted while signed in).
   */
  async reloadUser(): Promise<SessionUser | null> {
    const token = await this.accessToken();
    if (!token) return null;
    const headers = this.headers();
    headers.set('Authorization', `Bearer ${token}`);
    const res = await this.fetch(this.deps.meUrl, { credentials: 'same-origin', headers });
    if (res.status === 401) {
      this.clear();
      return null;
    }
    if (!res.ok) return this.user;
    this.user = (await res.json()) as SessionUser;
    this.emit();
    return this.user;
  }

  /** Ends the session on the server (revokes the refresh token family) and here. */
  async signOut(): Promise<void> {
    try {
      await this.fetch(`${this.deps.authUrl}/logout`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: this.headers(),
      });
    } catch {
      // Nothing more can be done offline; the token is forgotten here all the same.
    } finally {
      this.clear();
    }
  }

  private accept(view: SessionView): void {
    this.token = view.accessToken;
    this.expiresAt = this.now() + view.expiresIn * 1000;
    this.user = view.user;
    this.hint.set(true);
    this.schedule(view.expiresIn * 1000);
    this.emit();
  }

  private schedule(ttlMs: number): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    const delay = Math.max(ttlMs - REFRESH_MARGIN_MS, 5_000);
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.refresh();
    }, delay);
  }

  private clear(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    const had = this.token !== null || this.user !== null;
    this.token = null;
    this.expiresAt = 0;
    this.user = null;
    this.hint.set(false);
    if (had) this.emit();
  }

  private headers(extra: Record<string, string> = {}): Headers {
    const h = new Headers(extra);
    h.set('Accept', 'application/json, application/problem+json');
    h.set('Accept-Language', this.deps.language());
    return h;
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }
}

const HINT = 'sokoni.admin.session';
/** What the storefront (web/) keeps for the same cookie: a buyer signed in there is recognized here. */
const STOREFRONT_HINT = 'sokoni.session';

/** A flag in localStorage: it says only that a session may exist, and grants nothing. */
function storageHint(): SessionHint {
  const read = (key: string) => {
    try {
      return typeof localStorage !== 'undefined' && localStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  };
  return {
    // Without storage there is no telling: try the cookie.
    mayExist: () => typeof localStorage === 'undefined' || read(HINT) || read(STOREFRONT_HINT),
    set(signedIn) {
      try {
        if (signedIn) localStorage.setItem(HINT, '1');
        else localStorage.removeItem(HINT);
      } catch {
        // storage disabled: every visit tries the cookie
      }
    },
  };
}

/** Web Locks where the browser has them (all current ones); elsewhere (tests, old browsers) no lock. */
function webLock(name: string): <T>(fn: () => Promise<T>) => Promise<T> {
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return fn();
    return locks.request(name, fn);
  };
}
