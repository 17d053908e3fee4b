import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { UserResponse } from '../profile/user.response.js';
import { toUserView, type UserView } from '../users/user.view.js';
import { ChangeEmailDto, ConfirmEmailChangeDto, DeleteAccountDto } from './account.dto.js';
import { ConfirmEmailChange } from './confirm-email-change.use-case.js';
import { DeleteAccount } from './delete-account.use-case.js';
import { RequestEmailChange } from './request-email-change.use-case.js';

@ApiTags('account')
@ApiBearerAuth()
@Controller('api/v1/account')
export class AccountController {
  constructor(
    private readonly requestChange: RequestEmailChange,
    private readonly confirmChange: ConfirmEmailChange,
    private readonly deleteAccount: DeleteAccount,
  ) {}

  @Post('email')
  @HttpCode(202)
  @ApiAcceptedResponse({
    description:
      'A confirmation link is on its way to the new address (the current one is told); the same answer whether or not the address is free',
  })
  @ApiProblemResponses(400, 401, 403, 404, 429)
  async changeEmail(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangeEmailDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.requestChange.execute(user.id, body.newEmail, body.password, req.ip);
  }

  @Post('email/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponse, description: 'The account now uses the new, verified address' })
  @ApiProblemResponses(400, 401, 409)
  async confirmEmail(@CurrentUser() user: AuthUser, @Body() body: ConfirmEmailChangeDto): Promise<UserView> {
    return toUserView(await this.confirmChange.execute(user.id, body.token));
  }

  @Post('delete')
  @HttpCode(204)
  @ApiNoContentResponse({
    description:
      'Deleted: personal data erased, every session signed out; orders and the audit trail are kept',
  })
  @ApiProblemResponses(400, 401, 404, 409, 429)
  async remove(
    @CurrentUser() user: AuthUser,
    @Body() body: DeleteAccountDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.deleteAccount.execute(user.id, body.password, body.confirmation, req.ip);
  }
}
