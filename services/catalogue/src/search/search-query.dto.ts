import { applyDecorators } from '@nestjs/common';
import { ApiQuery, type ApiQueryOptions } from '@nestjs/swagger';
import { MAX_PAGE_SIZE } from './search-params.js';
import { MAX_RESULTS, SEARCH_SORTS } from './search-sql.js';

/**
 * The query parameters of GET /api/v1/products as parseSearchParams reads them, for the OpenAPI
 * document only: the parser itself checks them (every fault at once, as one 400). Kept beside the
 * parser's rules by search-query.dto.spec.ts, which feeds each one through parseSearchParams.
 */
export const SEARCH_QUERY_PARAMS = [
  {
    name: 'q',
    type: String,
    maxLength: 200,
    example: 'cocoa beans',
    description:
      'Words to find (title, category, supplier, description); the last one also as a prefix. ' +
      'Accents and small typos are forgiven (see correctedQuery).',
  },
  {
    name: 'category',
    type: String,
    example: 'agriculture/cocoa-coffee',
    description: 'A category path: products in it and every category below it',
  },
  {
    name: 'country',
    type: String,
    pattern: '^[A-Za-z]{2}$',
    example: 'GH',
    description: 'Origin country, ISO 3166-1 alpha-2',
  },
  { name: 'verified', type: Boolean, description: 'Only (true) or no (false) verified suppliers' },
  { name: 'readyToShip', type: Boolean, description: 'Only (true) or no (false) ready-to-ship products' },
  {
    name: 'minPrice',
    type: Number,
    minimum: 0,
    example: 100,
    description: 'Lowest tier price at least this, in major units of `currency` (up to 4 decimals)',
  },
  {
    name: 'maxPrice',
    type: Number,
    minimum: 0,
    example: 5000,
    description: 'Lowest tier price at most this, in major units of `currency`; not below minPrice',
  },
  {
    name: 'currency',
    type: String,
    pattern: '^[A-Za-z]{3}$',
    example: 'KES',
    default: 'USD',
    description:
      'ISO 4217 code of minPrice/maxPrice and of every card’s convertedMinPrice (one of GET /fx-rates)',
  },
  {
    name: 'moq',
    type: 'integer',
    minimum: 1,
    maximum: 1_000_000_000,
    example: 50,
    description: 'Products whose minimum order quantity is at most this',
  },
  {
    name: 'sort',
    enum: SEARCH_SORTS,
    enumName: 'SearchSort',
    description: 'Default: relevance with q, newest without',
  },
  {
    name: 'page',
    type: 'integer',
    minimum: 1,
    default: 1,
    description: `1-based; page × pageSize may not exceed ${MAX_RESULTS}`,
  },
  {
    name: 'pageSize',
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: 24,
    description: 'Products per page',
  },
] as const satisfies readonly ApiQueryOptions[];

/** Declares every search parameter as optional in the OpenAPI document. */
export const ApiSearchQuery = (): MethodDecorator =>
  applyDecorators(...SEARCH_QUERY_PARAMS.map((p) => ApiQuery({ ...p, required: false })));
