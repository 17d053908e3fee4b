import { Body, Controller, Get, Headers, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthUser } from '@sokoni/platform/auth';
import { ApiAcceptLanguage, ApiProblemResponses } from '@sokoni/platform/errors';
import { recipientLocale } from '../email/recipient-locale.js';
import { GetNotificationSettings } from './get-notification-settings.query.js';
import {
  UnsubscribeDto,
  UnsubscribeQueryDto,
  UpdateNotificationSettingsDto,
} from './notification-settings.dto.js';
import { NotificationSettingsResponse, UnsubscribeResultResponse } from './notification-settings.response.js';
import type { NotificationSettingsView, UnsubscribeResultView } from './notification-settings.view.js';
import { UnsubscribeByLink } from './unsubscribe-by-link.use-case.js';
import { UpdateNotificationSettings } from './update-notification-settings.use-case.js';

/** The signed-in user's own notification settings (no id in the path: nobody else's are reachable). */
@ApiTags('notification-settings')
@Controller('api/v1/notification-settings')
export class NotificationSettingsController {
  constructor(
    private readonly getSettings: GetNotificationSettings,
    private readonly updateSettings: UpdateNotificationSettings,
    private readonly unsubscribeByLink: UnsubscribeByLink,
  ) {}

  @Get()
  @ApiBearerAuth()
  @ApiOkResponse({ type: NotificationSettingsResponse, description: 'Choices made, defaults elsewhere' })
  @ApiProblemResponses(401)
  get(@CurrentUser() user: AuthUser): Promise<NotificationSettingsView> {
    return this.getSettings.execute(user.id, user.email);
  }

  @Put()
  @ApiBearerAuth()
  @ApiOkResponse({ type: NotificationSettingsResponse, description: 'Saved; the settings as they now are' })
  @ApiProblemResponses(400, 401)
  @ApiAcceptLanguage()
  update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateNotificationSettingsDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<NotificationSettingsView> {
    return this.updateSettings.execute(
      user.id,
      user.email,
      body.topics,
      recipientLocale(undefined, acceptLanguage),
    );
  }

  /**
   * The unsubscribe link of an e-mail, no sign-in: the storefront's confirmation page sends
   * `{token}`, a mail client's one-click (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the
   * List-Unsubscribe URL itself, urlencoded or as multipart/form-data (which no parser here reads:
   * the body is then absent, and the token is the URL's). So the body is read by hand, not refused.
   */
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiBody({ type: UnsubscribeDto, required: false })
  @ApiOkResponse({ type: UnsubscribeResultResponse, description: 'That topic’s e-mails are off' })
  @ApiProblemResponses(400, 429)
  unsubscribe(@Query() query: UnsubscribeQueryDto, @Body() body: unknown): Promise<UnsubscribeResultView> {
    const fromBody = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
    return this.unsubscribeByLink.execute(fromBody === undefined ? query.token : fromBody);
  }
}
