import { ParseUUIDPipe } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MOBILE_MONEY_NETWORKS } from '../payments/providers/payment-provider.port.js';
import { PayoutDestinationProblems } from './payout-destination.problems.js';
import { DESTINATION_KINDS, type DestinationKind } from './payout-destination.rules.js';

/** A malformed id names no destination: the same 404 as another seller's. */
export const destinationIdPipe = () =>
  new ParseUUIDPipe({ exceptionFactory: () => PayoutDestinationProblems.notFound() });

/**
 * A destination to add. The fields of its kind are required; their rules (E.164 phone, digits
 * and lengths, currency and country of the kind) are checked by checkDestination, which answers
 * every broken rule at once as a 422.
 */
export class CreatePayoutDestinationDto {
  @ApiProperty({ enum: DESTINATION_KINDS })
  @IsIn(DESTINATION_KINDS)
  kind!: DestinationKind;

  @ApiProperty({ example: 'KES' })
  @IsString()
  @MaxLength(3)
  currency!: string;

  @ApiPropertyOptional({ example: 'KE', description: 'ISO 3166-1 alpha-2 (bank_account, mobile_money)' })
  @IsOptional()
  @IsString()
  @MaxLength(2)
  country?: string;

  @ApiPropertyOptional({ example: 'Wanjiru Traders Ltd', description: 'The account holder' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  accountName?: string;

  @ApiPropertyOptional({ example: '058', description: 'bank_account: the bank code' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  bankCode?: string;

  @ApiPropertyOptional({ example: '0123456789', description: 'bank_account: digits, or an IBAN for EUR/GBP' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  accountNumber?: string;

  @ApiPropertyOptional({ enum: MOBILE_MONEY_NETWORKS, description: 'mobile_money: the wallet network' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  network?: string;

  @ApiPropertyOptional({ example: '+254708374149', description: 'mobile_money: E.164' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string;

  @ApiPropertyOptional({ example: 'Demo wallet', description: 'sandbox: a label' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  label?: string;

  @ApiPropertyOptional({ description: 'Make it the default of its currency (the first one always is)' })
  @IsOptional()
  @IsBoolean()
  makeDefault?: boolean;
}
