import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { ROLES, type Role } from '../users/user.entity.js';

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

  /** Required when suspending. */
  @ApiPropertyOptional({ nullable: true })
  @ValidateIf((o: UpdateUserDto) => o.suspended === true)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(3, 500)
  suspensionReason?: string | null;
}
