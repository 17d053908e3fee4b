import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { CheckoutOrderResponse } from '../checkout/checkout.response.js';
import type { Shipment } from './order.entities.js';
import type {
  OrderDetailView,
  OrderEscrowView,
  OrderPage,
  OrderSummaryView,
  OrderTimelineEntry,
} from './order-read.view.js';

@ApiSchema({ name: 'TradeOrderSummary', description: 'An order with its lines, as a list shows it' })
export class OrderSummaryResponse extends CheckoutOrderResponse {
  @ApiProperty({ format: 'uuid' })
  checkoutId!: string;

  @ApiProperty({ format: 'uuid' })
  buyerId!: string;

  @ApiProperty({
    type: 'integer',
    description: 'What the seller receives on release (0 once declined, cancelled or expired)',
  })
  netMinor!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

@ApiSchema({ name: 'TradeOrderTimelineEntry' })
export class OrderTimelineEntryResponse {
  @ApiProperty({ example: 'pay' })
  action!: string;

  @ApiProperty({ type: String, nullable: true })
  fromStatus!: string | null;

  @ApiProperty({ example: 'paid' })
  toStatus!: string;

  @ApiProperty({ enum: ['buyer', 'seller', 'staff', 'system'] })
  actorRole!: string;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

@ApiSchema({ name: 'TradeOrderEscrow', description: 'The order’s money in escrow, from the ledger' })
export class OrderEscrowResponse {
  @ApiProperty({ example: 'KES' })
  currency!: string;

  @ApiProperty({ type: 'integer' })
  capturedMinor!: number;

  @ApiProperty({ type: 'integer', description: 'Reserved for the seller and the fee, not released yet' })
  heldMinor!: number;

  @ApiProperty({ type: 'integer' })
  releasedMinor!: number;

  @ApiProperty({ type: 'integer' })
  refundedMinor!: number;

  @ApiProperty({ type: 'integer' })
  availableMinor!: number;

  @ApiProperty({ description: 'An open dispute freezes it' })
  frozen!: boolean;
}

@ApiSchema({ name: 'TradeShipmentDocument' })
class ShipmentDocumentResponse {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  contentType!: string;
}

@ApiSchema({ name: 'TradeShipment' })
export class ShipmentResponse {
  @ApiProperty()
  carrier!: string;

  @ApiProperty()
  trackingNumber!: string;

  @ApiProperty({ required: false })
  trackingUrl?: string;

  @ApiProperty({ type: ShipmentDocumentResponse, isArray: true })
  documents!: ShipmentDocumentResponse[];

  @ApiProperty({ format: 'date-time' })
  shippedAt!: string;
}

@ApiSchema({ name: 'TradeOrderDetail', description: 'One order in full, for its buyer, its seller or staff' })
export class OrderDetailResponse extends OrderSummaryResponse {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  shippingAddress!: Record<string, string>;

  @ApiProperty({ type: String, nullable: true })
  incoterm!: string | null;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;

  @ApiProperty({ type: ShipmentResponse, nullable: true })
  shipment!: Shipment | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deliveredAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  releaseDueAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closedAt!: string | null;

  @ApiProperty({ type: OrderTimelineEntryResponse, isArray: true })
  timeline!: OrderTimelineEntry[];

  @ApiProperty({ type: OrderEscrowResponse, nullable: true })
  escrow!: OrderEscrowView | null;
}

@ApiSchema({ name: 'TradeOrderPage' })
export class OrderPageResponse {
  @ApiProperty({ type: OrderSummaryResponse, isArray: true })
  items!: OrderSummaryView[];

  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'integer' })
  page!: number;

  @ApiProperty({ type: 'integer' })
  pageSize!: number;
}

type _Summary = AssertTrue<SameShape<OrderSummaryResponse, OrderSummaryView>>;
type _Detail = AssertTrue<SameShape<OrderDetailResponse, OrderDetailView>>;
type _Page = AssertTrue<SameShape<OrderPageResponse, OrderPage>>;
type _Escrow = AssertTrue<SameShape<OrderEscrowResponse, OrderEscrowView>>;
