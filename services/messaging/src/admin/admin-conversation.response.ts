import { ApiProperty } from '@nestjs/swagger';
import { AttachmentResponse, SubjectResponse } from '../conversations/conversation.response.js';

export class AdminMessageResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) senderId!: string;
  @ApiProperty({ format: 'uuid' }) recipientId!: string;
  @ApiProperty({ description: 'What the sender wrote' }) text!: string;
  @ApiProperty({ description: 'What the recipient was shown' }) displayText!: string;
  @ApiProperty() masked!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) sentAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt!: string | null;
  @ApiProperty({ type: AttachmentResponse, isArray: true }) attachments!: AttachmentResponse[];
}

export class AdminPartyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class AdminConversationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: SubjectResponse }) subject!: SubjectResponse;
  @ApiProperty({ type: AdminPartyResponse }) buyer!: AdminPartyResponse;
  @ApiProperty({ type: AdminPartyResponse }) supplier!: AdminPartyResponse;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: AdminMessageResponse, isArray: true, description: 'Oldest first, at most 500' })
  messages!: AdminMessageResponse[];
}
