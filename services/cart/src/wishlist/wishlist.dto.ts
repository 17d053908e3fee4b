import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsUUID, ValidateNested } from 'class-validator';
import { lowerCase, MERGE_MAX_ITEMS } from '../cart/cart.dto.js';

export class AddWishlistItemDto {
  @ApiProperty({ format: 'uuid', description: 'A published product' })
  @Transform(lowerCase)
  @IsUUID()
  productId!: string;
}

export class MergeWishlistItemDto extends AddWishlistItemDto {}

export class MergeWishlistDto {
  @ApiProperty({ type: () => [MergeWishlistItemDto], maxItems: MERGE_MAX_ITEMS })
  @IsArray()
  @ArrayMaxSize(MERGE_MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => MergeWishlistItemDto)
  items!: MergeWishlistItemDto[];
}
