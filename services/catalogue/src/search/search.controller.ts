import { Controller, Get, Header, Headers, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import { negotiateLanguage } from '@sokoni/platform/errors';
import { CATEGORY_LANGUAGES } from '../categories/category.entity.js';
import { ProductSearch, type SearchResult } from './product-search.js';
import { parseSearchParams, parseSuggestQuery } from './search-params.js';
import { SearchTerms, type Suggestion, type TrendingTerm } from './search-terms.js';

/** GET /api/v1/products: the public product search (other product routes live in products/). */
@ApiTags('catalogue')
@Controller('api/v1/products')
export class ProductSearchController {
  constructor(private readonly search: ProductSearch) {}

  @Public()
  @Get()
  list(
    @Query() query: Record<string, unknown>,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<SearchResult> {
    return this.search.search(
      parseSearchParams(query),
      negotiateLanguage(acceptLanguage, CATEGORY_LANGUAGES),
    );
  }
}

@ApiTags('catalogue')
@Controller('api/v1/search')
export class SearchController {
  constructor(private readonly terms: SearchTerms) {}

  /** Up to 8 completions while the buyer types. */
  @Public()
  @Get('suggest')
  @Header('Cache-Control', 'public, max-age=300')
  async suggest(
    @Query() query: Record<string, unknown>,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<{ items: Suggestion[] }> {
    const q = parseSuggestQuery(query);
    return { items: await this.terms.suggest(q, negotiateLanguage(acceptLanguage, CATEGORY_LANGUAGES)) };
  }

  @Public()
  @Get('trending')
  @Header('Cache-Control', 'public, max-age=60')
  async trending(): Promise<{ items: TrendingTerm[] }> {
    return { items: await this.terms.trending() };
  }
}
