import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { GetUnreadCount } from './get-unread-count.query.js';
import { ListNotifications } from './list-notifications.query.js';
import { MarkNotificationsRead } from './mark-notifications-read.use-case.js';
import type { NotificationPageView, NotificationView, UnreadCountView } from './notification.view.js';
import { ListNotificationsQueryDto, notificationIdPipe } from './notifications.dto.js';
import {
  NotificationPageResponse,
  ReadAllResponse,
  ReadNotificationResponse,
  UnreadCountResponse,
} from './notifications.response.js';

/** The signed-in user's bell: their own notifications only (no user id anywhere in the API). */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('api/v1/notifications')
export class NotificationsController {
  constructor(
    private readonly list: ListNotifications,
    private readonly count: GetUnreadCount,
    private readonly read: MarkNotificationsRead,
  ) {}

  @Get()
  @ApiOkResponse({ type: NotificationPageResponse, description: 'Newest first; with `after`, oldest first' })
  @ApiProblemResponses(400, 401)
  page(@CurrentUser() user: AuthUser, @Query() q: ListNotificationsQueryDto): Promise<NotificationPageView> {
    return this.list.execute(user.id, q);
  }

  @Get('unread-count')
  @ApiOkResponse({ type: UnreadCountResponse })
  @ApiProblemResponses(401)
  unread(@CurrentUser() user: AuthUser): Promise<UnreadCountView> {
    return this.count.execute(user.id);
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOkResponse({ type: ReadAllResponse })
  @ApiProblemResponses(401)
  readAll(@CurrentUser() user: AuthUser): Promise<UnreadCountView & { marked: number }> {
    return this.read.all(user.id);
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOkResponse({ type: ReadNotificationResponse, description: 'Read (again: unchanged)' })
  @ApiProblemResponses(401, 404)
  readOne(
    @CurrentUser() user: AuthUser,
    @Param('id', notificationIdPipe()) id: string,
  ): Promise<NotificationView & UnreadCountView> {
    return this.read.one(user.id, id);
  }
}
