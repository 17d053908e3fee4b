import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { ProductCardResponse } from '../search/search.response.js';
import type { FeaturedProduct } from './featured-products.query.js';

@ApiSchema({
  name: 'FeaturedProduct',
  description: 'A product card of the home page, with its category named in the language asked for',
})
export class FeaturedProductResponse extends ProductCardResponse {
  @ApiProperty({ example: 'Cocoa & Coffee' })
  categoryName!: string;
}

@ApiSchema({ name: 'FeaturedProducts' })
export class FeaturedProductsResponse {
  @ApiProperty({ type: () => [FeaturedProductResponse] })
  items!: FeaturedProductResponse[];
}

type _Featured = AssertTrue<SameShape<FeaturedProductResponse, FeaturedProduct>>;
type _FeaturedList = AssertTrue<SameShape<FeaturedProductsResponse, { items: FeaturedProduct[] }>>;
