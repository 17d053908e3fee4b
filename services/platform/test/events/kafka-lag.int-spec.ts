import { randomBytes } from 'node:crypto';
import { logLevel } from 'kafkajs';
import { KafkaTransport, type PartitionLag } from '../../src/events/transport/index.js';
import { kafkaBrokersForTests } from '@sokoni/platform/testing';
import { deferred, waitFor } from './event-apps.harness.js';

/*
 * KafkaTransport.consumerLag (the `sokoni_event_consumer_lag_messages` gauge): records published
 * but not yet committed by the group, per partition, read through the admin client.
 */

const cluster = await kafkaBrokersForTests({ env: process.env });
const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

(cluster ? describe : describe.skip)('KafkaTransport consumer lag', () => {
  const onMock = cluster?.source === 'mock';
  let transport: KafkaTransport;

  beforeAll(async () => {
    transport = new KafkaTransport({
      clientId: `lag-${run}`,
      brokers: cluster!.brokers,
      idempotent: !onMock,
      sessionTimeout: onMock ? 3_000 : 6_000,
      heartbeatInterval: 300,
      maxWaitTimeInMs: 100,
      logLevel: logLevel.NOTHING,
    });
    await transport.connect();
  });

  afterAll(async () => {
    await transport?.disconnect();
    await cluster?.stop();
  });

  const behind = (lags: PartitionLag[], group: string, topic: string): number =>
    lags.filter((l) => l.group === group && l.topic === topic).reduce((n, l) => n + l.messages, 0);

  it('counts what the group has not committed yet, and 0 once it has handled everything', async () => {
    const topic = `lag-${run}`;
    const group = `lag-${run}.test`;
    expect(await transport.consumerLag()).toEqual([]);

    const bytes = (text: string) => new TextEncoder().encode(text);
    await transport.publish(['a', 'b', 'c'].map((v) => ({ topic, key: 'order-1', value: bytes(v) })));
    const entered = deferred();
    const release = deferred();
    let handled = 0;
    const subscription = await transport.subscribe({
      group,
      topics: [topic],
      handler: async () => {
        entered.resolve();
        await release.promise;
        handled++;
      },
    });
    try {
      await entered.promise;
      const lags = await transport.consumerLag();
      expect(behind(lags, group, topic)).toBe(3);
      // Every partition of the topic is reported, the empty ones at 0.
      expect(lags.filter((l) => l.group === group).every((l) => l.topic === topic)).toBe(true);
      expect(lags.filter((l) => l.messages === 3)).toHaveLength(1);

      release.resolve();
      await waitFor('the group to commit all three', async () =>
        behind(await transport.consumerLag(), group, topic) === 0 ? true : undefined,
      );
      expect(handled).toBe(3);
    } finally {
      release.resolve();
      await subscription.close();
    }
  });
});
