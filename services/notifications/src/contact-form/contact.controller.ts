import { Body, Controller, Headers, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@sokoni/platform/auth';
import { ApiAcceptLanguage, ApiProblemResponse, ApiProblemResponses } from '@sokoni/platform/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENT_REPLAYED_HEADER,
  readIdempotencyKey,
} from '@sokoni/platform/idempotency';
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
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'A value unique to this message (a UUID, say), sent again unchanged on a retry: the first receipt ' +
      'comes back (with `Idempotent-Replayed: true`) and nothing is stored or mailed twice.',
    schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: '^[!-~]+$' },
  })
  @ApiProblemResponses(400, 429)
  @ApiProblemResponse(422, 'The Idempotency-Key was used for another message (idempotency.key_reused)')
  @ApiAcceptLanguage()
  async create(
    @Body() body: ContactMessageDto,
    // Read from the request rather than @Headers, which would document the header as required.
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<ContactReceipt> {
    const key = readIdempotencyKey(req.headers['idempotency-key'], false);
    const sent = await this.send.execute(body, recipientLocale(body.locale, acceptLanguage), key);
    if (sent.replayed) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return sent.receipt;
  }
}
