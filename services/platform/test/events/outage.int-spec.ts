import { randomBytes } from 'node:crypto';
import { uuidv7 } from '@sokoni/platform/db';
import { DeadLetterReplayer, DeadLetterStore } from '@sokoni/platform/events';
import { createTestDatabaseOrSkip, kafkaBrokersForTests } from '@sokoni/platform/testing';
import {
  Script,
  startConsumer,
  startProducer,
  waitFor,
  type ConsumerApp,
  type ProducerApp,
} from './event-apps.harness.js';
import {
  inProcessWorld,
  kafkaWorld,
  observe,
  sleep,
  steadyFlow,
  tally,
  type Observer,
  type World,
} from './outage-worlds.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/*
 * Events survive an outage (issue 10 §4), on both transports: the consumer's database taken away
 * for 10 s under a steady flow of events, a poison event dead-lettered and replayed once fixed, and
 * one relay replica taking over from another that died holding the lease. "Database down" is a TCP
 * proxy between one app's pool and PostgreSQL that the test cuts: the machine's server stays up.
 */

const OUTAGE_MS = 10_000;
const CLOSE_BOUND_MS = 30_000;
const db = await createTestDatabaseOrSkip('event outages', 'sokoni_outages');
const cluster = db ? await kafkaBrokersForTests({ env: process.env }) : null;
const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const noDb = db ? undefined : 'no PostgreSQL';
const worlds: World[] = [inProcessWorld(noDb), kafkaWorld(cluster, noDb)];

afterAll(async () => {
  await cluster?.stop();
  await db?.drop();
});

for (const world of worlds) {
  if (world.unavailable) {
    console.warn(`SKIP event outage tests (${world.label}): ${world.unavailable}`);
    describe.skip(world.label, () => {
      it(`skipped: ${world.unavailable}`, () => undefined);
    });
  } else {
    outages(world);
  }
}

