import { Body, Controller, Headers, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthUser } from '@sokoni/platform/auth';
import { ApiAcceptLanguage, ApiProblemResponses } from '@sokoni/platform/errors';
import { recipientLocale } from '../email/recipient-locale.js';
import { CreateServiceRequest } from './create-service-request.use-case.js';
import { ServiceRequestDto } from './service-request.dto.js';
import { ServiceRequestReceiptResponse } from './service-request.response.js';
import type { ServiceRequestReceipt } from './service-request.view.js';

@ApiTags('service-requests')
@Controller('api/v1/service-requests')
export class ServiceRequestController {
  constructor(private readonly create: CreateServiceRequest) {}

  /**
   * The storefront's service pages (/trade-finance, /logistics, /quality-control, /partnerships).
   * Open to visitors; a signed-in requester's account is recorded with the request.
   */
  @Public()
  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({
    type: ServiceRequestReceiptResponse,
    description: 'Stored; the support team and (an acknowledgement) the requester are e-mailed',
  })
  @ApiProblemResponses(400, 429)
  @ApiAcceptLanguage()
  send(
    @Body() body: ServiceRequestDto,
    @CurrentUser() user: AuthUser | undefined,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<ServiceRequestReceipt> {
    return this.create.execute(body, recipientLocale(body.locale, acceptLanguage), user?.id ?? null);
  }
}
