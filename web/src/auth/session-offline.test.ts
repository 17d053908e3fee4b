import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * An offline start: the refresh cookie cannot be traded, but the session is still there. The tab
 * opens as the last signed-in user (their profile, never a token), so what they do offline is
 * queued as theirs; the server's answer once online decides the rest.
 */
const user = {
  id: 'u1',
  email: 'ama@example.org',
  fullName: 'Ama Owusu',
  businessName: 'Ama Ltd',
  role: 'buyer',
  verified: true,
  country: 'GH',
  avatarInitials: 'AM',
};

async function openTab() {
  vi.resetModules();
  return (await import('./session')).session;
}

describe('an offline start', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens as the last signed-in user, without a token, and keeps no token in storage', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ accessToken: 'secret-1', expiresIn: 600, user })),
    );
    const online = await openTab();
    await online.refresh();
    expect(JSON.stringify(localStorage)).not.toContain('secret-1');

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await openTab();
    await offline.restore();
    expect(offline.currentUser()).toMatchObject({ id: 'u1', role: 'buyer' });
    expect(await offline.accessToken()).toBeNull();
  });

  it('stays signed out when the server refuses the session, and forgets the profile', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ accessToken: 't', expiresIn: 600, user })));
    await (await openTab()).refresh();

    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 401 })));
    const refused = await openTab();
    await refused.restore();
    expect(refused.currentUser()).toBeNull();

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const later = await openTab();
    await later.restore();
    expect(later.currentUser()).toBeNull();
  });

  it('forgets the profile at sign-out', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ accessToken: 't', expiresIn: 600, user })));
    const tab = await openTab();
    await tab.refresh();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
    await tab.signOut();
    expect(localStorage.getItem('sokoni.session.user')).toBeNull();

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const next = await openTab();
    await next.restore();
    expect(next.currentUser()).toBeNull();
  });
});
