import { ParseUUIDPipe } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ProblemException } from '@sokoni/platform/errors';

/** A malformed id names no notification: the same 404 as someone else's. */
export const notificationIdPipe = () =>
  new ParseUUIDPipe({
    exceptionFactory: () => ProblemException.notFound('notifications.notification_not_found'),
  });

/**
 * `before` pages back from the newest (the panel); `after` is the stream's resume: what came after
 * the last event a page saw, oldest first (the gateway sends the SSE Last-Event-ID here).
 */
export class ListNotificationsQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Older than this notification (the previous page’s nextBefore)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'notifications.cursor_invalid' })
  before?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Newer than this notification, oldest first (resume)' })
  @IsOptional()
  @IsUUID('all', { message: 'notifications.cursor_invalid' })
  after?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
