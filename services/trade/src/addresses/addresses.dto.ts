import { applyDecorators, ParseUUIDPipe } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsPhoneNumber,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import { AFRICAN_COUNTRIES } from '@sokoni/contracts';
import { ShippingAddressDto } from '../checkout/checkout.dto.js';
import { AddressProblems } from './address.problems.js';

/** A malformed id names no address: the same 404 as another buyer's. */
export const addressIdPipe = () => new ParseUUIDPipe({ exceptionFactory: () => AddressProblems.notFound() });

/** E.164: "+", a country code and the subscriber number, at most 15 digits. */
const E164 = /^\+[1-9]\d{7,14}$/;
/** What people type between digits ("+254 712-345 678") is dropped, so the book stores E.164. */
const phoneDigits = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/[\s().-]/g, '') : value;
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * An address of the book: checkout's shipping address (the same fields and rules, so any entry can
 * be sent to checkout as it is), narrowed where the book is stricter — a country Sokoni serves, the
 * phone stored in E.164 — plus the buyer's label for it.
 */
export class CreateAddressDto extends ShippingAddressDto {
  @ApiPropertyOptional({ example: 'Nairobi warehouse', maxLength: 60 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  @IsFreeText()
  label?: string;

  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2, one of the 54 African countries' })
  @Transform(upper)
  @IsIn(AFRICAN_COUNTRIES, { message: 'addresses.country_not_served' })
  declare country: string;

  @ApiProperty({ example: '+254712345678', description: 'E.164; spaces, dashes and brackets are dropped' })
  @Transform(phoneDigits)
  @IsString()
  @MaxLength(16)
  @IsPhoneNumber()
  @Matches(E164, { message: 'addresses.phone_e164' })
  declare phone: string;

  @ApiPropertyOptional({ description: 'Make it the default (the first address always is)' })
  @IsOptional()
  @IsBoolean()
  makeDefault?: boolean;
}

/** A required field of a change: absent keeps it, otherwise as checkout checks it. */
const Keep = (max: number, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength: max }),
    IsOptional(),
    Transform(trim),
    IsString(),
    IsNotEmpty(),
    MaxLength(max),
    IsFreeText(),
  );
/** An optional field of a change: absent keeps it, `null` clears it. */
const Clearable = (max: number, example: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      example,
      maxLength: max,
      description: 'null clears it',
    }),
    IsOptional(),
    Transform(trim),
    IsString(),
    IsNotEmpty(),
    MaxLength(max),
    IsFreeText(),
  );

/** Fields to change (at least one); the others stay. `null` clears an optional field. */
export class UpdateAddressDto {
  @Clearable(60, 'Nairobi warehouse') label?: string | null;
  @Keep(120, 'Wanjiru Kamau') fullName?: string;
  @Clearable(160, 'Kamau Traders Ltd') company?: string | null;
  @Keep(200, '12 Moi Avenue') line1?: string;
  @Clearable(200, 'Warehouse 4') line2?: string | null;
  @Keep(100, 'Nairobi') city?: string;
  @Clearable(100, 'Nairobi County') region?: string | null;
  @Clearable(20, '00100') postalCode?: string | null;

  @ApiPropertyOptional({ example: 'KE', description: 'ISO 3166-1 alpha-2, one of the 54 African countries' })
  @IsOptional()
  @Transform(upper)
  @IsIn(AFRICAN_COUNTRIES, { message: 'addresses.country_not_served' })
  country?: string;

  @ApiPropertyOptional({ example: '+254712345678', description: 'E.164' })
  @IsOptional()
  @Transform(phoneDigits)
  @IsString()
  @MaxLength(16)
  @IsPhoneNumber()
  @Matches(E164, { message: 'addresses.phone_e164' })
  phone?: string;
}
