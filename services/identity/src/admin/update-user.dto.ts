import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { IsFreeText, REASON_MAX_LENGTH } from '@sokoni/platform/errors';
import { ROLES, type Role } from '../users/user.entity.js';
import type { UserView } from '../users/user.view.js';

/**
 * PUT /admin/users/:id in the simple-rest contract: react-admin sends the whole record back, so
 * fields it does not govern (email, names, …) are accepted and ignored rather than refused.
 */
export class UpdateUserDto {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  suspended?: boolean;

  /**
   * Required when suspending. Checked whenever it is given, suspending or not: the same limit as
   * POST /suspend, whichever route carries it.
   */
  @ApiPropertyOptional({ nullable: true, minLength: 3, maxLength: REASON_MAX_LENGTH })
  @ValidateIf((o: UpdateUserDto, v) => o.suspended === true || v != null)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  suspensionReason?: string | null;

  /** Only with `suspended: false`: why the suspension was lifted (kept in the event). */
  @ApiPropertyOptional({ nullable: true, maxLength: REASON_MAX_LENGTH })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(0, REASON_MAX_LENGTH)
  @IsFreeText()
  reinstatementReason?: string | null;
}

/**
 * The rest of the record react-admin echoes back. The global validation pipe refuses properties a
 * DTO does not declare, so each is declared here as allowed; the use case never reads them (names,
 * e-mail and verification belong to the user, not to staff).
 */
const ECHOED_FIELDS = [
  'id',
  'email',
  'fullName',
  'businessName',
  'verified',
  'emailVerifiedAt',
  'country',
  'phone',
  'phoneVerified',
  'city',
  'locale',
  'language',
  'currency',
  'avatarInitials',
  'suspendedAt',
  'createdAt',
] as const satisfies readonly Exclude<keyof UserView, keyof UpdateUserDto>[];
for (const field of ECHOED_FIELDS) Allow()(UpdateUserDto.prototype, field);
// The show response (GET /admin/users/:id) also carries the user's sessions: echoed, never read.
Allow()(UpdateUserDto.prototype, 'sessions');

// A field added to the user view but not listed above would make the edit form's save fail with
// 400 again; this stops the build instead.
type Unlisted = Exclude<Exclude<keyof UserView, keyof UpdateUserDto>, (typeof ECHOED_FIELDS)[number]>;
const _everyViewFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** POST /admin/users/:id/suspend */
export class SuspendUserDto {
  @ApiProperty({ minLength: 3, maxLength: REASON_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason!: string;
}

/** POST /admin/users/:id/reinstate */
export class ReinstateUserDto {
  @ApiPropertyOptional({ maxLength: REASON_MAX_LENGTH })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(0, REASON_MAX_LENGTH)
  @IsFreeText()
  reason?: string;
}
