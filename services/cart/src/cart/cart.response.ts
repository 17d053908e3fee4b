import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { LineFlag, Money, PriceTier, Repricing } from '../pricing/pricing.js';
import type { CartCounts, CartLineView, CartSellerView, CartView } from './cart.view.js';
import type { CartMergeItemResult, CartMergeView, ItemProblem, MergeOutcome } from './merge-cart.use-case.js';

/**
 * OpenAPI schemas of the cart's answers (the web client is generated from them); each is checked
 * against the type the code returns. Names start with Cart: the gateway merges every service's schemas.
 */
const FLAGS: LineFlag[] = ['unavailable', 'repriced', 'below_moq'];
const OUTCOMES: MergeOutcome[] = ['added', 'merged', 'skipped'];

@ApiSchema({ name: 'CartPriceTier', description: 'From minQuantity units up, this unit price' })
export class CartPriceTierResponse {
  @ApiProperty({ type: 'integer', example: 20 })
  minQuantity!: number;

  @ApiProperty({ type: 'integer', example: 2900000, description: 'Minor units of the product currency' })
  unitPriceMinor!: number;
}

@ApiSchema({ name: 'CartMoney', description: 'An amount in integer minor units of an ISO 4217 currency' })
export class CartMoneyResponse {
  @ApiProperty({ example: 'GHS' })
  currency!: string;

  @ApiProperty({ type: 'integer', example: 58000000 })
  amountMinor!: number;
}

@ApiSchema({
  name: 'CartRepricing',
  description: 'The price the buyer accepted and the price the product has now for the same quantity',
})
export class CartRepricingResponse {
  @ApiProperty({ type: 'integer', example: 2900000 })
  oldUnitPriceMinor!: number;

  @ApiProperty({ example: 'GHS' })
  oldCurrency!: string;

  @ApiProperty({ type: 'integer', example: 3100000 })
  newUnitPriceMinor!: number;

  @ApiProperty({ example: 'GHS' })
  newCurrency!: string;
}

@ApiSchema({
  name: 'CartLine',
  description:
    'A product in the cart with the price snapshot the buyer accepted (unitPriceMinor, currency, title, image) and flags against the product as it is now',
})
export class CartLineResponse {
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

  @ApiProperty({ type: 'integer', example: 20 })
  quantity!: number;

  @ApiProperty({ example: 'GHS' })
  currency!: string;

  @ApiProperty({ type: 'integer', example: 2900000, description: 'The accepted unit price (snapshot)' })
  unitPriceMinor!: number;

  @ApiProperty({ type: 'integer', example: 58000000, description: 'quantity × unitPriceMinor' })
  lineTotalMinor!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The current MOQ; null when unavailable' })
  moq!: number | null;

  @ApiProperty({ type: () => [CartPriceTierResponse], description: 'Current tiers; empty when unavailable' })
  priceTiers!: PriceTier[];

  @ApiProperty({
    enum: FLAGS,
    enumName: 'CartLineFlag',
    isArray: true,
    description:
      'unavailable: no longer published; repriced: the tiers now price this quantity differently (see repriced); below_moq: the MOQ rose above the quantity',
  })
  flags!: LineFlag[];

  @ApiProperty({ type: () => CartRepricingResponse, nullable: true })
  repriced!: Repricing | null;

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the buyer last set the quantity or accepted a price',
  })
  updatedAt!: string;
}

@ApiSchema({ name: 'CartSeller', description: "One seller's lines and their subtotals" })
export class CartSellerResponse {
  @ApiProperty({ format: 'uuid' })
  sellerId!: string;

  @ApiProperty({ type: () => [CartLineResponse] })
  lines!: CartLineView[];

  @ApiProperty({
    type: () => [CartMoneyResponse],
    description: 'One per currency, at accepted prices, leaving out unavailable lines',
  })
  subtotals!: Money[];
}

@ApiSchema({ name: 'CartCounts' })
export class CartCountsResponse {
  @ApiProperty({ type: 'integer' })
  lines!: number;

  @ApiProperty({ type: 'integer', description: 'Lines with at least one flag' })
  flagged!: number;

  @ApiProperty({ type: 'integer' })
  repriced!: number;

  @ApiProperty({ type: 'integer' })
  unavailable!: number;

  @ApiProperty({ type: 'integer' })
  belowMoq!: number;
}

@ApiSchema({ name: 'Cart', description: "The buyer's cart, grouped by seller" })
export class CartResponse {
  @ApiProperty({ type: () => [CartSellerResponse] })
  sellers!: CartSellerView[];

  @ApiProperty({ type: () => CartCountsResponse })
  counts!: CartCounts;

  @ApiProperty({ description: 'At least one line and no flagged line' })
  readyForCheckout!: boolean;
}

@ApiSchema({ name: 'CartItemProblem', description: 'Why one item was not taken, in the caller’s language' })
export class CartItemProblemResponse {
  @ApiProperty({ example: 'cart.below_moq' })
  code!: string;

  @ApiProperty({ example: 'The minimum order for this product is 5 tonne.' })
  detail!: string;
}

@ApiSchema({ name: 'CartMergeItemResult' })
export class CartMergeItemResultResponse {
  @ApiProperty({ format: 'uuid' })
  productId!: string;

  @ApiProperty({ type: 'integer', description: 'Units asked for (a product listed twice is summed)' })
  quantity!: number;

  @ApiProperty({ enum: OUTCOMES, enumName: 'CartMergeOutcome' })
  outcome!: MergeOutcome;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  lineId!: string | null;

  @ApiProperty({ type: () => CartItemProblemResponse, nullable: true })
  problem!: ItemProblem | null;
}

@ApiSchema({ name: 'CartMerge', description: 'The cart after the merge and what happened to each item' })
export class CartMergeResponse {
  @ApiProperty({ type: () => CartResponse })
  cart!: CartView;

  @ApiProperty({ type: () => [CartMergeItemResultResponse] })
  results!: CartMergeItemResult[];
}

type _Tier = AssertTrue<SameShape<CartPriceTierResponse, PriceTier>>;
type _Money = AssertTrue<SameShape<CartMoneyResponse, Money>>;
type _Repricing = AssertTrue<SameShape<CartRepricingResponse, Repricing>>;
type _Line = AssertTrue<SameShape<CartLineResponse, CartLineView>>;
type _Seller = AssertTrue<SameShape<CartSellerResponse, CartSellerView>>;
type _Counts = AssertTrue<SameShape<CartCountsResponse, CartCounts>>;
type _Cart = AssertTrue<SameShape<CartResponse, CartView>>;
type _Problem = AssertTrue<SameShape<CartItemProblemResponse, ItemProblem>>;
type _Result = AssertTrue<SameShape<CartMergeItemResultResponse, CartMergeItemResult>>;
type _Merge = AssertTrue<SameShape<CartMergeResponse, CartMergeView>>;
