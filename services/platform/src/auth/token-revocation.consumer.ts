import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { decodeEnvelope, decodePayload, Role as ProtoRole, timestampDate } from '@sokoni/contracts';
import { DeadLetterRecorder } from '../events/dead-letter.recorder.js';
import { EVENT_TRANSPORT } from '../events/events.options.js';
import {
  PoisonMessageError,
  type DeliveredRecord,
  type EventTransport,
  type Subscription,
} from '../events/transport/event-transport.port.js';
import type { Role } from './auth-user.js';
import {
  TOKEN_REVOCATION_OPTIONS,
  TokenRevocations,
  type RevokeOptions,
  type TokenRevocationOptions,
} from './token-revocations.js';

const ROLES: Partial<Record<ProtoRole, Role>> = {
  [ProtoRole.BUYER]: 'buyer',
  [ProtoRole.SELLER]: 'seller',
  [ProtoRole.BOTH]: 'both',
  [ProtoRole.ADMIN]: 'admin',
  [ProtoRole.ANALYST]: 'analyst',
};

type Revocation =
  | { kind: 'user'; userId: string; at: Date; role?: Role }
  | { kind: 'sessions'; sessionIds: string[]; at: Date }
  | { kind: 'none' };

function decode(record: DeliveredRecord): Revocation {
  const envelope = decodeEnvelope(record.value);
  // Identity always stamps the time; should it be missing, "now" refuses more, never less.
  const at = envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date();
  if (record.topic === 'identity.user.suspended.v1') {
    const { userId } = decodePayload(record.topic, envelope.payload);
    return userId ? { kind: 'user', userId, at } : { kind: 'none' };
  }
  if (record.topic === 'identity.user.role_changed.v1') {
    const { userId, newRole } = decodePayload(record.topic, envelope.payload);
    return userId ? { kind: 'user', userId, at, role: ROLES[newRole] } : { kind: 'none' };
  }
  if (record.topic === 'identity.session.revoked.v1') {
    const { sessionIds } = decodePayload(record.topic, envelope.payload);
    return { kind: 'sessions', sessionIds, at };
  }
  return { kind: 'none' };
}

/**
 * Keeps TokenRevocations fed from identity's events, in consumer group `<service>.token-revocation`,
 * so every service (each its own group) refuses the older access tokens of a user who was suspended
 * or whose role changed, and every token of a session that ended. `identity.user.reinstated.v1` is
 * not followed: reinstating does not bring old tokens back, the user signs in again.
 *
 * Over Kafka it also reads the same topics in a group of this process alone
 * (`<service>.token-revocation.<host>-<random>`, from the earliest record kept), recording into the
 * process's own copy only: in the shared group each replica sees just its partitions' events, and
 * the copy must hold them all to stand in for Redis during an outage. Records older than the token
 * lifetime are skipped without a write, so reading the retained history at start-up is cheap. Kafka
 * forgets such a group's offsets a while (offsets.retention.minutes) after its process is gone.
 *
 * It subscribes on the transport directly rather than through `@OnEvent`: its only effect is an
 * idempotent cache write, so the inbox (a database transaction per event, in every service) would
 * guard nothing; a redelivery rewrites the same record. A record of the shared group that does not
 * decode still goes where every consumer's does: the service's `dead_letter` table (through
 * EventsModule's DeadLetterRecorder, so staff see it in the back office) and `<topic>.dlq`. Staff
 * can only discard such a letter (no `@OnEvent` handler to replay it to): by the time anyone looks,
 * the tokens it would have revoked have expired. Without EventsModule (tests that mount only a bus)
 * it goes to `.dlq` alone.
 */
@Injectable()
export class TokenRevocationConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  static readonly TOPICS = [
    'identity.user.suspended.v1',
    'identity.user.role_changed.v1',
    'identity.session.revoked.v1',
  ] as const;
  private readonly log = new Logger(TokenRevocationConsumer.name);
  private readonly subscriptions: Subscription[] = [];
  private readonly instance = `${hostname()}-${randomUUID().slice(0, 8)}`.replace(/[^\w.-]/g, '_');

  constructor(
    private readonly revocations: TokenRevocations,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(TOKEN_REVOCATION_OPTIONS) private readonly options: TokenRevocationOptions,
    @Optional() private readonly deadLetters?: DeadLetterRecorder,
  ) {}

  get group(): string {
    return `${this.options.service}.token-revocation`;
  }

  /** This process's own group, when it reads the events a second time for its local copy. */
  get replicaGroup(): string | undefined {
    const wanted = this.options.replicaGroup ?? this.transport.kind === 'kafka';
    return wanted ? `${this.group}.${this.instance}` : undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    const topics = [...TokenRevocationConsumer.TOPICS];
    this.subscriptions.push(
      await this.transport.subscribe({
        group: this.group,
        topics,
        handler: (r) => this.handle(r, this.group),
        deadLetter: this.deadLetters?.hook(this.group),
      }),
    );
    const replicaGroup = this.replicaGroup;
    if (replicaGroup) {
      this.subscriptions.push(
        await this.transport.subscribe({
          group: replicaGroup,
          topics,
          fromBeginning: true,
          handler: (r) => this.handleLocally(r, replicaGroup),
        }),
      );
    }
    this.log.log(
      `consuming ${topics.join(', ')} as ${[this.group, replicaGroup].filter(Boolean).join(' and ')}`,
    );
  }

  // As EventConsumers: the records in flight finish before the cache they write to closes.
  async beforeApplicationShutdown(): Promise<void> {
    const subscriptions = this.subscriptions.splice(0);
    await Promise.all(subscriptions.map((s) => s.close()));
  }

  private async handle(record: DeliveredRecord, group: string, options: RevokeOptions = {}): Promise<void> {
    let revocation: Revocation;
    try {
      revocation = decode(record);
    } catch (err) {
      this.log.warn({ err, topic: record.topic, group }, 'token revocation record does not decode');
      // Retrying cannot make it decode: dead-lettered at once, and the partition goes on.
      throw new PoisonMessageError(`undecodable ${record.topic} record`, { cause: err });
    }
    // Store failures are absorbed by TokenRevocations (the local copy keeps the record), so nothing
    // here waits on Redis: an outage never holds back the partition.
    if (revocation.kind === 'user')
      await this.revocations.revoke(revocation.userId, revocation.at, revocation.role, options);
    else if (revocation.kind === 'sessions')
      await this.revocations.revokeSessions(revocation.sessionIds, revocation.at, options);
  }

  /**
   * The replica group fills the local copy only. It never throws: the shared group already
   * dead-letters a bad record, and one dead letter per replica would be noise.
   */
  private async handleLocally(record: DeliveredRecord, group: string): Promise<void> {
    // Logged by handle(); the record is skipped here.
    await this.handle(record, group, { store: false }).catch(() => undefined);
  }
}
