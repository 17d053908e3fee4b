import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-lifecycle.js';
import { CHECKOUT_STATUSES, type CheckoutStatus } from '../orders/order.entities.js';
import { PaymentResponse } from '../payments/payment.response.js';
import type { PaymentView } from '../payments/payment.view.js';
import type { CheckoutLineView, CheckoutOrderView, CheckoutView, FxLockView } from './checkout.view.js';

/** OpenAPI schemas of checkout's answers (the web client is generated from them), checked against the views. */
@ApiSchema({ name: 'TradeCheckoutLine', description: 'A product line, priced in the seller currency' })
export class CheckoutLineResponse {
  @ApiProperty({ format: 'uuid' })
  productId!: string;

  @ApiProperty({ example: 'Grade A fermented cocoa beans' })
  title!: string;

  @ApiProperty({ example: 'tonne' })
  unit!: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl!: string | null;

  @ApiProperty({ type: 'integer', example: 20 })
  quantity!: number;

  @ApiProperty({ type: 'integer', example: 2900000, description: 'Minor units of the order sellerCurrency' })
  unitPriceMinor!: number;

  @ApiProperty({ type: 'integer', example: 58000000 })
  lineTotalMinor!: number;
}

@ApiSchema({ name: 'TradeCheckoutOrder', description: 'One seller’s order within a checkout' })
export class CheckoutOrderResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'SK-7F3K-92QD' })
  reference!: string;

  @ApiProperty({ format: 'uuid' })
  sellerId!: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  status!: OrderStatus;

  @ApiProperty({ example: 'KES', description: 'The buyer currency' })
  currency!: string;

  @ApiProperty({ type: 'integer', description: 'Minor units of currency' })
  amountMinor!: number;

  @ApiProperty({ type: 'integer', description: 'The platform fee, included in amountMinor' })
  feeMinor!: number;

  @ApiProperty({
    type: 'integer',
    example: 500,
    description: 'The seller plan fee rate at checkout (500 = 5%)',
  })
  feeBasisPoints!: number;

  @ApiProperty({ example: 'GHS' })
  sellerCurrency!: string;

  @ApiProperty({ type: 'integer' })
  sellerSubtotalMinor!: number;

  @ApiProperty({ example: '8.38845655', description: 'currency per sellerCurrency, for display' })
  fxRate!: string;

  @ApiProperty({ example: '12935/1542', description: 'The exact locked ratio' })
  fxRateExact!: string;

  @ApiProperty({ format: 'date-time', description: 'Unpaid by then, the order expires' })
  expiresAt!: string;

  @ApiProperty({ type: CheckoutLineResponse, isArray: true })
  lines!: CheckoutLineView[];
}

@ApiSchema({ name: 'TradeFxLockRate' })
export class FxLockRateResponse {
  @ApiProperty({ example: 'KES' })
  currency!: string;

  @ApiProperty({ example: '129.35', description: 'Units per USD, exact decimal text' })
  perUsd!: string;

  @ApiProperty({ type: 'integer', description: 'The rates publication it came from' })
  version!: number;
}

@ApiSchema({ name: 'TradeFxLock', description: 'The rates locked at checkout and until when' })
export class FxLockResponse {
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ description: 'true: re-confirm at today’s rates before paying' })
  expired!: boolean;

  @ApiProperty({ type: FxLockRateResponse, isArray: true })
  rates!: FxLockRateResponse[];
}

@ApiSchema({ name: 'TradeCheckout', description: 'A checkout: one order per seller and its payment' })
export class CheckoutResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: CHECKOUT_STATUSES })
  status!: CheckoutStatus;

  @ApiProperty({ example: 'KES' })
  currency!: string;

  @ApiProperty({ type: 'integer', description: 'The sum of the orders’ amounts, minor units' })
  totalMinor!: number;

  @ApiProperty({ type: FxLockResponse })
  fxLock!: FxLockView;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  shippingAddress!: Record<string, string>;

  @ApiProperty({ type: String, nullable: true })
  incoterm!: string | null;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;

  @ApiProperty({ type: CheckoutOrderResponse, isArray: true })
  orders!: CheckoutOrderView[];

  @ApiProperty({ type: PaymentResponse, nullable: true })
  payment!: PaymentView | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

type _Line = AssertTrue<SameShape<CheckoutLineResponse, CheckoutLineView>>;
type _Order = AssertTrue<SameShape<CheckoutOrderResponse, CheckoutOrderView>>;
type _Lock = AssertTrue<SameShape<FxLockResponse, FxLockView>>;
type _Checkout = AssertTrue<SameShape<CheckoutResponse, CheckoutView>>;
