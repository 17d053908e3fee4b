import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsISO8601, IsOptional, IsString, Length, Matches, ValidateIf } from 'class-validator';
import { IsFreeText, REASON_MAX_LENGTH } from '@sokoni/platform/errors';
import type { AdminVerificationView } from './verification.view.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
/** Registration numbers and tax ids: letters, digits and the separators registries print. */
const REFERENCE = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

/** The text fields of the multipart submission (the files come in `documents`). */
export class SubmitVerificationDto {
  @ApiProperty({ example: 'CPR/2019/123456' })
  @Transform(trim)
  @IsString()
  @Length(2, 64)
  @Matches(REFERENCE)
  companyRegistrationNumber!: string;

  @ApiProperty({ example: 'P051234567X' })
  @Transform(trim)
  @IsString()
  @Length(2, 64)
  @Matches(REFERENCE)
  taxId!: string;

  /** Defaults to the account's business name. */
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(2, 160)
  @IsFreeText()
  companyName?: string;

  /** ISO 3166-1 alpha-2 of the registration; defaults to the account's country. */
  @ApiPropertyOptional({ example: 'KE' })
  @IsOptional()
  @Transform(upper)
  @Matches(/^[A-Z]{2}$/)
  country?: string;
}

export class ApproveVerificationDto {
  /** Until when the badge stands; default one year from now. */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  expiresAt?: string;
}

export class RejectVerificationDto {
  @ApiProperty({ minLength: 3, maxLength: REASON_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason!: string;
}

/**
 * PUT /admin/supplier-verifications/:id, for react-admin's edit form: `status` approved or
 * rejected decides (the same use cases as the POST routes); the rest of the echoed record is
 * accepted and ignored.
 */
export class UpdateVerificationDto {
  @ApiProperty({ enum: ['pending', 'approved', 'rejected', 'expired'] })
  @IsIn(['pending', 'approved', 'rejected', 'expired'])
  status!: 'pending' | 'approved' | 'rejected' | 'expired';

  @ApiPropertyOptional({ nullable: true, minLength: 3, maxLength: REASON_MAX_LENGTH })
  @Transform(trim)
  @ValidateIf((o: UpdateVerificationDto, v) => o.status === 'rejected' || (v != null && v !== ''))
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason?: string | null;

  @ApiPropertyOptional({ format: 'date-time', nullable: true })
  @ValidateIf((_o, v) => v !== null && v !== undefined && v !== '')
  @IsISO8601({ strict: true })
  expiresAt?: string | null;
}

const ECHOED_FIELDS = [
  'id',
  'sellerId',
  'sellerEmail',
  'sellerBusinessName',
  'sellerFullName',
  'companyName',
  'companyRegistrationNumber',
  'taxId',
  'country',
  'submittedAt',
  'decidedAt',
  'decidedBy',
  'expiredAt',
  'documentCount',
  'documents',
] as const satisfies readonly Exclude<keyof AdminVerificationView, keyof UpdateVerificationDto>[];
for (const field of ECHOED_FIELDS) Allow()(UpdateVerificationDto.prototype, field);

// A field added to the view but not listed above would make the edit form's save fail with 400.
type Unlisted = Exclude<
  Exclude<keyof AdminVerificationView, keyof UpdateVerificationDto>,
  (typeof ECHOED_FIELDS)[number]
>;
const _everyViewFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
