import { eventTransportContract } from './event-transport.contract.js';
import type { DeliveredRecord } from './event-transport.port.js';
import { ForegroundActivity } from '../../http/foreground.js';
import { DeliveryUnconfirmedError, InProcessTransport } from './in-process.transport.js';

eventTransportContract('InProcessTransport', async () => {
  const transport = new InProcessTransport();
  await transport.connect();
  return { transport, teardown: () => transport.disconnect() };
});

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const text = (value: Uint8Array): string => new TextDecoder().decode(value);

function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/** Settles to a label so a test can tell "still pending" from resolved or rejected. */
const state = (promise: Promise<unknown>): Promise<string> =>
  Promise.race([
    promise.then(
      () => 'resolved',
      (error: unknown) => `rejected: ${error instanceof Error ? error.name : String(error)}`,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 50)),
  ]);

describe('InProcessTransport', () => {
  let bus: InProcessTransport;

  beforeEach(async () => {
    bus = new InProcessTransport({ partitions: 4 });
    await bus.connect();
  });

  afterEach(async () => {
    await bus.disconnect();
  });

  it('resolves publish only after the subscribed group has handled the record', async () => {
    const release = gate();
    const handled: string[] = [];
    await bus.subscribe({
      group: 'trade.projection',
      topics: ['t'],
      handler: async (record) => {
        await release.wait;
        handled.push(text(record.value));
      },
    });

    const published = bus.publish([{ topic: 't', key: 'k', value: bytes('v') }]);
    expect(await state(published)).toBe('pending');
    release.open();
    await published;
    expect(handled).toEqual(['v']);
  });

  it('resolves a publish nobody subscribes to at once, and keeps the record for a group that starts from the beginning', async () => {
    await bus.publish([{ topic: 't', key: 'k', value: bytes('early') }]);

    const late: string[] = [];
    const fresh: string[] = [];
    await bus.subscribe({
      group: 'late',
      topics: ['t'],
      handler: (r) => Promise.resolve(void late.push(text(r.value))),
    });
    await bus.subscribe({
      group: 'fresh',
      topics: ['t'],
      fromBeginning: false,
      handler: (r) => Promise.resolve(void fresh.push(text(r.value))),
    });
    await bus.publish([{ topic: 't', key: 'k', value: bytes('later') }]);

    expect(late).toEqual(['early', 'later']);
    expect(fresh).toEqual(['later']);
  });

  it('rejects a waiting publish when the group loses its last member, and keeps the record for the group', async () => {
    const started = gate();
    const blocker = gate();
    const first = await bus.subscribe({
      group: 'g',
      topics: ['t'],
      handler: async () => {
        started.open();
        await blocker.wait;
        throw new Error('shutting down');
      },
    });

    const published = bus.publish([{ topic: 't', key: 'k', value: bytes('v') }]);
    await started.wait;
    const closing = first.close();
    blocker.open();
    await closing;
    await expect(published).rejects.toBeInstanceOf(DeliveryUnconfirmedError);

    const redelivered: DeliveredRecord[] = [];
    await bus.subscribe({
      group: 'g',
      topics: ['t'],
      handler: (r) => Promise.resolve(void redelivered.push(r)),
    });
    // The retained record is handed over on the next turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(redelivered.map((r) => text(r.value))).toEqual(['v']);
  });

  it('finishes an in-flight record before close() resolves and counts it as consumed', async () => {
    const started = gate();
    const release = gate();
    const seen: string[] = [];
    const first = await bus.subscribe({
      group: 'g',
      topics: ['t'],
      handler: async (record) => {
        started.open();
        await release.wait;
        seen.push(text(record.value));
      },
    });
    const published = bus.publish([{ topic: 't', key: 'k', value: bytes('v') }]);
    await started.wait;
    const closing = first.close();
    expect(await state(closing)).toBe('pending');
    release.open();
    await closing;
    await published;

    const again: string[] = [];
    await bus.subscribe({
      group: 'g',
      topics: ['t'],
      handler: (r) => Promise.resolve(void again.push(text(r.value))),
    });
    await bus.publish([{ topic: 't', key: 'k', value: bytes('next') }]);
    expect(seen).toEqual(['v']);
    expect(again).toEqual(['next']);
  });

  it('moves a group past records that retention dropped', async () => {
    const small = new InProcessTransport({ partitions: 1, retainPerPartition: 2 });
    await small.connect();
    await small.publish(['a', 'b', 'c', 'd', 'e'].map((v) => ({ topic: 't', key: 'k', value: bytes(v) })));
    const seen: string[] = [];
    await small.subscribe({
      group: 'g',
      topics: ['t'],
      handler: (r) => Promise.resolve(void seen.push(text(r.value))),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await small.disconnect();
    // Trimming happens in chunks: at least the newest 2 are kept, at most 4.
    expect(seen).toEqual(['c', 'd', 'e']);
  });

  it('refuses to publish before connect and after disconnect, and rejects publishes still waiting at disconnect', async () => {
    const fresh = new InProcessTransport();
    await expect(fresh.publish([])).rejects.toThrow(/not connected/);

    const blocker = gate();
    await bus.subscribe({ group: 'g', topics: ['t'], handler: () => blocker.wait });
    const published = bus.publish([
      { topic: 't', key: 'k', value: bytes('v') },
      { topic: 't', key: 'k', value: bytes('w') },
    ]);
    const disconnecting = bus.disconnect();
    blocker.open();
    await disconnecting;
    await expect(published).rejects.toBeInstanceOf(DeliveryUnconfirmedError);
    expect(await bus.healthy()).toBe(false);
    await expect(bus.publish([])).rejects.toThrow(/disconnected/);
  });

  it('holds publishes until released, so consumers that subscribe meanwhile still get them', async () => {
    const release = bus.hold();
    let confirmed = false;
    const published = bus
      .publish([{ topic: 'held', key: 'k', value: bytes('v') }])
      .then(() => (confirmed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(confirmed).toBe(false);
    const seen: string[] = [];
    await bus.subscribe({
      group: 'late',
      topics: ['held'],
      handler: (r) => Promise.resolve(void seen.push(text(r.value))),
    });
    release();
    await published;
    expect(seen).toEqual(['v']);
  });
});

describe('InProcessTransport with a foreground to yield to', () => {
  const foreground = new ForegroundActivity();

  it('hands records to consumers only once no request is in flight', async () => {
    const bus = new InProcessTransport({ foreground, foregroundDeferMs: 60_000 });
    await bus.connect();
    const seen: string[] = [];
    await bus.subscribe({
      group: 'mail',
      topics: ['t'],
      handler: (r) => Promise.resolve(void seen.push(text(r.value))),
    });
    const first = foreground.begin();
    const second = foreground.begin();
    const published = bus.publish([{ topic: 't', key: 'k', value: bytes('v') }]);
    expect(await state(published)).toBe('pending');
    first();
    first(); // a second call does not count the other request as ended
    expect(await state(published)).toBe('pending');
    expect(seen).toEqual([]);
    second();
    await published;
    expect(seen).toEqual(['v']);
    await bus.disconnect();
  });

  it('waits no longer than foregroundDeferMs under requests that never stop', async () => {
    const bus = new InProcessTransport({ foreground, foregroundDeferMs: 150 });
    await bus.connect();
    const seen: string[] = [];
    await bus.subscribe({
      group: 'audit',
      topics: ['t'],
      handler: (r) => Promise.resolve(void seen.push(text(r.value))),
    });
    const end = foreground.begin();
    try {
      const started = performance.now();
      await bus.publish([{ topic: 't', key: 'k', value: bytes('late') }]);
      expect(seen).toEqual(['late']);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      end();
      await bus.disconnect();
    }
  });
});
