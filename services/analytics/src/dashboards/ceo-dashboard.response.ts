import { ApiProperty } from '@nestjs/swagger';
import { SEARCH_QUERY_FLOOR } from '../rollup/search-queries.js';
import { ComparisonResponse, KpiResponse, PeriodResponse } from './dashboard.response.js';

export const FUNNEL_STAGES = ['visit', 'search', 'product_view', 'cart', 'checkout', 'paid'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export class CeoKpisResponse {
  @ApiProperty({ type: KpiResponse, description: 'Paid orders, US cents' }) gmv!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Fees + memberships' }) platformRevenue!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) feeRevenue!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) membershipRevenue!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) orders!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) averageOrderValue!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) activeBuyers!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) activeSellers!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) signUps!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) escrowHeld!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) escrowReleased!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) escrowRefunded!: KpiResponse;
  @ApiProperty({
    type: KpiResponse,
    description: 'Held − released − refunded, all time up to the compared end (period.compared)',
  })
  escrowBalance!: KpiResponse;
  @ApiProperty({ type: KpiResponse }) disputes!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Disputes per paid order' }) disputeRate!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Distinct anonymous visitors' }) visitors!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Paying visitors per visiting visitor' })
  conversionRate!: KpiResponse;
}
export type CeoKpiName = keyof CeoKpisResponse;

export class CeoSeriesPointResponse {
  @ApiProperty({ format: 'date-time' }) bucket!: string;
  @ApiProperty() gmv!: number;
  @ApiProperty() orders!: number;
  @ApiProperty() platformRevenue!: number;
  @ApiProperty() signUps!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Distinct visitors of the bucket; null for hours (distinct counts are kept per day at the finest)',
  })
  visitors!: number | null;
}

export class FunnelStageResponse {
  @ApiProperty({ enum: FUNNEL_STAGES }) stage!: FunnelStage;
  @ApiProperty() visitors!: number;
  @ApiProperty() previous!: number;
}

export class CountryFiguresResponse {
  @ApiProperty({ description: "ISO 3166 alpha-2, '' unknown" }) country!: string;
  @ApiProperty() gmv!: number;
  @ApiProperty() orders!: number;
  @ApiProperty() signUps!: number;
  @ApiProperty() activeBuyers!: number;
}

export class CategoryFiguresResponse {
  @ApiProperty({ description: "Top-level category slug, '' none" }) category!: string;
  @ApiProperty() gmv!: number;
  @ApiProperty() orders!: number;
}

export class SearchQueryFiguresResponse {
  @ApiProperty({
    description: 'The query as searched: normalised (lower-case, single spaces), ≤ 100 characters',
  })
  query!: string;
  @ApiProperty({ description: 'Searches of it in the period (in zeroResultTop: those that found nothing)' })
  searches!: number;
}

export class CeoSearchesResponse {
  @ApiProperty({
    type: KpiResponse,
    description:
      'Searches with words typed (first pages; a browse without words is none), redacted ones included',
  })
  total!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Share of those searches that found no product, 0..1' })
  zeroResultRate!: KpiResponse;
  @ApiProperty({
    type: SearchQueryFiguresResponse,
    isArray: true,
    description: `The 10 most searched queries, most first (ties by query). Only queries searched at least ${SEARCH_QUERY_FLOOR} times in the period are ever listed, here and below: a text one person typed is never shown`,
  })
  top!: SearchQueryFiguresResponse[];
  @ApiProperty({
    type: SearchQueryFiguresResponse,
    isArray: true,
    description: `The 10 queries that most often found nothing, with how many times they did (the same floor of ${SEARCH_QUERY_FLOOR} searches, counting all of theirs)`,
  })
  zeroResultTop!: SearchQueryFiguresResponse[];
  @ApiProperty({
    description: `Least searches a query needs in the period to be listed (${SEARCH_QUERY_FLOOR}), for the reader to be told`,
  })
  floor!: number;
  @ApiProperty({
    type: ComparisonResponse,
    description:
      'What total and zeroResultRate compare: searches are kept per day, so a period under way is compared in whole days (the days begun so far against as many days of the previous period), not the hours of period.compared',
  })
  compared!: ComparisonResponse;
}

export class CeoDashboardResponse {
  @ApiProperty({ type: PeriodResponse }) period!: PeriodResponse;
  @ApiProperty({ enum: ['USD'] }) currency!: 'USD';
  @ApiProperty({ type: CeoKpisResponse }) kpis!: CeoKpisResponse;
  @ApiProperty({ type: CeoSeriesPointResponse, isArray: true }) series!: CeoSeriesPointResponse[];
  @ApiProperty({ type: FunnelStageResponse, isArray: true }) funnel!: FunnelStageResponse[];
  @ApiProperty({ type: CountryFiguresResponse, isArray: true }) byCountry!: CountryFiguresResponse[];
  @ApiProperty({ type: CategoryFiguresResponse, isArray: true }) byCategory!: CategoryFiguresResponse[];
  @ApiProperty({
    type: CeoSearchesResponse,
    description:
      "What buyers search for (the catalogue's searches, every one). Never narrowed by the country or category filters: a search names no buyer, so its country is unknown (the search's own country filter is the products' origin), and its category filter is where it looked, not what was bought",
  })
  searches!: CeoSearchesResponse;
}
