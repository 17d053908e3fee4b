import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class BlockUserDto {
  @ApiProperty({ format: 'uuid', description: 'The user who may no longer send the caller messages' })
  @IsUUID()
  userId!: string;
}

export class BlockResponse {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty({ description: 'Business name, else full name; empty when not known' }) name!: string;
  @ApiProperty({ type: String, format: 'date-time' }) blockedAt!: string;
}