function outages(w: World): void {
  describe(`outages: ${w.label}`, () => {
    let observer: Observer;
    const closers: Array<() => Promise<void>> = [];
    const names = (part: string) => ({
      producer: { schema: `${w.tag}_${part}_producer`, service: `t${run}-${w.tag}-${part}-producer` },
      consumer: { schema: `${w.tag}_${part}_consumer`, service: `t${run}-${w.tag}-${part}-consumer` },
    });

    beforeAll(() => {
      observer = observe(db!.url);
    });

    afterEach(async () => {
      while (closers.length > 0) {
        const started = Date.now();
        const close = closers.pop()!;
        // Says which close is stuck while it still is, so a hook timeout is not all the log shows.
        const watchdog = setInterval(
          () =>
            console.warn(`still closing after ${Date.now() - started} ms: ${close.toString().slice(0, 80)}`),
          15_000,
        );
        // Bounded: once (CI under load, Kafka mock) a close never settled after every assertion had
        // passed, and the stuck hook then held the whole run open. A close stuck past the bound is
        // reported and left behind; the delivery guarantees above are what this suite checks.
        let bound: NodeJS.Timeout | undefined;
        const gaveUp = await Promise.race([
          close().then(
            () => false,
            () => false,
          ),
          new Promise<boolean>((done) => (bound = setTimeout(() => done(true), CLOSE_BOUND_MS))),
        ]).finally(() => {
          clearInterval(watchdog);
          clearTimeout(bound);
        });
        if (gaveUp)
          console.warn(`gave up closing after ${CLOSE_BOUND_MS} ms: ${close.toString().slice(0, 80)}`);
        // Closing is part of what is tested (a member leaves only after its in-flight record).
        if (Date.now() - started > 10_000)
          console.warn(`slow close (${Date.now() - started} ms): ${close.toString().slice(0, 60)}`);
      }
    }, 120_000);

    afterAll(async () => {
      await observer?.close();
    });

    const proxy = async (): Promise<TcpProxy> => {
      const url = new URL(db!.url);
      const p = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      closers.push(() => p.close());
      return p;
    };

    it('DATABASE DOWN 10 s under a steady flow: every effect arrives once, in order, after it comes back', async () => {
      const n = names('dbdown');
      const wiring = await w.open();
      closers.push(() => wiring.end());
      const cut = await proxy();
      const users = Array.from({ length: 6 }, () => uuidv7());
      const consumer = await startConsumer({
        url: cut.url(db!.url),
        ...n.consumer,
        ...wiring.consumer(`${n.consumer.service}-1`),
        script: new Script().own(...users),
        retry: {}, // the production policy: 200 ms doubling to 30 s, no limit
      });
      closers.push(() => consumer.app.close());
      const producer = await startProducer({
        url: db!.url,
        ...n.producer,
        ...wiring.producer(`${n.producer.service}-1`),
      });
      closers.push(() => producer.app.close());

      const flow = steadyFlow(producer, users);
      await waitFor('effects before the outage', async () =>
        (await tally(observer, n.consumer.schema, flow)).received >= 12 ? true : undefined,
      );
      cut.cut();
      await sleep(OUTAGE_MS);
      const duringOutage = await tally(observer, n.consumer.schema, flow);
      cut.restore();
      await sleep(1_500);
      await flow.stop();

      const result = await waitFor(
        'every effect after the database came back',
        async () => {
          const t = await tally(observer, n.consumer.schema, flow);
          return t.received >= t.sent ? t : undefined;
        },
        90_000,
      );
      const failedAttempts = consumer.transport.deliveries.filter((d) => d.outcome === 'error').length;
      console.log(
        `[${w.label}] database down ${OUTAGE_MS / 1000} s: sent ${result.sent}, received ${result.received}, ` +
          `duplicates ${result.duplicates}, failed handler attempts ${failedAttempts}, ` +
          `connections cut or refused ${cut.refused}, effects while down ${duringOutage.received}`,
      );
      expect(failedAttempts).toBeGreaterThan(0);
      expect(result).toEqual({ sent: result.sent, received: result.sent, duplicates: 0, outOfOrder: 0 });
      expect(await observer.sql(`select id from "${n.consumer.schema}".dead_letter`)).toEqual([]);
    }, 180_000);

    it('dead-letters a poison event at once, durably, and replays it once the bug is fixed', async () => {
      const n = names('poison');
      const wiring = await w.open();
      closers.push(() => wiring.end());
      const user = uuidv7();
      const script = new Script().own(user).plan('invalid', { poison: true });
      const consumer: ConsumerApp = await startConsumer({
        url: db!.url,
        ...n.consumer,
        ...wiring.consumer(`${n.consumer.service}-1`),
        script,
        retry: {},
      });
      closers.push(() => consumer.app.close());
      const producer: ProducerApp = await startProducer({
        url: db!.url,
        ...n.producer,
        ...wiring.producer(`${n.producer.service}-1`),
      });
      closers.push(() => producer.app.close());

      const [poison] = await producer.producer.produce([{ userId: user, label: 'invalid' }]);
      await producer.producer.produce([{ userId: user, label: 'behind' }]);
      const store = consumer.app.get(DeadLetterStore);
      const letter = await waitFor('the dead letter', async () => {
        const { rows } = await store.list(
          { group: `${n.consumer.service}.effects` },
          { offset: 0, limit: 5 },
        );
        return rows.find((r) => r.eventId === poison);
      });
      const effects = async () =>
        (
          await observer.sql<{ label: string }>(
            `select label from "${n.consumer.schema}".effects where aggregate_id = $1 order by seq`,
            [user],
          )
        ).map((r) => r.label);
      await waitFor('the event behind it', async () =>
        (await effects()).includes('behind') ? true : undefined,
      );
      expect(letter).toMatchObject({
        errorKind: 'poison',
        attempts: 1,
        status: 'open',
        topic: 'identity.user.registered.v1',
      });
      expect(script.attemptsOf(poison!)).toBe(1);

      script.fix('invalid');
      const replayer = consumer.app.get(DeadLetterReplayer);
      expect(await replayer.replay(letter.id, 'staff-7')).toMatchObject({ outcome: 'replayed' });
      expect(await replayer.replay(letter.id, 'staff-7')).toMatchObject({ outcome: 'not_open' });
      expect(await effects()).toEqual(['behind', 'invalid']);
    }, 120_000);

    it('LEASE: a relay replica takes over from one that died holding the lease; nothing lost or doubled', async () => {
      const n = names('lease');
      const wiring = await w.open();
      closers.push(() => wiring.end());
      const users = [uuidv7(), uuidv7()];
      const consumer = await startConsumer({
        url: db!.url,
        ...n.consumer,
        ...wiring.consumer(`${n.consumer.service}-1`),
        script: new Script().own(...users),
        retry: {},
      });
      closers.push(() => consumer.app.close());
      const cut = await proxy();
      const relay = { leaseMs: 1_500, pollMs: 100 };
      const first = await startProducer({
        url: cut.url(db!.url),
        ...n.producer,
        ...wiring.producer(`${n.producer.service}-a`),
        relay,
      });
      closers.push(async () => {
        cut.restore();
        await first.app.close();
      });
      // Committed before the second replica exists: the first holds the lease and publishes them.
      const flow = steadyFlow(first, users, 20);
      await waitFor('the first replica to publish', () =>
        first.transport.sent.length >= 10 ? true : undefined,
      );
      await flow.stop();
      const second = await startProducer({
        url: db!.url,
        ...n.producer,
        ...wiring.producer(`${n.producer.service}-b`),
        relay,
      });
      closers.push(() => second.app.close());
      await waitFor('the first batch to take effect', async () => {
        const t = await tally(observer, n.consumer.schema, flow);
        return t.received >= t.sent ? true : undefined;
      });
      expect(second.transport.sent).toEqual([]);

      // The first replica dies with the lease: it can neither renew nor release it.
      cut.cut();
      const more = steadyFlow(second, users, 20);
      await sleep(1_000);
      await more.stop();
      const both = { sent: new Map(users.map((u) => [u, [...flow.sent.get(u)!, ...more.sent.get(u)!]])) };
      const result = await waitFor(
        'the second replica to take over',
        async () => {
          const t = await tally(observer, n.consumer.schema, both);
          return t.received >= t.sent ? t : undefined;
        },
        30_000,
      );
      const firstSent = first.transport.sent.length;
      const secondSent = second.transport.sent.length;
      console.log(
        `[${w.label}] lease takeover: first replica sent ${firstSent}, second sent ${secondSent}; ` +
          `events ${result.sent}, received ${result.received}, duplicates ${result.duplicates}`,
      );
      expect(result).toEqual({ sent: result.sent, received: result.sent, duplicates: 0, outOfOrder: 0 });
      const afterCut = [...more.sent.values()].flat();
      expect(second.transport.sentIds(users).sort()).toEqual(afterCut.sort());
    }, 120_000);
  });
}
