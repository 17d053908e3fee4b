import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { RecentlyViewedItemView, RecentlyViewedView } from './recently-viewed.view.js';

@ApiSchema({ name: 'RecentlyViewedItem', description: 'A product the buyer opened, as it is now' })
export class RecentlyViewedItemResponse {
  @ApiProperty({ format: 'uuid' }) productId!: string;
  @ApiProperty({ format: 'uuid' }) sellerId!: string;
  @ApiProperty({ example: 'Grade A fermented cocoa beans' }) title!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ example: 'tonne' }) unit!: string;
  @ApiProperty({ example: 'GHS' }) currency!: string;
  @ApiProperty({ type: 'integer', example: 5 }) moq!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The unit price at the MOQ' })
  fromUnitPriceMinor!: number | null;
  @ApiProperty({ format: 'date-time' }) viewedAt!: string;
}

@ApiSchema({
  name: 'RecentlyViewed',
  description: 'The last 50 distinct products the buyer opened, newest first (those still for sale)',
})
export class RecentlyViewedResponse {
  @ApiProperty({ type: () => [RecentlyViewedItemResponse] }) items!: RecentlyViewedItemView[];
}

type _Item = AssertTrue<SameShape<RecentlyViewedItemResponse, RecentlyViewedItemView>>;
type _List = AssertTrue<SameShape<RecentlyViewedResponse, RecentlyViewedView>>;
