import { Controller, Get, Header, Headers, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import { ApiAcceptLanguage, ApiProblemResponses, negotiateLanguage } from '@sokoni/platform/errors';
import { CATEGORY_LANGUAGES } from '../categories/category.entity.js';
import { ProductSearch, type SearchResult } from './product-search.js';
import { parseSearchParams, parseSuggestQuery } from './search-params.js';
import { ApiSearchQuery } from './search-query.dto.js';
import { SearchResultResponse, SuggestionsResponse, TrendingTermsResponse } from './search.response.js';
import { SearchTerms, type Suggestion, type TrendingTerm } from './search-terms.js';

/** GET /api/v1/products: the public product search (other product routes live in products/). */
@ApiTags('catalogue')
@Controller('api/v1/products')
export class ProductSearchController {
  constructor(private readonly search: ProductSearch) {}

  /**
   * Facet category names follow Accept-Language; unknown parameters are refused (400). Browsers and
   * CDNs may keep a page but ask again each time (ETag, 304): a seller's change shows at the next load.
   */
  @Public()
  @Get()
  @Header('Cache-Control', 'public, no-cache')
  @Header('Vary', 'Accept-Language')
  @ApiSearchQuery()
  @ApiOkResponse({ type: SearchResultResponse })
  @ApiProblemResponses(400)
  @ApiAcceptLanguage()
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
  @ApiQuery({ name: 'q', required: false, type: String, maxLength: 200, example: 'coc' })
  @ApiOkResponse({ type: SuggestionsResponse })
  @ApiProblemResponses(400)
  @ApiAcceptLanguage()
  async suggest(
    @Query() query: Record<string, unknown>,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<{ items: Suggestion[] }> {
    const q = parseSuggestQuery(query);
    return { items: await this.terms.suggest(q, negotiateLanguage(acceptLanguage, CATEGORY_LANGUAGES)) };
  }

  /** Most searched in the last 7 days (seeded terms when nobody searched lately). */
  @Public()
  @Get('trending')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: TrendingTermsResponse })
  async trending(): Promise<{ items: TrendingTerm[] }> {
    return { items: await this.terms.trending() };
  }
}
