import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser, Public, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { rawBodyOf } from '@sokoni/platform/http';
import { CompleteSandboxPayment, type SandboxCompletion } from './complete-sandbox-payment.use-case.js';
import { GetPayment } from './get-payment.query.js';
import { paymentIdPipe, SandboxCompleteDto } from './payment.dto.js';
import { PaymentProblems } from './payment.problems.js';
import { PaymentResponse, SandboxCompletionResponse } from './payment.response.js';
import type { PaymentView } from './payment.view.js';
import { PROVIDER_NAMES, type ProviderName } from './providers/payment-provider.port.js';
import { WebhookIntake } from './webhook-intake.js';

/** Payments: the providers' webhooks (public, signed), a buyer's payment, and the sandbox's controls. */
@ApiTags('trade')
@Controller('api/v1/payments')
export class PaymentsController {
  constructor(
    private readonly intake: WebhookIntake,
    private readonly payments: GetPayment,
    private readonly sandbox: CompleteSandboxPayment,
  ) {}

  /**
   * A provider's webhook: its signature is checked over the raw bytes, the event stored once, and
   * 200 answered (a redelivery too); the effect follows once the provider's verify call confirms it.
   */
  @Public()
  @Post('webhooks/:provider')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Param('provider') provider: string, @Req() req: Request): Promise<{ received: true }> {
    if (!(PROVIDER_NAMES as readonly string[]).includes(provider)) throw PaymentProblems.unknownProvider();
    await this.intake.receive(provider as ProviderName, rawBodyOf(req), req.headers, req.originalUrl);
    return { received: true };
  }

  /** One of the caller's payments (staff: any): its status and what the buyer must do next. */
  @Get(':id')
  @ApiBearerAuth()
  @Roles('buyer', 'admin')
  @ApiOkResponse({ type: PaymentResponse })
  @ApiProblemResponses(401, 403, 404)
  get(@CurrentUser() user: AuthUser, @Param('id', paymentIdPipe()) id: string): Promise<PaymentView> {
    return this.payments.execute(user, id);
  }

  /** Sandbox only: approve or decline the payment, optionally with duplicate or out-of-order webhooks. */
  @Post('sandbox/:paymentId/complete')
  @HttpCode(200)
  @ApiBearerAuth()
  @Roles('buyer', 'admin')
  @ApiOkResponse({ type: SandboxCompletionResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  complete(
    @CurrentUser() user: AuthUser,
    @Param('paymentId', paymentIdPipe()) paymentId: string,
    @Body() body: SandboxCompleteDto,
  ): Promise<SandboxCompletion> {
    return this.sandbox.execute(user, paymentId, body);
  }
}
