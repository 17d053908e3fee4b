import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { MarketplaceStats } from './site-stats.query.js';

@ApiSchema({
  name: 'MarketplaceStats',
  description: 'Live counts of what buyers can see (taken at most a minute ago)',
})
export class MarketplaceStatsResponse {
  @ApiProperty({ type: 'integer', description: 'Published products of suppliers who are not suspended' })
  products!: number;

  @ApiProperty({ type: 'integer', description: 'Of those, the ones ready to ship' })
  readyToShipProducts!: number;

  @ApiProperty({ type: 'integer', description: 'Suppliers in the directory' })
  suppliers!: number;

  @ApiProperty({ type: 'integer' })
  verifiedSuppliers!: number;

  @ApiProperty({ type: 'integer', description: 'Countries with at least one supplier' })
  supplierCountries!: number;

  @ApiProperty({ type: 'integer', description: 'Top-level categories' })
  categories!: number;

  @ApiProperty({ format: 'date-time', description: 'When the counts were taken' })
  generatedAt!: string;
}

type _Stats = AssertTrue<SameShape<MarketplaceStatsResponse, MarketplaceStats>>;
