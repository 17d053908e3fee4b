import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Two tabs of the storefront refreshing at the same moment: the refresh cookie rotates, so the
 * second must not send the token the first has just exchanged (the server would take it for theft
 * and end the session). A fake server with identity's rotation and a fake cookie jar shared by both
 * tabs, as the browser's is.
 */
interface Jar {
  cookie: string;
  used: Set<string>;
  seen: string[];
  serial: number;
}

function fakeServer(jar: Jar) {
  return vi.fn(async (url: string) => {
    expect(url).toBe('/api/v1/auth/refresh');
    const sent = jar.cookie;
    jar.seen.push(sent);
    await new Promise((r) => setTimeout(r, 20));
    if (jar.used.has(sent)) return new Response('{"code":"identity.refresh_invalid"}', { status: 401 });
    jar.used.add(sent);
    jar.cookie = `token-${++jar.serial}`;
    const user = {
      id: 'u1',
      email: 'ama@example.org',
      fullName: 'Ama',
      businessName: 'Ama Ltd',
      role: 'buyer',
    };
    return new Response(JSON.stringify({ accessToken: `access-${jar.serial}`, expiresIn: 600, user }), {
      status: 200,
    });
  });
}

/** navigator.locks as browsers implement it for exclusive requests: one holder per name, in order. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, fn: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(fn, fn);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

async function openTab() {
  vi.resetModules();
  return (await import('./session')).session;
}

describe('storefront session refresh across tabs', () => {
  let jar: Jar;
  let locks: ReturnType<typeof fakeLocks>;

  beforeEach(() => {
    jar = { cookie: 'token-0', used: new Set(), seen: [], serial: 0 };
    locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    vi.stubGlobal('fetch', fakeServer(jar));
    localStorage.setItem('sokoni.session', '1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
    localStorage.clear();
  });

  it('takes turns through the console’s lock, so two tabs refreshing at once both stay signed in', async () => {
    const [first, second] = [await openTab(), await openTab()];
    const results = await Promise.all([first.refresh(), second.refresh()]);
    expect(results).toEqual([true, true]);
    expect(first.isSignedIn() && second.isSignedIn()).toBe(true);
    // The second tab sent the cookie the first had just received, not the one it exchanged.
    expect(jar.seen).toEqual(['token-0', 'token-1']);
    expect(locks.names).toEqual(['sokoni.auth.refresh', 'sokoni.auth.refresh']);
  });

  it('shares one request among the callers of one tab', async () => {
    const tab = await openTab();
    expect(await Promise.all([tab.refresh(), tab.refresh(), tab.accessToken()])).toEqual([true, true, null]);
    expect(jar.seen).toEqual(['token-0']);
  });

  it('signs the tab out when the server refuses the cookie', async () => {
    jar.used.add('token-0');
    const tab = await openTab();
    expect(await tab.refresh()).toBe(false);
    expect(tab.isSignedIn()).toBe(false);
    expect(localStorage.getItem('sokoni.session')).toBeNull();
  });
});
