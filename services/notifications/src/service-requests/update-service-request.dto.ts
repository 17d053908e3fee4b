import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from './service-request.entity.js';

/** PATCH /admin/service-requests/:id: what staff change; a field left out stays as it is. */
export class UpdateServiceRequestDto {
  @ApiPropertyOptional({ enum: SERVICE_REQUEST_STATUSES, enumName: 'ServiceRequestStatus' })
  @IsOptional()
  @IsIn(SERVICE_REQUEST_STATUSES)
  status?: ServiceRequestStatus;

  /** The staff member handling the request; null for nobody. */
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsUUID()
  assigneeId?: string | null;

  /** Staff's working notes, replaced as a whole; null or blank clears them. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(5000)
  @IsFreeText()
  notes?: string | null;
}
