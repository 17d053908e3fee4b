import { Kafka, logLevel } from 'kafkajs';

import {
  eventTransportContract,
  KafkaTransport,
  type EventTransport,
} from '../../src/events/transport/index.js';
import { kafkaBrokersForTests, startKafkaMock } from '@sokoni/platform/testing';

// A real cluster from KAFKA_BROKERS, else librdkafka's mock cluster; neither → a visible skip.
const cluster = await kafkaBrokersForTests({ env: process.env });

(cluster ? describe : describe.skip)('KafkaTransport', () => {
  const onMock = cluster?.source === 'mock';
  const brokers = cluster?.brokers ?? [];

  afterAll(async () => {
    await cluster?.stop();
  });

  const create = (clientId: string, extra: Partial<ConstructorParameters<typeof KafkaTransport>[0]> = {}) =>
    new KafkaTransport({
      clientId,
      brokers,
      // The mock cannot hand kafkajs a producer id (see infra/kafka-mock/README.md).
      idempotent: !onMock,
      // Short sessions: the mock completes a rebalance only after sessionTimeout - 1 s.
      sessionTimeout: onMock ? 3_000 : 6_000,
      heartbeatInterval: 300,
      maxWaitTimeInMs: 100,
      logLevel: logLevel.NOTHING,
      ...extra,
    });

  /**
   * A real cluster may not auto-create topics, or give them one partition; the mock auto-creates
   * with 4 and refuses CreateTopics, so topics are created up front only on a real cluster.
   */
  const prepareTopics = async (topics: string[]): Promise<void> => {
    const admin = new Kafka({ clientId: 'contract-admin', brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      await admin.createTopics({
        topics: topics.map((topic) => ({ topic, numPartitions: 4 })),
        waitForLeaders: true,
      });
    } finally {
      await admin.disconnect();
    }
  };

  eventTransportContract(`KafkaTransport (${cluster?.source ?? 'unavailable'})`, async () => {
    const transports: EventTransport[] = [];
    const connected = async (clientId: string): Promise<EventTransport> => {
      const transport = create(clientId);
      transports.push(transport);
      await transport.connect();
      return transport;
    };
    const transport = await connected('contract-a');
    return {
      transport,
      extra: () => connected(`contract-${transports.length}`),
      teardown: async () => {
        await Promise.all(transports.map((t) => t.disconnect()));
      },
      ...(onMock ? {} : { prepareTopics }),
    };
  });

  it('refuses to subscribe on a producer-only client', async () => {
    const producer = create('emit-only', { producerOnly: true });
    await producer.connect();
    try {
      await expect(
        producer.subscribe({ group: 'g', topics: ['t'], handler: () => Promise.resolve() }),
      ).rejects.toThrow(/producer-only/);
      expect(await producer.healthy()).toBe(true);
    } finally {
      await producer.disconnect();
    }
  });

  (onMock ? it : it.skip)('reports unhealthy once the cluster stops answering', async () => {
    const doomed = await startKafkaMock({ brokers: 1 });
    const transport = create('doomed', { brokers: doomed.brokers, healthTimeoutMs: 500 });
    await transport.connect();
    try {
      expect(await transport.healthy()).toBe(true);
      await doomed.stop();
      expect(await transport.healthy()).toBe(false);
    } finally {
      await transport.disconnect();
      await doomed.stop();
    }
  });
});

if (!cluster) {
  // describe.skip alone shows only "skipped"; this puts the reason in the test list as well.
  it.skip('KafkaTransport: no Kafka cluster (set KAFKA_BROKERS, or install librdkafka-dev and a C compiler)', () =>
    undefined);
}
