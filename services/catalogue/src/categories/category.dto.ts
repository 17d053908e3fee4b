import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import type { CategoryAdminView } from './category.view.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Lower-case words joined by single hyphens: what the URLs /categories/<slug>/<slug> are built of. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A name in every language we translate; search indexes all four, so none may be missing. */
export class CategoryNamesDto {
  @ApiProperty({ example: 'Cocoa & Coffee' })
  @Transform(trim)
  @IsString()
  @Length(1, 80)
  @IsFreeText()
  en!: string;

  @ApiProperty({ example: 'Cacao et café' })
  @Transform(trim)
  @IsString()
  @Length(1, 80)
  @IsFreeText()
  fr!: string;

  @ApiProperty({ example: 'الكاكاو والقهوة' })
  @Transform(trim)
  @IsString()
  @Length(1, 80)
  @IsFreeText()
  ar!: string;

  @ApiProperty({ example: 'Kakao na Kahawa' })
  @Transform(trim)
  @IsString()
  @Length(1, 80)
  @IsFreeText()
  sw!: string;
}

export class CreateCategoryDto {
  /** Absent or null: a new top-level category. */
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'categories.parent_not_found' })
  parentId?: string | null;

  @ApiProperty({ example: 'cashew-nuts', pattern: SLUG.source })
  @Transform(trim)
  @IsString()
  @Length(2, 60)
  @Matches(SLUG, { message: 'categories.slug_format' })
  slug!: string;

  @ApiProperty({ type: CategoryNamesDto })
  @IsObject()
  @ValidateNested()
  @Type(() => CategoryNamesDto)
  names!: CategoryNamesDto;

  /** Order among its siblings; defaults to after the last one. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000)
  position?: number;
}

/**
 * PUT /admin/categories/:id in the simple-rest contract: rename (names, slug), move (parentId;
 * null = to the top level), reorder (position). react-admin sends the whole record back, so the
 * read-only fields of the view are accepted and ignored.
 */
export class UpdateCategoryDto {
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'categories.parent_not_found' })
  parentId?: string | null;

  @ApiPropertyOptional({ pattern: SLUG.source })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(2, 60)
  @Matches(SLUG, { message: 'categories.slug_format' })
  slug?: string;

  @ApiPropertyOptional({ type: CategoryNamesDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CategoryNamesDto)
  names?: CategoryNamesDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000)
  position?: number;
}

const ECHOED_FIELDS = [
  'id',
  'path',
  'depth',
  'productCount',
  'retired',
  'retiredAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly Exclude<keyof CategoryAdminView, keyof UpdateCategoryDto>[];
for (const field of ECHOED_FIELDS) Allow()(UpdateCategoryDto.prototype, field);

// A field added to the admin view but not listed above would make react-admin's save fail with 400.
type Unlisted = Exclude<
  Exclude<keyof CategoryAdminView, keyof UpdateCategoryDto>,
  (typeof ECHOED_FIELDS)[number]
>;
const _everyViewFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
