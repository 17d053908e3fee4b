import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import {
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeStatus,
} from './dispute.entities.js';
import type { DisputeEvidenceView, DisputeResponseView, DisputeView } from './dispute.view.js';

@ApiSchema({ name: 'DisputeEvidence' })
export class DisputeEvidenceSchema {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'torn-bags.jpg' }) name!: string;
  @ApiProperty({ example: 'image/jpeg' }) contentType!: string;
  @ApiProperty({ type: 'integer' }) sizeBytes!: number;
  @ApiProperty({ example: 'buyer' }) uploadedByRole!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) responseId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ example: '/api/v1/orders/…/documents/…' }) downloadPath!: string;
}

@ApiSchema({ name: 'DisputeAnswer', description: "The seller's response to a dispute" })
export class DisputeAnswerSchema {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) authorId!: string;
  @ApiProperty({ example: 'seller' }) authorRole!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'Dispute' })
export class DisputeSchema {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ format: 'uuid' }) buyerId!: string;
  @ApiProperty({ format: 'uuid' }) sellerId!: string;
  @ApiProperty({ enum: DISPUTE_REASONS }) reason!: DisputeReason;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: DISPUTE_STATUSES }) status!: DisputeStatus;
  @ApiProperty({ example: 'KES' }) currency!: string;
  @ApiProperty({ type: 'integer' }) amountMinor!: number;
  @ApiProperty({ enum: DISPUTE_OUTCOMES, nullable: true }) outcome!: DisputeOutcome | null;
  @ApiProperty({ type: 'integer', nullable: true }) refundedMinor!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Released to seller and platform' })
  releasedMinor!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The fee kept on what was released' })
  feeMinor!: number | null;
  @ApiProperty({ type: 'string', nullable: true }) decisionReason!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) decidedBy!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) decidedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) openedAt!: string;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Until when the seller is asked to answer; staff may decide once it has passed',
  })
  answerBy!: string | null;
  @ApiProperty({ type: DisputeEvidenceSchema, isArray: true }) evidence!: DisputeEvidenceSchema[];
  @ApiProperty({ type: DisputeAnswerSchema, isArray: true }) responses!: DisputeAnswerSchema[];
}

type _Evidence = AssertTrue<SameShape<DisputeEvidenceSchema, DisputeEvidenceView>>;
type _Answer = AssertTrue<SameShape<DisputeAnswerSchema, DisputeResponseView>>;
type _Dispute = AssertTrue<SameShape<DisputeSchema, DisputeView>>;
