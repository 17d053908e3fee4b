import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { CartItemProblemResponse, CartPriceTierResponse } from '../cart/cart.response.js';
import type { ItemProblem } from '../cart/merge-cart.use-case.js';
import type { PriceTier } from '../pricing/pricing.js';
import type { WishlistMergeItemResult, WishlistMergeView } from './merge-wishlist.use-case.js';
import type { WishlistItemView, WishlistView } from './wishlist.view.js';

const OUTCOMES: WishlistMergeItemResult['outcome'][] = ['added', 'already', 'skipped'];

@ApiSchema({ name: 'WishlistItem', description: 'A saved product, as it is now' })
export class WishlistItemResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  productId!: string;

  @ApiProperty({ format: 'uuid' })
  sellerId!: string;

  @ApiProperty({ example: 'Grade A fermented cocoa beans' })
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl!: string | null;

  @ApiProperty({ example: 'tonne' })
  unit!: string;

  @ApiProperty({ example: 'GHS' })
  currency!: string;

  @ApiProperty({ type: 'integer', example: 5 })
  moq!: number;

  @ApiProperty({ type: () => [CartPriceTierResponse] })
  priceTiers!: PriceTier[];

  @ApiProperty({ type: 'integer', nullable: true, description: 'The unit price at the MOQ' })
  fromUnitPriceMinor!: number | null;

  @ApiProperty()
  readyToShip!: boolean;

  @ApiProperty({ description: 'Published now (archived or rejected products stay listed, unavailable)' })
  available!: boolean;

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;
}

@ApiSchema({ name: 'Wishlist', description: "The buyer's saved products, newest first" })
export class WishlistResponse {
  @ApiProperty({ type: () => [WishlistItemResponse] })
  items!: WishlistItemView[];

  @ApiProperty({ type: 'integer' })
  count!: number;
}

@ApiSchema({ name: 'WishlistMergeItemResult' })
export class WishlistMergeItemResultResponse {
  @ApiProperty({ format: 'uuid' })
  productId!: string;

  @ApiProperty({ enum: OUTCOMES, enumName: 'WishlistMergeOutcome' })
  outcome!: WishlistMergeItemResult['outcome'];

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  itemId!: string | null;

  @ApiProperty({ type: () => CartItemProblemResponse, nullable: true })
  problem!: ItemProblem | null;
}

@ApiSchema({ name: 'WishlistMerge' })
export class WishlistMergeResponse {
  @ApiProperty({ type: () => WishlistResponse })
  wishlist!: WishlistView;

  @ApiProperty({ type: () => [WishlistMergeItemResultResponse] })
  results!: WishlistMergeItemResult[];
}

type _Item = AssertTrue<SameShape<WishlistItemResponse, WishlistItemView>>;
type _List = AssertTrue<SameShape<WishlistResponse, WishlistView>>;
type _Result = AssertTrue<SameShape<WishlistMergeItemResultResponse, WishlistMergeItemResult>>;
type _Merge = AssertTrue<SameShape<WishlistMergeResponse, WishlistMergeView>>;
