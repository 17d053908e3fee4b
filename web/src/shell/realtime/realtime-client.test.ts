import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';
import { RealtimeClient, type RealtimeDeps } from './realtime-client';

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(overrides: Partial<RealtimeDeps> = {}) {
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  let ticket = 0;
  const connectUrl = vi.fn((lastEventId: string | null) => {
    ticket++;
    return Promise.resolve(`/stream?ticket=t${ticket}${lastEventId ? `&lastEventId=${lastEventId}` : ''}`);
  });
  const onOpen = vi.fn();
  const client = new RealtimeClient({
    connectUrl,
    createSource: (url) => new FakeEventSource(url),
    onOpen,
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
    random: () => 1,
    ...overrides,
  });
  /** Fires the pending retry timer, as the clock reaching it would. */
  const fireTimer = async () => {
    const t = timers.filter((x) => !x.cleared).at(-1);
    if (!t) throw new Error('no retry pending');
    t.cleared = true;
    t.fn();
    await flush();
  };
  return { client, connectUrl, onOpen, timers, fireTimer };
}

beforeEach(() => {
  FakeEventSource.all.length = 0;
});

describe('the realtime client', () => {
  it('opens one stream with a fresh ticket and delivers named events with their parsed data', async () => {
    const { client, onOpen } = setup();
    const got = vi.fn();
    client.on('notification', got);
    client.start();
    client.start(); // A second start while connecting must not open a second stream.
    await flush();
    expect(FakeEventSource.all).toHaveLength(1);
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/stream?ticket=t1');
    source.open();
    expect(client.state).toBe('open');
    expect(onOpen).toHaveBeenCalledTimes(1);
    source.emit('notification', '0193-a', { id: '0193-a', kind: 'order-shipped', unreadCount: 3 });
    expect(got).toHaveBeenCalledWith(
      { id: '0193-a', kind: 'order-shipped', unreadCount: 3 },
      expect.objectContaining({ id: '0193-a', kind: 'notification' }),
    );
    expect(client.lastEventId).toBe('0193-a');
  });

  it("also calls the handlers of a new notification's own kind, and those added after the stream opened", async () => {
    const { client } = setup();
    client.start();
    await flush();
    const source = FakeEventSource.latest();
    source.open();
    const messages = vi.fn();
    const counts = vi.fn();
    client.on('message_received', messages);
    client.on('unread_count', counts);
    source.emit('notification', 'n1', { kind: 'message_received', link: '/messages/c1' });
    source.emit('notification', 'n2', { kind: 'order-shipped' });
    source.emit('unread_count', 'n3', { unreadCount: 0 });
    expect(messages).toHaveBeenCalledTimes(1);
    expect(messages.mock.calls[0]![0]).toEqual({ kind: 'message_received', link: '/messages/c1' });
    expect(counts).toHaveBeenCalledWith({ unreadCount: 0 }, expect.anything());
  });

  it('reconnects after an error with a fresh ticket and the last event id, backing off while it fails', async () => {
    const { client, connectUrl, timers, fireTimer } = setup();
    client.start();
    await flush();
    const first = FakeEventSource.latest();
    first.open();
    first.emit('notification', 'id-7', { kind: 'x' });
    first.fail();
    // Closed by us: the browser's own retry would reuse the spent ticket.
    expect(first.closed).toBe(true);
    expect(client.state).toBe('waiting');
    expect(timers.at(-1)!.ms).toBe(1000);
    await fireTimer();
    expect(connectUrl).toHaveBeenLastCalledWith('id-7');
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.url).toBe('/stream?ticket=t2&lastEventId=id-7');
    second.fail(); // Never opened: the wait doubles.
    expect(timers.at(-1)!.ms).toBe(2000);
    await fireTimer();
    FakeEventSource.latest().fail();
    expect(timers.at(-1)!.ms).toBe(4000);
    await fireTimer();
    FakeEventSource.latest().open(); // A success resets the back-off.
    FakeEventSource.latest().fail();
    expect(timers.at(-1)!.ms).toBe(1000);
  });

  it('on session_expired comes straight back with a fresh ticket, resuming after the last notification', async () => {
    const { client, connectUrl, timers } = setup();
    client.start();
    await flush();
    const first = FakeEventSource.latest();
    first.open();
    first.emit('notification', 'n-5', { kind: 'x' });
    first.emit('notification.read', '', { ids: ['n-5'] }); // No id: not a resume point.
    first.emit('session_expired', '', {});
    await flush();
    expect(first.closed).toBe(true);
    expect(timers).toHaveLength(0);
    expect(connectUrl).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.latest().url).toBe('/stream?ticket=t2&lastEventId=n-5');
    first.fail(); // The old stream's end, reported late, must not start a third.
    await flush();
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('caps the back-off at 30 s and retries when the ticket request itself fails', async () => {
    const connectUrl = vi.fn().mockRejectedValue(new Error('offline'));
    const { client, timers, fireTimer } = setup({ connectUrl });
    client.start();
    await flush();
    expect(FakeEventSource.all).toHaveLength(0);
    for (let i = 0; i < 8; i++) await fireTimer();
    expect(timers.at(-1)!.ms).toBe(30_000);
    expect(connectUrl).toHaveBeenCalledTimes(9);
  });

  it('ignores events of a replaced stream and drops a repeated id after a resume', async () => {
    const { client, fireTimer } = setup();
    const got = vi.fn();
    client.on('notification', got);
    client.start();
    await flush();
    const old = FakeEventSource.latest();
    old.open();
    old.emit('notification', 'a', { n: 1 });
    old.fail();
    await fireTimer();
    const fresh = FakeEventSource.latest();
    fresh.open();
    old.emit('notification', 'late', { n: 9 }); // A closed source the browser still flushes.
    fresh.emit('notification', 'a', { n: 1 });
    fresh.emit('notification', 'b', { n: 2 });
    expect(got.mock.calls.map((c) => (c[0] as { n: number }).n)).toEqual([1, 2]);
  });

  it('stops for good when nobody is signed in, and stop() closes the stream and forgets the resume point', async () => {
    const signedOut = setup({ connectUrl: () => Promise.resolve(null) });
    signedOut.client.start();
    await flush();
    expect(FakeEventSource.all).toHaveLength(0);
    expect(signedOut.client.state).toBe('idle');
    expect(signedOut.timers).toHaveLength(0);

    const { client, connectUrl } = setup();
    client.start();
    await flush();
    const source = FakeEventSource.latest();
    source.open();
    source.emit('notification', 'z', {});
    client.stop();
    expect(source.closed).toBe(true);
    expect(client.state).toBe('idle');
    client.start();
    await flush();
    expect(connectUrl).toHaveBeenLastCalledWith(null);
  });

  it('a stop during the ticket request opens nothing, and one broken handler does not starve the others', async () => {
    let release!: (url: string) => void;
    const { client } = setup({ connectUrl: () => new Promise((r) => (release = r)) });
    client.start();
    client.stop();
    release('/stream?ticket=late');
    await flush();
    expect(FakeEventSource.all).toHaveLength(0);

    const ok = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = vi.fn();
    ok.client.on('notification', () => {
      throw new Error('page bug');
    });
    ok.client.on('notification', good);
    ok.client.start();
    await flush();
    FakeEventSource.latest().emit('notification', 'q', { fine: true });
    expect(good).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
