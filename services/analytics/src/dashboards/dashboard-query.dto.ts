import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { GRANULARITIES } from '../rollup/calendar.js';

/**
 * The dashboards' query string as documented. Only the types are checked here: meaning (a known
 * period, a real date, a country code) is checked by parseDashboardQuery, as a localized 422.
 */
export class SellerDashboardQueryDto {
  @ApiPropertyOptional({ enum: GRANULARITIES, default: 'month' })
  @IsOptional()
  @IsString()
  period?: string;

  @ApiPropertyOptional({ format: 'date', description: 'A day inside the period (UTC); default today' })
  @IsOptional()
  @IsString()
  date?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional()
  @IsString()
  format?: string;
}

export class CeoDashboardQueryDto extends SellerDashboardQueryDto {
  @ApiPropertyOptional({ description: 'ISO 3166 alpha-2 country code', example: 'KE' })
  @IsOptional()
  @IsString()
  country?: string;

  @ApiPropertyOptional({ description: 'Top-level category slug', example: 'agriculture' })
  @IsOptional()
  @IsString()
  category?: string;
}
