import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import {
  PriceTierResponse,
  ProductImageResponse,
  SupplierRefResponse,
} from '../products/product.response.js';
import type { Money, ProductCard } from './product-card.js';
import type { SearchResult } from './product-search.js';
import type { Bucket, SearchFacets } from './search-facets.js';
import type { Suggestion, TrendingTerm } from './search-terms.js';

/** OpenAPI schemas of search's answers; each is checked against the type the code returns. */
@ApiSchema({ name: 'Money', description: 'An amount in integer minor units of an ISO 4217 currency' })
export class MoneyResponse {
  @ApiProperty({ type: 'integer', example: 2750000 })
  amountMinor!: number;

  @ApiProperty({ example: 'GHS' })
  currency!: string;
}

@ApiSchema({ name: 'ProductCard', description: 'A product in a result list: public fields only' })
export class ProductCardResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Grade A fermented cocoa beans' })
  title!: string;

  @ApiProperty({ type: () => ProductImageResponse, nullable: true, description: 'The first image' })
  image!: ProductImageResponse | null;

  @ApiProperty({ example: 'tonne' })
  unit!: string;

  @ApiProperty({ type: 'integer', example: 5 })
  moq!: number;

  @ApiProperty({ type: () => [PriceTierResponse] })
  priceTiers!: PriceTierResponse[];

  @ApiProperty({ example: 'GHS', description: "The product's own currency" })
  currency!: string;

  @ApiProperty({ type: () => MoneyResponse, description: "Lowest tier price in the product's currency" })
  minPrice!: MoneyResponse;

  @ApiProperty({
    type: () => MoneyResponse,
    description: 'The same in the currency asked for (display only: checkout re-quotes)',
  })
  convertedMinPrice!: MoneyResponse;

  @ApiProperty({ example: 'GH' })
  originCountry!: string;

  @ApiProperty({ type: () => SupplierRefResponse })
  supplier!: SupplierRefResponse;

  @ApiProperty()
  readyToShip!: boolean;

  @ApiProperty({ type: 'integer', nullable: true, example: 14 })
  leadTimeDays!: number | null;

  @ApiProperty({ example: 'agriculture/cocoa-coffee' })
  categoryPath!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;
}

@ApiSchema({ name: 'CategoryFacetBucket' })
export class CategoryFacetBucketResponse {
  @ApiProperty({ example: 'agriculture/cocoa-coffee', description: 'Category path to filter on' })
  value!: string;

  @ApiProperty({ example: 'Cocoa & Coffee', description: 'In the language of the answer' })
  name!: string;

  @ApiProperty({ type: 'integer' })
  count!: number;
}

@ApiSchema({ name: 'CountryFacetBucket' })
export class CountryFacetBucketResponse {
  @ApiProperty({ example: 'GH', description: "ISO 3166-1 alpha-2, or 'other' for the rest" })
  value!: string;

  @ApiProperty({ type: 'integer' })
  count!: number;
}

@ApiSchema({ name: 'BooleanFacetBucket' })
export class BooleanFacetBucketResponse {
  @ApiProperty()
  value!: boolean;

  @ApiProperty({ type: 'integer' })
  count!: number;
}

@ApiSchema({ name: 'PriceBandFacetBucket', description: 'Lowest price in USD within [fromUsd, toUsd)' })
export class PriceBandFacetBucketResponse {
  @ApiProperty({ example: '10-100' })
  value!: string;

  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ example: 10 })
  fromUsd!: number;

  @ApiProperty({ type: Number, nullable: true, example: 100, description: 'null for the open top band' })
  toUsd!: number | null;
}

@ApiSchema({
  name: 'SearchFacets',
  description: 'Counts over the same filtered set; each facet adds up to `total`',
})
export class SearchFacetsResponse {
  @ApiProperty({
    type: () => [CategoryFacetBucketResponse],
    description: 'One level below the current category (the top level without one)',
  })
  category!: CategoryFacetBucketResponse[];

  @ApiProperty({ type: () => [CountryFacetBucketResponse], description: 'The 20 largest, then other' })
  country!: CountryFacetBucketResponse[];

