import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses, negotiateLanguage, PLATFORM_LANGUAGES } from '@sokoni/platform/errors';
import { Idempotent } from '@sokoni/platform/idempotency';
import { checkoutIdPipe, PlaceCheckoutDto } from './checkout.dto.js';
import { CheckoutResponse } from './checkout.response.js';
import type { CheckoutView } from './checkout.view.js';
import { GetCheckout } from './get-checkout.query.js';
import { PayCheckout } from './pay-checkout.use-case.js';
import { PlaceCheckout } from './place-checkout.use-case.js';
import { ReconfirmCheckout } from './reconfirm-checkout.use-case.js';

/** A buyer's checkout: one payment for orders from several sellers, at locked FX rates. */
@ApiTags('trade')
@ApiBearerAuth()
@Roles('buyer')
@Controller('api/v1/checkout')
export class CheckoutController {
  constructor(
    private readonly place: PlaceCheckout,
    private readonly checkouts: GetCheckout,
    private readonly pay: PayCheckout,
    private readonly reconfirm: ReconfirmCheckout,
  ) {}

  /**
   * Buys the lines given (from the buyer's server cart): one order per seller, the total in
   * `currency` at locked rates, stock reserved, and a payment started. 409 when prices moved since
   * the cart showed them (the new prices attached), 422 for lines that cannot be bought.
   */
  @Post()
  @Idempotent({ required: true })
  @ApiCreatedResponse({ type: CheckoutResponse })
  @ApiProblemResponses(400, 401, 403, 409, 422)
  create(
    @CurrentUser() buyer: AuthUser,
    @Body() body: PlaceCheckoutDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<CheckoutView> {
    const { shippingAddress, ...rest } = body;
    return this.place.execute(
      buyer,
      { ...rest, shippingAddress: { ...shippingAddress } },
      negotiateLanguage(acceptLanguage, PLATFORM_LANGUAGES),
    );
  }

  /** One of the caller's checkouts, with its orders and latest payment. */
  @Get(':id')
  @ApiOkResponse({ type: CheckoutResponse })
  @ApiProblemResponses(401, 403, 404)
  get(@CurrentUser() buyer: AuthUser, @Param('id', checkoutIdPipe()) id: string): Promise<CheckoutView> {
    return this.checkouts.execute(buyer, id);
  }

  /** Starts a new payment after the last one failed (or was never started); 409 once the rates expired. */
  @Post(':id/pay')
  @Idempotent({ required: true })
  @ApiCreatedResponse({ type: CheckoutResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  startPayment(
    @CurrentUser() buyer: AuthUser,
    @Param('id', checkoutIdPipe()) id: string,
  ): Promise<CheckoutView> {
    return this.pay.execute(buyer, id);
  }

  /** Re-locks an unpaid checkout at today's rates: new amounts, fees and rate expiry. */
  @Post(':id/reconfirm')
  @HttpCode(200)
  @Idempotent({ required: true })
  @ApiOkResponse({ type: CheckoutResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422)
  relock(@CurrentUser() buyer: AuthUser, @Param('id', checkoutIdPipe()) id: string): Promise<CheckoutView> {
    return this.reconfirm.execute(buyer, id);
  }
}
