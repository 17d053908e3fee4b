import { ApiProperty } from '@nestjs/swagger';
import { REPORT_REASONS, REPORT_STATUSES, type ConversationReport } from '../messaging.entities.js';

export class ReportResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) conversationId!: string;
  @ApiProperty({ format: 'uuid' }) reporterId!: string;
  @ApiProperty({ enum: REPORT_REASONS }) reason!: string;
  @ApiProperty() note!: string;
  @ApiProperty({ enum: REPORT_STATUSES }) status!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) resolvedBy!: string | null;
  @ApiProperty({ type: String, nullable: true }) resolution!: string | null;
}

export const toReport = (r: ConversationReport): ReportResponse => ({
  id: r.id,
  conversationId: r.conversationId,
  reporterId: r.reporterId,
  reason: r.reason,
  note: r.note,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
  resolvedBy: r.resolvedBy ?? null,
  resolution: r.resolution ?? null,
});