  @ApiProperty({ type: () => [BooleanFacetBucketResponse] })
  verified!: BooleanFacetBucketResponse[];

  @ApiProperty({ type: () => [BooleanFacetBucketResponse] })
  readyToShip!: BooleanFacetBucketResponse[];

  @ApiProperty({ type: () => [PriceBandFacetBucketResponse], description: 'Every band, even empty ones' })
  priceBand!: PriceBandFacetBucketResponse[];
}

@ApiSchema({ name: 'SearchResult', description: 'One page of a product search with its facets' })
export class SearchResultResponse {
  @ApiProperty({ type: () => [ProductCardResponse] })
  items!: ProductCardResponse[];

  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'integer', example: 1 })
  page!: number;

  @ApiProperty({ type: 'integer', example: 24 })
  pageSize!: number;

  @ApiProperty({ type: () => SearchFacetsResponse })
  facets!: SearchFacetsResponse;

  @ApiPropertyOptional({
    type: Boolean,
    enum: [true],
    description: 'Present when more matched than were counted exactly: total and facets are estimates',
  })
  estimated?: true;

  @ApiPropertyOptional({
    example: 'cocoa beans',
    description: 'Present when misspelt words were matched through their closest dictionary words',
  })
  correctedQuery?: string;
}

const SUGGESTION_KINDS = ['category', 'term', 'word'] as const;

@ApiSchema({ name: 'SearchSuggestion' })
export class SuggestionResponse {
  @ApiProperty({ example: 'cocoa beans' })
  text!: string;

  @ApiProperty({ enum: SUGGESTION_KINDS, description: 'A category, a popular search, or a word' })
  kind!: Suggestion['kind'];

  @ApiPropertyOptional({ example: 'agriculture/cocoa-coffee', description: 'For a category: its path' })
  categoryPath?: string;
}

@ApiSchema({ name: 'SearchSuggestions' })
export class SuggestionsResponse {
  @ApiProperty({ type: () => [SuggestionResponse], maxItems: 8 })
  items!: SuggestionResponse[];
}

@ApiSchema({ name: 'TrendingTerm' })
export class TrendingTermResponse {
  @ApiProperty({ example: 'shea butter' })
  term!: string;

  @ApiProperty({ type: 'integer', description: 'Searches in the last 7 days' })
  searches!: number;
}

@ApiSchema({ name: 'TrendingTerms' })
export class TrendingTermsResponse {
  @ApiProperty({ type: () => [TrendingTermResponse], maxItems: 10 })
  items!: TrendingTermResponse[];
}

type _Money = AssertTrue<SameShape<MoneyResponse, Money>>;
type _Card = AssertTrue<SameShape<ProductCardResponse, ProductCard>>;
type _CategoryBucket = AssertTrue<SameShape<CategoryFacetBucketResponse, SearchFacets['category'][number]>>;
type _CountryBucket = AssertTrue<SameShape<CountryFacetBucketResponse, Bucket<string>>>;
type _BooleanBucket = AssertTrue<SameShape<BooleanFacetBucketResponse, Bucket<boolean>>>;
type _PriceBand = AssertTrue<SameShape<PriceBandFacetBucketResponse, SearchFacets['priceBand'][number]>>;
type _Facets = AssertTrue<SameShape<SearchFacetsResponse, SearchFacets>>;
type _Result = AssertTrue<SameShape<SearchResultResponse, SearchResult>>;
type _Suggestion = AssertTrue<SameShape<SuggestionResponse, Suggestion>>;
type _Suggestions = AssertTrue<SameShape<SuggestionsResponse, { items: Suggestion[] }>>;
type _Trending = AssertTrue<SameShape<TrendingTermResponse, TrendingTerm>>;
type _TrendingTerms = AssertTrue<SameShape<TrendingTermsResponse, { items: TrendingTerm[] }>>;
type _Kinds = AssertTrue<SameShape<(typeof SUGGESTION_KINDS)[number], Suggestion['kind']>>;
