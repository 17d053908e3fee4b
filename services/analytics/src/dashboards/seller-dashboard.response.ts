import { ApiProperty } from '@nestjs/swagger';
import { KpiResponse, PeriodResponse } from './dashboard.response.js';

export class SellerKpisResponse {
  @ApiProperty({ type: KpiResponse, description: 'Product page views' }) views!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Conversations opened about a product' })
  inquiries!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Quotes submitted to buying requests' })
  quotes!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Paid orders' }) orders!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Paid orders, US cents' }) revenue!: KpiResponse;
  @ApiProperty({ type: KpiResponse, description: 'Orders per view' }) conversionRate!: KpiResponse;
}

export class SellerSeriesPointResponse {
  @ApiProperty({ format: 'date-time' }) bucket!: string;
  @ApiProperty() views!: number;
  @ApiProperty() inquiries!: number;
  @ApiProperty() quotes!: number;
  @ApiProperty() orders!: number;
  @ApiProperty() revenue!: number;
}

export class SellerProductFiguresResponse {
  @ApiProperty({ format: 'uuid' }) productId!: string;
  @ApiProperty({ description: "The product's title as last published; '' when unknown" }) title!: string;
  @ApiProperty() views!: number;
  @ApiProperty() inquiries!: number;
  @ApiProperty() orders!: number;
  @ApiProperty() revenue!: number;
  @ApiProperty({ description: 'Orders per view' }) conversionRate!: number;
}

export class SellerCountryFiguresResponse {
  @ApiProperty({ description: "Buyer's ISO 3166 alpha-2, '' unknown" }) country!: string;
  @ApiProperty({ description: 'Product page views by buyers of the country' }) views!: number;
  @ApiProperty({ description: 'Conversations about a product opened by buyers of the country' })
  inquiries!: number;
  @ApiProperty({ description: "Quotes to buying requests of the country's buyers" }) quotes!: number;
  @ApiProperty() orders!: number;
  @ApiProperty({ description: 'Paid orders, US cents' }) revenue!: number;
  @ApiProperty({ description: 'Orders per view; 0 without views' }) conversionRate!: number;
}

export class SellerDashboardResponse {
  @ApiProperty({ type: PeriodResponse }) period!: PeriodResponse;
  @ApiProperty({ enum: ['USD'] }) currency!: 'USD';
  @ApiProperty({ type: SellerKpisResponse }) kpis!: SellerKpisResponse;
  @ApiProperty({ type: SellerSeriesPointResponse, isArray: true }) series!: SellerSeriesPointResponse[];
  @ApiProperty({ type: SellerProductFiguresResponse, isArray: true })
  byProduct!: SellerProductFiguresResponse[];
  @ApiProperty({ type: SellerCountryFiguresResponse, isArray: true })
  byCountry!: SellerCountryFiguresResponse[];
}
