import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { decodeEnvelope, decodePayload, Role as ProtoRole, timestampDate } from '@sokoni/contracts';
import { EVENT_TRANSPORT } from '../events/events.options.js';
import type {
  DeliveredRecord,
  EventTransport,
  Subscription,
} from '../events/transport/event-transport.port.js';
import type { Role } from './auth-user.js';
import {
  TOKEN_REVOCATION_OPTIONS,
  TokenRevocations,
  type TokenRevocationOptions,
} from './token-revocations.js';

const ROLES: Partial<Record<ProtoRole, Role>> = {
  [ProtoRole.BUYER]: 'buyer',
  [ProtoRole.SELLER]: 'seller',
  [ProtoRole.BOTH]: 'both',
  [ProtoRole.ADMIN]: 'admin',
};

/**
 * Keeps TokenRevocations fed from identity's events, in consumer group `<service>.token-revocation`,
 * so every service (each its own group) refuses the older access tokens of a user who was suspended
 * or whose role changed. `identity.user.reinstated.v1` is not followed: reinstating does not bring
 * old tokens back, the user signs in again.
 *
 * It subscribes on the transport directly rather than through `@OnEvent`: its only effect is an
 * idempotent cache write, so the inbox (a database transaction per event, in every service) would
 * guard nothing; a redelivery rewrites the same record.
 */
@Injectable()
export class TokenRevocationConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  static readonly TOPICS = ['identity.user.suspended.v1', 'identity.user.role_changed.v1'] as const;
  private readonly log = new Logger(TokenRevocationConsumer.name);
  private subscription?: Subscription;

  constructor(
    private readonly revocations: TokenRevocations,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(TOKEN_REVOCATION_OPTIONS) private readonly options: TokenRevocationOptions,
  ) {}

  get group(): string {
    return `${this.options.service}.token-revocation`;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.transport.subscribe({
      group: this.group,
      topics: [...TokenRevocationConsumer.TOPICS],
      handler: (record) => this.handle(record),
    });
    this.log.log(`consuming ${TokenRevocationConsumer.TOPICS.join(', ')} as ${this.group}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
    this.subscription = undefined;
  }

  private async handle(record: DeliveredRecord): Promise<void> {
    const envelope = decodeEnvelope(record.value);
    // Identity always stamps the time; should it be missing, "now" refuses more, never less.
    const at = envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date();
    try {
      if (record.topic === 'identity.user.suspended.v1') {
        const { userId } = decodePayload(record.topic, envelope.payload);
        if (userId) await this.revocations.revoke(userId, at);
      } else if (record.topic === 'identity.user.role_changed.v1') {
        const { userId, newRole } = decodePayload(record.topic, envelope.payload);
        if (userId) await this.revocations.revoke(userId, at, ROLES[newRole]);
      }
    } catch (err) {
      // The transport retries, then dead-letters; each failure is worth a line with its cause.
      this.log.warn(
        { err, topic: record.topic, eventId: envelope.id, group: this.group, attempt: record.attempt },
        'token revocation failed',
      );
      throw err;
    }
  }
}
