import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { OrderEscrowResponse } from '../orders/order-read.response.js';
import type { OrderEscrowView } from '../orders/order-read.view.js';
import { OrderSummaryResponse } from '../orders/order-summary.response.js';
import type {
  AdminOrderLineView,
  AdminOrderRefundView,
  AdminOrderTimelineEntry,
  AdminOrderView,
} from './admin-orders.query.js';

/** OpenAPI schemas of the back office's order answers, checked against the views they describe. */
@ApiSchema({ name: 'TradeOrderAdminLine', description: 'A product line, priced in the order sellerCurrency' })
export class AdminOrderLineResponse {
  @ApiProperty({ format: 'uuid' })
  productId!: string;

  @ApiProperty({ example: 'Grade A fermented cocoa beans' })
  title!: string;

  @ApiProperty({ example: 'tonne' })
  unit!: string;

  @ApiProperty({ type: 'integer', example: 20 })
  quantity!: number;

  @ApiProperty({ type: 'integer', example: 2900000, description: 'Minor units of the order sellerCurrency' })
  unitPriceMinor!: number;

  @ApiProperty({ type: 'integer', example: 58000000, description: 'unitPriceMinor × quantity, as charged' })
  lineTotalMinor!: number;
}

@ApiSchema({ name: 'TradeOrderAdminTimelineEntry' })
export class AdminOrderTimelineEntryResponse {
  @ApiProperty({ example: 'pay' })
  action!: string;

  @ApiProperty({ type: String, nullable: true })
  fromStatus!: string | null;

  @ApiProperty({ example: 'paid' })
  toStatus!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null for the system' })
  actorId!: string | null;

  @ApiProperty({ enum: ['buyer', 'seller', 'staff', 'system'] })
  actorRole!: string;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

@ApiSchema({ name: 'TradeOrderAdminRefund' })
export class AdminOrderRefundResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: 'integer', description: 'Minor units of the order currency' })
  amountMinor!: number;

  @ApiProperty({ example: 'succeeded' })
  status!: string;

  @ApiProperty({ example: 'staff_refund' })
  cause!: string;

  @ApiProperty()
  reason!: string;

  @ApiProperty({ type: String, nullable: true })
  failureReason!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({
  name: 'TradeOrderAdmin',
  description: 'One order for staff: money, locked rate, address, lines, timeline, escrow, refunds',
})
export class AdminOrderResponse extends OrderSummaryResponse {
  @ApiProperty({ example: '8.38845655', description: 'currency per sellerCurrency, 8 places, for display' })
  fxRate!: string;

  @ApiProperty({ example: '12935/1542', description: 'The exact ratio locked at checkout' })
  fxRateExact!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'The address the buyer gave at checkout',
  })
  shippingAddress!: Record<string, string>;

  @ApiProperty({ type: String, nullable: true })
  incoterm!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The buyer’s note at checkout' })
  note!: string | null;

  @ApiProperty({ type: AdminOrderLineResponse, isArray: true })
  lines!: AdminOrderLineView[];

  @ApiProperty({ type: AdminOrderTimelineEntryResponse, isArray: true })
  timeline!: AdminOrderTimelineEntry[];

  @ApiProperty({
    type: OrderEscrowResponse,
    nullable: true,
    description: 'null before the payment was captured',
  })
  escrow!: OrderEscrowView | null;

  @ApiProperty({ type: AdminOrderRefundResponse, isArray: true })
  refunds!: AdminOrderRefundView[];

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  disputeId!: string | null;
}

type _Line = AssertTrue<SameShape<AdminOrderLineResponse, AdminOrderLineView>>;
type _Timeline = AssertTrue<SameShape<AdminOrderTimelineEntryResponse, AdminOrderTimelineEntry>>;
type _Refund = AssertTrue<SameShape<AdminOrderRefundResponse, AdminOrderRefundView>>;
type _Order = AssertTrue<SameShape<AdminOrderResponse, AdminOrderView>>;
