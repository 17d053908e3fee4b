import type { components, operations } from '../../../api/schema';

/** The catalogue's responses as the generated OpenAPI types describe them (`npm run api`). */
type S = components['schemas'];

export type PriceTier = S['PriceTier'];
export type ProductImage = S['ProductImage'];
export type ProductCard = S['ProductCard'];
export type SearchFacets = S['SearchFacets'];
export type SearchResult = S['SearchResult'];
export type Suggestion = S['SearchSuggestion'];
export type TrendingTerm = S['TrendingTerm'];
export type ProductView = S['Product'];
export type SupplierView = S['Supplier'];
export type StorefrontProductView = S['StorefrontProduct'];
export type StorefrontView = S['SupplierStorefront'];
export type SupplierPage = S['SupplierPage'];
export type CategoryNode = S['CategoryNode'];
export type CategoryDetail = S['CategoryDetail'];
export type CountryOption = S['CountryOption'];

/** The query of GET /api/v1/products (search). */
export type SearchQuery = NonNullable<operations['ProductSearchController_list']['parameters']['query']>;
/** The query of GET /api/v1/suppliers (directory). */
export type SupplierQuery = NonNullable<operations['SuppliersController_list']['parameters']['query']>;
