import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { PRODUCT_STATUSES, type ProductStatus } from './product.entity.js';
import type { DailyViews, SellerProductSummary, TopProductViews } from './seller-summary.query.js';

/** OpenAPI schemas of SellerProductSummary (seller-summary.query.ts); checked against it below. */
@ApiSchema({ name: 'SellerProductCounts', description: "The seller's products per status" })
export class SellerProductCountsResponse {
  @ApiProperty({ type: 'integer' })
  draft!: number;

  @ApiProperty({ type: 'integer' })
  pending_review!: number;

  @ApiProperty({ type: 'integer' })
  published!: number;

  @ApiProperty({ type: 'integer' })
  rejected!: number;

  @ApiProperty({ type: 'integer' })
  archived!: number;
}

@ApiSchema({ name: 'DailyProductViews' })
export class DailyViewsResponse {
  @ApiProperty({ example: '2026-12-24', description: 'UTC day' })
  day!: string;

  @ApiProperty({ type: 'integer' })
  views!: number;
}

@ApiSchema({ name: 'TopProductViews' })
export class TopProductViewsResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: PRODUCT_STATUSES, enumName: 'ProductStatus' })
  status!: ProductStatus;

  @ApiProperty({ type: 'integer', description: 'Views in the last 30 days' })
  views!: number;
}

@ApiSchema({
  name: 'SellerProductViews',
  description: 'Views of the public product pages, one per visitor and day',
})
export class SellerViewsResponse {
  @ApiProperty({ type: 'integer' })
  today!: number;

  @ApiProperty({ type: 'integer' })
  last7Days!: number;

  @ApiProperty({ type: 'integer' })
  last30Days!: number;

  @ApiProperty({ type: 'integer', description: 'Since views were first counted' })
  total!: number;

  @ApiProperty({ type: () => [DailyViewsResponse], description: 'The last 30 days, oldest first' })
  daily!: DailyViewsResponse[];

  @ApiProperty({ type: () => [TopProductViewsResponse], maxItems: 5 })
  topProducts!: TopProductViewsResponse[];
}

@ApiSchema({ name: 'SellerProductSummary', description: "A seller's own product figures" })
export class SellerProductSummaryResponse {
  @ApiProperty({ type: () => SellerProductCountsResponse })
  counts!: SellerProductCountsResponse;

  @ApiProperty({ type: () => SellerViewsResponse })
  views!: SellerViewsResponse;

  @ApiProperty({ format: 'date-time' })
  generatedAt!: string;
}

type _Daily = AssertTrue<SameShape<DailyViewsResponse, DailyViews>>;
type _Top = AssertTrue<SameShape<TopProductViewsResponse, TopProductViews>>;
type _Summary = AssertTrue<SameShape<SellerProductSummaryResponse, SellerProductSummary>>;
