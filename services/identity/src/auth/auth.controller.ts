import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CONFIG } from '@sokoni/platform/config';
import { CurrentUser, Public, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import type { IdentityConfig } from '../identity.config.js';
import { ChangePassword } from '../passwords/change-password.use-case.js';
import { ConfirmPasswordReset } from '../password-reset/confirm-password-reset.use-case.js';
import { RequestPasswordReset } from '../password-reset/request-password-reset.use-case.js';
import { RegisterDto } from '../registration/register.dto.js';
import { RegisterUser } from '../registration/register-user.use-case.js';
import { countryFrom } from '../sessions/client-place.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../sessions/token-issuer.js';
import { UserResponse } from '../profile/user.response.js';
import { toUserView, type UserView } from '../users/user.view.js';
import { ResendVerification } from '../verification/resend-verification.use-case.js';
import { VerifyEmail } from '../verification/verify-email.use-case.js';
import {
  ChangePasswordDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  SignInDto,
  TokenDto,
} from './auth.dto.js';
import { SessionResponse, type SessionView } from './auth.response.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import { RefreshSession } from './refresh-session.use-case.js';
import { SignIn, type ClientInfo, type SignedIn } from './sign-in.use-case.js';
import { SignOut } from './sign-out.use-case.js';

@ApiTags('auth')
@Controller('api/v1/auth')
export class AuthController {
  private readonly secureCookies: boolean;
  private readonly countryHeader: string | undefined;

  constructor(
    private readonly register: RegisterUser,
    private readonly signIn: SignIn,
    private readonly refresh: RefreshSession,
    private readonly signOut: SignOut,
    private readonly verifyEmail: VerifyEmail,
    private readonly resend: ResendVerification,
    private readonly requestReset: RequestPasswordReset,
    private readonly confirmReset: ConfirmPasswordReset,
    private readonly changePassword: ChangePassword,
    @Inject(CONFIG) config: IdentityConfig,
  ) {
    this.secureCookies = config.PUBLIC_URL.startsWith('https:');
    this.countryHeader = config.CLIENT_COUNTRY_HEADER;
  }

  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: UserResponse, description: 'Registered; a verification e-mail is on its way' })
  @ApiProblemResponses(400, 409, 429)
  async registerUser(@Body() body: RegisterDto, @Req() req: Request): Promise<UserView> {
    return toUserView(await this.register.execute(body, req.headers['accept-language']));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse, description: 'Signed in; sets the refresh cookie' })
  @ApiProblemResponses(400, 401, 403, 429)
  async login(
    @Body() body: SignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionView> {
    const signed = await this.signIn.execute(body.email, body.password, this.client(req));
    return this.session(res, signed);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiCookieAuth('refresh')
  @ApiOkResponse({ type: SessionResponse, description: 'A new access token; rotates the refresh cookie' })
  @ApiProblemResponses(401, 403)
  async refreshSession(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionView> {
    try {
      return this.session(res, await this.refresh.execute(readRefreshCookie(req)));
    } catch (err) {
      clearRefreshCookie(res, this.secureCookies);
      throw err;
    }
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Signed out; the refresh cookie is cleared' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.signOut.execute(readRefreshCookie(req));
    clearRefreshCookie(res, this.secureCookies);
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponse, description: 'The e-mail address is now confirmed' })
  @ApiProblemResponses(400)
  async verify(@Body() body: TokenDto): Promise<UserView> {
    return toUserView(await this.verifyEmail.execute(body.token));
  }

  @ApiBearerAuth()
  @Post('resend-verification')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'A new verification e-mail is on its way' })
  @ApiProblemResponses(400, 401, 404, 409, 429)
  async resendVerification(@CurrentUser() user: AuthUser): Promise<void> {
    await this.resend.execute(user.id);
  }

  @Public()
  @Post('password-reset')
  @HttpCode(202)
  @ApiAcceptedResponse({
    description:
      'Answered alike whether or not the address has an account, and whether or not its e-mails for the hour are used up',
  })
  @ApiProblemResponses(400, 429)
  async passwordReset(@Body() body: PasswordResetRequestDto): Promise<void> {
    await this.requestReset.execute(body.email);
  }

  @Public()
  @Post('password-reset/confirm')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Password changed; every session is signed out' })
  @ApiProblemResponses(400)
  async passwordResetConfirm(@Body() body: PasswordResetConfirmDto): Promise<void> {
    await this.confirmReset.execute(body.token, body.password);
  }

  @ApiBearerAuth()
  @Post('password')
  @HttpCode(200)
  @ApiOkResponse({
    type: SessionResponse,
    description:
      'Password changed: every session has ended and this caller goes on in a new one (new refresh cookie)',
  })
  @ApiProblemResponses(400, 401, 403, 404, 429)
  async passwordChange(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionView> {
    const signed = await this.changePassword.execute(
      user.id,
      body.currentPassword,
      body.password,
      this.client(req),
    );
    return this.session(res, signed);
  }

  private client(req: Request): ClientInfo {
    return {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      country: countryFrom(req.headers, this.countryHeader),
    };
  }

  private session(res: Response, signed: SignedIn): SessionView {
    setRefreshCookie(res, signed.refreshToken, this.secureCookies);
    res.setHeader('Cache-Control', 'no-store');
    return {
      accessToken: signed.accessToken,
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: toUserView(signed.user),
    };
  }
}
