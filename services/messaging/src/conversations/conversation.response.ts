import { ApiProperty } from '@nestjs/swagger';
import { SUBJECT_KINDS, type SubjectKind } from '../messaging.entities.js';

/** The shapes the messaging API answers with; plain objects of these shapes are what handlers return. */

export class AttachmentResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'price-list.pdf' }) fileName!: string;
  @ApiProperty({ enum: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] }) contentType!: string;
  @ApiProperty() sizeBytes!: number;
  @ApiProperty({ description: 'Where the parties download it (a token is needed)' }) url!: string;
}

export class MessageResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) conversationId!: string;
  @ApiProperty({ format: 'uuid' }) senderId!: string;
  @ApiProperty({ description: 'Whether the caller sent it' }) mine!: boolean;
  @ApiProperty({
    description:
      'The text: the sender sees what they wrote; the recipient sees it with contact details masked when `masked`',
  })
  text!: string;
  @ApiProperty({
    description:
      'Contact details were hidden from the recipient because no order exists yet between the two parties',
  })
  masked!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) sentAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the recipient read it',
  })
  readAt!: string | null;
  @ApiProperty({ type: AttachmentResponse, isArray: true }) attachments!: AttachmentResponse[];
}

export class SubjectResponse {
  @ApiProperty({ enum: SUBJECT_KINDS }) kind!: SubjectKind;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: "The product's or RFQ's title, the order's reference or the supplier's name" })
  title!: string;
}

export class CounterpartResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    description:
      "Business name, else full name; empty when not known yet; a neutral 'Deleted user' in the caller's language when `deleted`",
  })
  name!: string;
  @ApiProperty({
    description:
      'The other party deleted their account: their messages stay, nothing more can be sent to them',
  })
  deleted!: boolean;
}

export class LastMessageResponse {
  @ApiProperty({ format: 'uuid' }) senderId!: string;
  @ApiProperty({ description: 'As the caller sees it (masked when it came from the other party)' })
  text!: string;
  @ApiProperty() masked!: boolean;
  @ApiProperty() attachments!: number;
  @ApiProperty({ type: String, format: 'date-time' }) sentAt!: string;
}

export class ConversationResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: SubjectResponse }) subject!: SubjectResponse;
  @ApiProperty({ type: CounterpartResponse }) counterpart!: CounterpartResponse;
  @ApiProperty({ enum: ['buyer', 'supplier'], description: "The caller's side in this conversation" })
  myRole!: 'buyer' | 'supplier';
  @ApiProperty({ type: LastMessageResponse, nullable: true })
  lastMessage!: LastMessageResponse | null;
  @ApiProperty({ description: 'Messages to the caller not read yet' }) unreadCount!: number;
  @ApiProperty({ description: 'Whether the caller blocked the other party' }) blockedByMe!: boolean;
  @ApiProperty({
    description: 'Whether an order exists between the two parties (new messages are then not masked)',
  })
  hasOrder!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) lastMessageAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class ConversationPageResponse {
  @ApiProperty({ type: ConversationResponse, isArray: true }) items!: ConversationResponse[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: "Unread messages across all the caller's conversations" }) unreadTotal!: number;
}

export class OpenConversationResponse {
  @ApiProperty({ description: 'false when the message continued an existing conversation' })
  created!: boolean;
  @ApiProperty({ type: ConversationResponse }) conversation!: ConversationResponse;
  @ApiProperty({ type: MessageResponse }) message!: MessageResponse;
}

export class MessagePageResponse {
  @ApiProperty({ type: MessageResponse, isArray: true, description: 'Newest first' })
  items!: MessageResponse[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `before` for older messages; null at the start of the conversation',
  })
  nextCursor!: string | null;
}

export class ReadReceiptResponse {
  @ApiProperty({ description: 'Messages marked read by this call' }) marked!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt!: string | null;
}
