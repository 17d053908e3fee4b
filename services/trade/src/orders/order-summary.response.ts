import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { ORDER_STATUSES, type OrderStatus } from './order-lifecycle.js';
import type { OrderSummaryView } from './order-summary.view.js';

@ApiSchema({ name: 'OrderDocumentRef' })
export class OrderDocumentRefResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ example: 'invoice.pdf' })
  name!: string;
  @ApiProperty({ example: 'application/pdf' })
  contentType!: string;
}

@ApiSchema({ name: 'Shipment' })
export class ShipmentResponse {
  @ApiProperty({ example: 'DHL Express' })
  carrier!: string;
  @ApiProperty({ example: 'JD014600003828' })
  trackingNumber!: string;
  @ApiPropertyOptional({ example: 'https://www.dhl.com/track?AWB=JD014600003828' })
  trackingUrl?: string;
  @ApiProperty({ type: OrderDocumentRefResponse, isArray: true })
  documents!: OrderDocumentRefResponse[];
  @ApiProperty({ format: 'date-time' })
  shippedAt!: string;
}

@ApiSchema({ name: 'OrderSummary', description: 'One order, amounts in integer minor units' })
export class OrderSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'SK-7F3K-92QD' }) reference!: string;
  @ApiProperty({ format: 'uuid' }) checkoutId!: string;
  @ApiProperty({ format: 'uuid' }) buyerId!: string;
  @ApiProperty({ format: 'uuid' }) sellerId!: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: OrderStatus;
  @ApiProperty({ example: 'KES', description: "The buyer's currency" }) currency!: string;
  @ApiProperty({ type: 'integer' }) amountMinor!: number;
  @ApiProperty({ type: 'integer' }) feeMinor!: number;
  @ApiProperty({ type: 'integer', example: 500 }) feeBasisPoints!: number;
  @ApiProperty({
    type: 'integer',
    description: 'What the seller receives on release (0 once declined, cancelled or expired)',
  })
  netMinor!: number;
  @ApiProperty({ example: 'GHS' }) sellerCurrency!: string;
  @ApiProperty({ type: 'integer' }) sellerSubtotalMinor!: number;
  @ApiProperty({ type: ShipmentResponse, nullable: true }) shipment!: ShipmentResponse | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) paidAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) deliveredAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) releaseDueAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) closedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

type _Order = AssertTrue<SameShape<OrderSummaryResponse, OrderSummaryView>>;
