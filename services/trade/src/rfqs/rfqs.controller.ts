import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses, negotiateLanguage, PLATFORM_LANGUAGES } from '@sokoni/platform/errors';
import { Idempotent } from '@sokoni/platform/idempotency';
import { CheckoutResponse } from '../checkout/checkout.response.js';
import type { CheckoutView } from '../checkout/checkout.view.js';
import { AcceptQuote } from './accept-quote.use-case.js';
import { CloseRfq } from './close-rfq.use-case.js';
import { PostRfq } from './post-rfq.use-case.js';
import { QuoteRfq } from './quote-rfq.use-case.js';
import { RfqReader } from './rfq-reader.js';
import { RfqDetailResponse, RfqPageResponse } from './rfq.response.js';
import type { RfqDetailView, RfqPage, RfqView } from './rfq.view.js';
import { AcceptQuoteDto, PostRfqDto, QuoteDto, RfqPageQueryDto } from './rfqs.dto.js';

/**
 * RFQs: buyers post and compare, the suppliers an RFQ went to quote. An RFQ the caller may not see
 * (someone else's, private and not for them, removed) is 404 — never 403, so ids reveal nothing.
 */
@ApiTags('rfqs')
@ApiBearerAuth()
@Controller('api/v1/rfqs')
export class RfqsController {
  constructor(
    private readonly post: PostRfq,
    private readonly reader: RfqReader,
    private readonly quotes: QuoteRfq,
    private readonly acceptQuote: AcceptQuote,
    private readonly closeRfq: CloseRfq,
  ) {}

  /** Posts an RFQ; 422 lists every broken rule at once. Matching suppliers and the invited are told. */
  @Post()
  @Roles('buyer')
  @Idempotent()
  @ApiCreatedResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(400, 401, 403, 422)
  async create(
    @CurrentUser() buyer: AuthUser,
    @Body() body: PostRfqDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<RfqDetailView> {
    const id = await this.post.execute(buyer, body, negotiateLanguage(acceptLanguage, PLATFORM_LANGUAGES));
    return this.reader.detail(buyer, id);
  }

  /** The buyer's own RFQs, newest first, with their active quote counts. */
  @Get()
  @Roles('buyer')
  @ApiOkResponse({ type: RfqPageResponse })
  @ApiProblemResponses(400, 401, 403)
  mine(@CurrentUser() buyer: AuthUser, @Query() q: RfqPageQueryDto): Promise<RfqPage<RfqView>> {
    return this.reader.mine(buyer, q.page ?? 1, q.pageSize ?? 20);
  }

  /** The buyer: the RFQ and every quote (prices also in the RFQ's currency). A supplier: their own quote. */
  @Get(':id')
  @ApiOkResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(401, 404)
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<RfqDetailView> {
    return this.reader.detail(user, id);
  }

  /** The buyer closes the RFQ without accepting: its active quotes are declined (rfq_closed). */
  @Post(':id/close')
  @Roles('buyer')
  @HttpCode(200)
  @Idempotent()
  @ApiOkResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(401, 403, 404, 409)
  async close(@CurrentUser() buyer: AuthUser, @Param('id') id: string): Promise<RfqDetailView> {
    await this.closeRfq.execute(buyer, id);
    return this.reader.detail(buyer, id);
  }

  /** A supplier quotes (once). 409 when quoting is closed: deadline passed or maxQuotes active quotes. */
  @Post(':id/quotes')
  @Roles('seller')
  @Idempotent()
  @ApiCreatedResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422)
  async quote(@CurrentUser() supplier: AuthUser, @Param('id') id: string, @Body() body: QuoteDto) {
    await this.quotes.submit(supplier, id, body);
    return this.reader.detail(supplier, id);
  }

  /** Revises the supplier's quote, once. */
  @Put(':id/quotes/:quoteId')
  @Roles('seller')
  @ApiOkResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422)
  async revise(
    @CurrentUser() supplier: AuthUser,
    @Param('id') id: string,
    @Param('quoteId') quoteId: string,
    @Body() body: QuoteDto,
  ): Promise<RfqDetailView> {
    await this.quotes.revise(supplier, id, quoteId, body);
    return this.reader.detail(supplier, id);
  }

  @Post(':id/quotes/:quoteId/withdraw')
  @Roles('seller')
  @HttpCode(200)
  @ApiOkResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(401, 403, 404, 409)
  async withdraw(
    @CurrentUser() supplier: AuthUser,
    @Param('id') id: string,
    @Param('quoteId') quoteId: string,
  ): Promise<RfqDetailView> {
    await this.quotes.withdraw(supplier, id, quoteId);
    return this.reader.detail(supplier, id);
  }

  /**
   * The buyer accepts a quote: a checkout of one order at the quoted terms, to be paid like any
   * (POST /api/v1/checkout/:checkoutId/pay if the payment needs starting again). 409 when another
   * quote was accepted first.
   */
  @Post(':id/quotes/:quoteId/accept')
  @Roles('buyer')
  @Idempotent({ required: true })
  @ApiCreatedResponse({ type: CheckoutResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422)
  accept(
    @CurrentUser() buyer: AuthUser,
    @Param('id') id: string,
    @Param('quoteId') quoteId: string,
    @Body() body: AcceptQuoteDto,
  ): Promise<CheckoutView> {
    const address = body.shippingAddress ? { ...body.shippingAddress } : undefined;
    return this.acceptQuote.execute(buyer, id, quoteId, address);
  }
}
