import { ApiProperty } from '@nestjs/swagger';

export class DailyMetricsRowResponse {
  @ApiProperty({ example: '2026-11-02|KE|agriculture' }) id!: string;
  @ApiProperty({ format: 'date' }) day!: string;
  @ApiProperty({ description: "ISO 3166 alpha-2, '' unknown" }) country!: string;
  @ApiProperty({ description: "Top-level category slug; '' none (sign-ups are counted there)" })
  category!: string;
  @ApiProperty({ description: 'Paid orders, US cents' }) gmv!: number;
  @ApiProperty() orders!: number;
  @ApiProperty({ description: 'US cents; 0 without orders' }) averageOrderValue!: number;
  @ApiProperty({ description: 'US cents' }) feeRevenue!: number;
  @ApiProperty({ description: "Professional memberships, US cents (on the category '' row)" })
  membershipRevenue!: number;
  @ApiProperty({ description: 'Paid into escrow, US cents' }) escrowHeld!: number;
  @ApiProperty({ description: 'Released to sellers, US cents' }) escrowReleased!: number;
  @ApiProperty({ description: 'Refunded to buyers, US cents' }) escrowRefunded!: number;
  @ApiProperty() signUps!: number;
  @ApiProperty({ description: "Distinct buyers active that day (on the category '' row)" })
  activeBuyers!: number;
  @ApiProperty({ description: "Distinct sellers active that day (on the category '' row)" })
  activeSellers!: number;
  @ApiProperty() disputes!: number;
}

export class FunnelRowResponse {
  @ApiProperty({ example: '2026-11-02|KE' }) id!: string;
  @ApiProperty({ format: 'date' }) day!: string;
  @ApiProperty() country!: string;
  @ApiProperty({ description: 'Distinct visitors who viewed a page' }) visit!: number;
  @ApiProperty() search!: number;
  @ApiProperty() productView!: number;
  @ApiProperty() cart!: number;
  @ApiProperty() checkout!: number;
  @ApiProperty() paid!: number;
  @ApiProperty({ description: 'paid / visit, 0..1' }) conversionRate!: number;
}

export class SellerReportRowResponse {
  @ApiProperty({ format: 'uuid', description: 'The seller id' }) id!: string;
  @ApiProperty({ format: 'uuid' }) sellerId!: string;
  @ApiProperty({
    description:
      "The seller's public storefront (company) name; '' when not known or the account was deleted",
  })
  sellerName!: string;
  @ApiProperty() views!: number;
  @ApiProperty() inquiries!: number;
  @ApiProperty() quotes!: number;
  @ApiProperty() orders!: number;
  @ApiProperty({ description: 'Paid orders, US cents' }) revenue!: number;
  @ApiProperty({ description: 'orders / views, 0..1' }) conversionRate!: number;
}
