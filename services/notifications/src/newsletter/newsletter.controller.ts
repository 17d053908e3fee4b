import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import { ApiAcceptLanguage, ApiProblemResponses } from '@sokoni/platform/errors';
import { recipientLocale } from '../email/recipient-locale.js';
import { SubscribeNewsletterDto, UnsubscribeNewsletterDto } from './newsletter.dto.js';
import { SubscribeNewsletter } from './subscribe-newsletter.use-case.js';
import { UnsubscribeNewsletter } from './unsubscribe-newsletter.use-case.js';

/** The storefront's newsletter box and the unsubscribe link of its e-mails. */
@ApiTags('newsletter')
@Public()
@Controller('api/v1/newsletter')
export class NewsletterController {
  constructor(
    private readonly subscribe: SubscribeNewsletter,
    private readonly unsubscribe: UnsubscribeNewsletter,
  ) {}

  @Post('subscriptions')
  @HttpCode(202)
  @ApiAcceptedResponse({
    description:
      'Subscribed and a confirmation e-mail queued, or already subscribed (nothing sent): the answer is the same',
  })
  @ApiProblemResponses(400, 429)
  @ApiAcceptLanguage()
  async subscribeTo(
    @Body() body: SubscribeNewsletterDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    await this.subscribe.execute(body.email, recipientLocale(body.locale, acceptLanguage));
  }

  @Post('unsubscribe')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Unsubscribed (also when it already was)' })
  @ApiProblemResponses(400, 429)
  async unsubscribeFrom(@Body() body: UnsubscribeNewsletterDto): Promise<void> {
    await this.unsubscribe.execute(body.token);
  }
}
