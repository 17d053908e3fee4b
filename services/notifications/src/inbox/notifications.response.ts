import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { NotificationPageView, NotificationView, UnreadCountView } from './notification.view.js';

@ApiSchema({ name: 'Notification', description: 'One notification of the signed-in user’s bell' })
export class NotificationResponse {
  @ApiProperty({ format: 'uuid', description: 'UUIDv7: sorts by creation; the SSE event id' })
  id!: string;

  @ApiProperty({ description: 'What happened, e.g. order-shipped, quote_submitted, message_received' })
  kind!: string;

  @ApiProperty({ description: 'In the user’s language' })
  title!: string;

  @ApiProperty()
  body!: string;

  @ApiProperty({ description: 'Storefront route, e.g. /orders/{id}, /rfq/{id}, /messages/{conversationId}' })
  link!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({ name: 'NotificationPage' })
export class NotificationPageResponse {
  @ApiProperty({ type: NotificationResponse, isArray: true })
  items!: NotificationResponse[];

  @ApiProperty()
  unreadCount!: number;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Absent with `after`' })
  nextBefore?: string | null;
}

@ApiSchema({ name: 'UnreadCount' })
export class UnreadCountResponse {
  @ApiProperty()
  unreadCount!: number;
}

@ApiSchema({ name: 'ReadNotification' })
export class ReadNotificationResponse extends NotificationResponse {
  @ApiProperty()
  unreadCount!: number;
}

@ApiSchema({ name: 'ReadAllResult' })
export class ReadAllResponse {
  @ApiProperty({ description: 'How many were unread' })
  marked!: number;

  @ApiProperty()
  unreadCount!: number;
}

type _N = AssertTrue<SameShape<NotificationResponse, NotificationView>>;
type _P = AssertTrue<SameShape<NotificationPageResponse, NotificationPageView>>;
type _U = AssertTrue<SameShape<UnreadCountResponse, UnreadCountView>>;
