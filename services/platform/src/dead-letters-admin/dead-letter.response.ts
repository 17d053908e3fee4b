import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '../errors/index.js';
import type { DeadLetter } from '../events/index.js';
import type { ReplayDeadLettersResult } from './replay-dead-letters.use-case.js';
import type { DeadLetterDetailView, DeadLetterEnvelopeView, DeadLetterView } from './dead-letter.view.js';

const ERROR_KINDS = ['poison', 'transient_exhausted', 'replay_failed'] as const;
const STATUSES = ['open', 'replayed', 'discarded'] as const;

/** OpenAPI schemas of the dead-letter views (dead-letter.view.ts); checked against them below. */
@ApiSchema({ name: 'DeadLetter', description: 'An event a consumer group gave up on, as staff list it' })
export class DeadLetterResponse {
  @ApiProperty({
    example: 'catalogue:0193a6b0-0b3c-7e53-9a1e-3c2f5b8d9e01',
    description: '`<service>:<uuid>`',
  })
  id!: string;

  @ApiProperty({ example: 'catalogue', description: 'The service whose consumer failed' })
  service!: string;

  @ApiProperty({ example: 'identity.supplier_verification.approved.v1' })
  topic!: string;

  @ApiProperty({ example: 'catalogue.suppliers' })
  consumerGroup!: string;

  @ApiProperty({ description: "The envelope's id; empty when it could not be read" })
  eventId!: string;

  @ApiProperty({ description: 'The last error (cut short in lists)' })
  error!: string;

  @ApiProperty({ enum: ERROR_KINDS, enumName: 'DeadLetterErrorKind' })
  errorKind!: DeadLetter['errorKind'];

  @ApiProperty({ type: 'integer' })
  attempts!: number;

  @ApiProperty({ format: 'date-time' })
  firstFailedAt!: string;

  @ApiProperty({ format: 'date-time' })
  lastFailedAt!: string;

  @ApiProperty({ enum: STATUSES, enumName: 'DeadLetterStatus' })
  status!: DeadLetter['status'];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  resolvedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The staff user who replayed or discarded it' })
  resolvedBy!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why it was discarded' })
  resolutionNote!: string | null;
}

@ApiSchema({ name: 'DeadLetterEnvelope', description: "The failed event's envelope metadata" })
export class DeadLetterEnvelopeResponse {
  @ApiProperty()
  id!: string;

  @ApiProperty({ description: 'The topic that selects the payload schema' })
  type!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  occurredAt!: string | null;

  @ApiProperty()
  producer!: string;

  @ApiProperty()
  aggregateId!: string;

  @ApiProperty()
  actorId!: string;

  @ApiProperty()
  correlationId!: string;
}

@ApiSchema({
  name: 'DeadLetterDetail',
  description: 'One dead letter with its envelope and redacted payload',
})
export class DeadLetterDetailResponse extends DeadLetterResponse {
  @ApiProperty({ type: 'integer', nullable: true })
  partition!: number | null;

  @ApiProperty({ type: String, nullable: true })
  recordOffset!: string | null;

  @ApiProperty({ type: String, nullable: true })
  key!: string | null;

  @ApiProperty({ type: DeadLetterEnvelopeResponse, nullable: true })
  envelope!: DeadLetterEnvelopeResponse | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The payload as protobuf JSON, secret fields masked',
  })
  payload!: Record<string, unknown> | null;

  @ApiProperty({
    type: String,
    enum: ['undecodable_envelope', 'unknown_topic', 'undecodable_payload'],
    enumName: 'DeadLetterPayloadError',
    nullable: true,
  })
  payloadError!: DeadLetterDetailView['payloadError'];

  @ApiProperty({ type: 'integer' })
  payloadBytes!: number;
}

@ApiSchema({ name: 'DeadLetterReplayResult', description: 'What a replay of the matching letters did' })
export class ReplayDeadLettersResponse {
  @ApiProperty({ example: 'catalogue' })
  service!: string;

  @ApiProperty({ type: 'integer', description: 'Open letters matching the filter' })
  matched!: number;

  @ApiProperty({ type: 'integer', description: 'Handled this time' })
  replayed!: number;

  @ApiProperty({ type: 'integer', description: 'Failed again (they stay open)' })
  failed!: number;

  @ApiProperty({ type: 'integer', description: 'Resolved by someone else meanwhile' })
  skipped!: number;

  @ApiProperty({
    type: 'integer',
    description: 'No handler any more, or a payload that lost a secret: only a discard resolves these',
  })
  unreplayable!: number;

  @ApiProperty({ type: 'integer', description: 'Matching letters left for another call' })
  remaining!: number;
}

type _List = AssertTrue<SameShape<DeadLetterResponse, DeadLetterView>>;
type _Envelope = AssertTrue<SameShape<DeadLetterEnvelopeResponse, DeadLetterEnvelopeView>>;
type _Detail = AssertTrue<SameShape<DeadLetterDetailResponse, DeadLetterDetailView>>;
type _Replay = AssertTrue<SameShape<ReplayDeadLettersResponse, ReplayDeadLettersResult>>;
