import { Body, Controller, Headers, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import { ApiAcceptLanguage, ApiProblemResponses } from '@sokoni/platform/errors';
import { recipientLocale } from '../email/recipient-locale.js';
import { ContactMessageDto } from './contact-message.dto.js';
import { ContactReceiptResponse } from './contact-message.response.js';
import type { ContactReceipt } from './contact-message.view.js';
import { SendContactMessage } from './send-contact-message.use-case.js';

@ApiTags('contact')
@Controller('api/v1/contact-messages')
export class ContactController {
  constructor(private readonly send: SendContactMessage) {}

  /** The storefront's contact form (/contact). */
  @Public()
  @Post()
  @ApiCreatedResponse({
    type: ContactReceiptResponse,
    description: 'Stored; the support team and (an acknowledgement) the sender are e-mailed',
  })
  @ApiProblemResponses(400, 429)
  @ApiAcceptLanguage()
  create(
    @Body() body: ContactMessageDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<ContactReceipt> {
    return this.send.execute(body, recipientLocale(body.locale, acceptLanguage));
  }
}
