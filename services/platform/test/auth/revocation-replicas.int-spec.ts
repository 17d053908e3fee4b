import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../src/auth/auth-user.js';
import { TokenRevocationConsumer } from '../../src/auth/token-revocation.consumer.js';
import { TokenRevocations, type TokenRevocationOptions } from '../../src/auth/token-revocations.js';
import type { CacheStore } from '../../src/cache/cache.port.js';
import { ProblemException } from '../../src/errors/problem.exception.js';
import { KafkaTransport } from '../../src/events/transport/index.js';
import { kafkaBrokersForTests } from '../../src/testing/kafka-mock.js';
import { publishAs } from '../../src/testing/publish-event.js';
import { eventually } from '../cache/outage.harness.js';

// Two replicas of one service over Kafka, with Redis away: in the shared consumer group each owns
// only some partitions, yet each must refuse every revoked token from its own copy. The group of
// its own that each replica reads (TokenRevocationConsumer.replicaGroup) is what makes that hold.

const cluster = await kafkaBrokersForTests({ env: process.env });

const redisAway: CacheStore = {
  get: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  set: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  delete: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
};

(cluster ? describe : describe.skip)('token revocation across Kafka replicas while Redis is away', () => {
  const onMock = cluster?.source === 'mock';
  const service = `replicas-${randomUUID().slice(0, 8)}`;
  const transports: KafkaTransport[] = [];
  const consumers: TokenRevocationConsumer[] = [];

  const transport = async (clientId: string): Promise<KafkaTransport> => {
    const t = new KafkaTransport({
      clientId,
      brokers: cluster?.brokers ?? [],
      // The mock cannot hand kafkajs a producer id (see infra/kafka-mock/README.md).
      idempotent: !onMock,
      // The mock completes a rebalance only after sessionTimeout - 1 s.
      sessionTimeout: onMock ? 3_000 : 6_000,
      heartbeatInterval: 300,
      maxWaitTimeInMs: 100,
      logLevel: logLevel.NOTHING,
    });
    transports.push(t);
    await t.connect();
    return t;
  };

  async function replica(name: string): Promise<TokenRevocations> {
    const options: TokenRevocationOptions = { service };
    const revocations = new TokenRevocations(redisAway, options);
    const consumer = new TokenRevocationConsumer(revocations, await transport(name), options);
    expect(consumer.replicaGroup).toMatch(new RegExp(`^${service}\\.token-revocation\\.`));
    await consumer.onApplicationBootstrap();
    consumers.push(consumer);
    return revocations;
  }

  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    for (const consumer of consumers) await consumer.beforeApplicationShutdown();
    for (const t of transports) await t.disconnect();
    await cluster?.stop();
  });

  it('each replica refuses every suspended user and ended session, whichever partition carried it', async () => {
    const [a, b] = await Promise.all([replica('replica-a'), replica('replica-b')]);
    const producer = await transport('identity-relay');
    // Keys spread over the partitions, so the shared group splits them between the replicas.
    const users = Array.from({ length: 12 }, (_, i) => `user-${i}-${randomUUID()}`);
    const at = new Date(Date.now() - 5_000);
    for (const userId of users) {
      await publishAs(
        producer,
        'identity.user.suspended.v1',
        { userId, email: 'x@example.org', reason: 'fraud' },
        { producer: 'identity', occurredAt: at },
      );
      await publishAs(
        producer,
        'identity.session.revoked.v1',
        { userId, sessionIds: [`${userId}-s`], reason: 'signed_out' },
        { producer: 'identity', occurredAt: at },
      );
    }
    const iat = Math.floor(Date.now() / 1000) - 60;
    const outcome = (r: TokenRevocations, user: AuthUser) =>
      r.assertNotRevoked(user, iat).then(
        () => 'ok',
        (e: unknown) => (e instanceof ProblemException ? e.code : String(e)),
      );
    await eventually(async () => {
      for (const r of [a, b])
        for (const id of users) {
          const user: AuthUser = { id, role: 'buyer', email: 'x@example.org', verified: true };
          expect(await outcome(r, user)).toBe('auth.token_revoked');
          expect(await outcome(r, { ...user, id: 'someone-else', sessionId: `${id}-s` })).toBe(
            'auth.session_revoked',
          );
        }
    }, 45_000);
    const bystander: AuthUser = { id: 'bystander', role: 'buyer', email: 'y@example.org', verified: true };
    expect(await outcome(a, bystander)).toBe('ok');
    expect(await outcome(b, bystander)).toBe('ok');
  });
});
