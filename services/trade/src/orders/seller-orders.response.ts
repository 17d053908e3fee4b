import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { OrderSummaryResponse } from './order-summary.response.js';
import type { SellerOrderLineView, SellerOrderPage, SellerOrderView } from './seller-orders.query.js';

@ApiSchema({ name: 'SellerOrderLine' })
export class SellerOrderLineResponse {
  @ApiProperty({ format: 'uuid' }) productId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ example: 'tonne' }) unit!: string;
  @ApiProperty({ type: 'integer' }) quantity!: number;
  @ApiProperty({ type: 'integer', description: "In the seller's currency" }) unitPriceMinor!: number;
  @ApiProperty({ type: 'integer' }) lineTotalMinor!: number;
}

@ApiSchema({ name: 'SellerOrder' })
export class SellerOrderResponse extends OrderSummaryResponse {
  @ApiProperty({ type: SellerOrderLineResponse, isArray: true })
  lines!: SellerOrderLineResponse[];
}

@ApiSchema({ name: 'SellerOrderPage' })
export class SellerOrderPageResponse {
  @ApiProperty({ type: SellerOrderResponse, isArray: true }) items!: SellerOrderResponse[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) pageSize!: number;
}

type _Line = AssertTrue<SameShape<SellerOrderLineResponse, SellerOrderLineView>>;
type _Order = AssertTrue<SameShape<SellerOrderResponse, SellerOrderView>>;
type _Page = AssertTrue<SameShape<SellerOrderPageResponse, SellerOrderPage>>;
