import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';
import { createRealtimeHub } from './realtime';

const flush = () => vi.advanceTimersByTimeAsync(0);

/** A session the test signs in and out of. */
function fakeAuth(initial: string | null) {
  let user: { id: string } | null = initial ? { id: initial } : null;
  const listeners = new Set<() => void>();
  return {
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    currentUser: () => user as never,
    as(id: string | null) {
      user = id ? { id } : null;
      listeners.forEach((l) => l());
    },
  };
}

function setup(userId: string | null = 'u1', unread = 4) {
  const auth = fakeAuth(userId);
  const loadUnread = vi.fn(() => Promise.resolve({ unreadCount: unread }));
  const hub = createRealtimeHub(
    {
      connectUrl: () => Promise.resolve(auth.currentUser() ? '/stream?ticket=t' : null),
      createSource: (url) => new FakeEventSource(url),
    },
    auth,
    loadUnread,
  );
  return { hub, auth, loadUnread };
}

beforeEach(() => {
  FakeEventSource.all.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('the realtime hub', () => {
  it('opens nothing until a component holds it, and nothing for a visitor', async () => {
    setup();
    await flush();
    expect(FakeEventSource.all).toHaveLength(0);
    const visitor = setup(null);
    visitor.hub.retain();
    await flush();
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('keeps one stream for many holders and closes it a moment after the last lets go', async () => {
    const { hub } = setup();
    const a = hub.retain();
    const b = hub.retain();
    await flush();
    expect(FakeEventSource.all).toHaveLength(1);
    a();
    b();
    const c = hub.retain(); // A route change: unmounted and mounted again within the grace.
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.latest().closed).toBe(false);
    c();
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('takes the unread count on open and from every event that carries one', async () => {
    const { hub, loadUnread } = setup('u1', 4);
    hub.retain();
    await flush();
    expect(hub.unread.get()).toBeNull();
    const source = FakeEventSource.latest();
    source.open();
    await flush();
    expect(loadUnread).toHaveBeenCalledTimes(1);
    expect(hub.unread.get()).toBe(4);
    source.emit('notification', 'n1', { id: 'n1', kind: 'order-shipped', unreadCount: 5 });
    expect(hub.unread.get()).toBe(5);
    source.emit('notification.read', 'n2', { ids: 'all', unreadCount: 0 });
    expect(hub.unread.get()).toBe(0);
    source.emit('unread_count', '', { count: 'lots' }); // Nonsense is ignored.
    expect(hub.unread.get()).toBe(0);
    source.emit('unread_count', '', { count: 7 }); // After a replayed backlog.
    expect(hub.unread.get()).toBe(7);
    source.emit('resync', '', {}); // More was missed than replayed: ask again.
    await flush();
    expect(loadUnread).toHaveBeenCalledTimes(2);
    expect(hub.unread.get()).toBe(4);
  });

  it('closes on sign-out and starts afresh for the next user', async () => {
    const { hub, auth } = setup('u1');
    hub.retain();
    await flush();
    const first = FakeEventSource.latest();
    first.open();
    await flush();
    first.emit('notification', 'n1', { unreadCount: 2 });
    auth.as(null);
    expect(first.closed).toBe(true);
    expect(hub.unread.get()).toBeNull();
    expect(hub.client.lastEventId).toBeNull();
    auth.as('u2');
    await flush();
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.latest().closed).toBe(false);
  });
});
