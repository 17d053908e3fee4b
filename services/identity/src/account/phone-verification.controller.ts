import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { UserResponse } from '../profile/user.response.js';
import { toUserView, type UserView } from '../users/user.view.js';
import { VerifyPhoneDto } from './account.dto.js';
import { RequestPhoneCode } from './request-phone-code.use-case.js';
import { VerifyPhone } from './verify-phone.use-case.js';

@ApiTags('account')
@ApiBearerAuth()
@Controller('api/v1/account/phone')
export class PhoneVerificationController {
  constructor(
    private readonly requestCode: RequestPhoneCode,
    private readonly verifyPhone: VerifyPhone,
  ) {}

  @Post('code')
  @HttpCode(202)
  @ApiAcceptedResponse({
    description:
      'A six-digit code is on its way by text message to the account’s phone number; valid 10 minutes, it replaces any earlier code',
  })
  @ApiProblemResponses(401, 403, 404, 409, 429)
  async sendCode(@CurrentUser() user: AuthUser): Promise<void> {
    await this.requestCode.execute(user.id);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponse, description: 'The phone number is verified (`phoneVerified: true`)' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async verify(@CurrentUser() user: AuthUser, @Body() body: VerifyPhoneDto): Promise<UserView> {
    return toUserView(await this.verifyPhone.execute(user.id, body.code));
  }
}
