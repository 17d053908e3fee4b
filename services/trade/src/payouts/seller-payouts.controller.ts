import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { Idempotent } from '@sokoni/platform/idempotency';
import { BalanceResponse, PayoutPageResponse, PayoutResponse } from './payout.response.js';
import { toPayoutView, type BalanceView, type PayoutPage, type PayoutView } from './payout.view.js';
import { PayoutsQueryDto, RequestPayoutDto } from './payouts.dto.js';
import { RequestPayout } from './request-payout.use-case.js';
import { SellerPayouts } from './seller-payouts.query.js';

/** A seller's money: the balance per currency, payouts of what was released, and their history. */
@ApiTags('payouts')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/seller')
export class SellerPayoutsController {
  constructor(
    private readonly requestPayout: RequestPayout,
    private readonly reader: SellerPayouts,
  ) {}

  @Get('balance')
  @ApiOkResponse({ type: BalanceResponse, isArray: true })
  @ApiProblemResponses(401, 403)
  balance(@CurrentUser() seller: AuthUser): Promise<BalanceView[]> {
    return this.reader.balance(seller);
  }

  /** Pays out (part of) the available balance in one currency through the payment provider. */
  @Post('payouts')
  @Idempotent({ required: true })
  @ApiCreatedResponse({ type: PayoutResponse })
  @ApiProblemResponses(400, 401, 403, 409)
  async payout(@CurrentUser() seller: AuthUser, @Body() body: RequestPayoutDto): Promise<PayoutView> {
    return toPayoutView(await this.requestPayout.execute(seller, body));
  }

  @Get('payouts')
  @ApiOkResponse({ type: PayoutPageResponse })
  @ApiProblemResponses(400, 401, 403)
  payouts(@CurrentUser() seller: AuthUser, @Query() q: PayoutsQueryDto): Promise<PayoutPage> {
    return this.reader.list(seller, q.status, q.page ?? 1, q.pageSize ?? 20);
  }
}
