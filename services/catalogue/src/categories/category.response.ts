import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { CATEGORY_LANGUAGES } from './category.entity.js';
import type {
  CategoryCrumb,
  CategoryDetailView,
  CategoryLanguage,
  CategoryNodeView,
} from './category.view.js';

/** OpenAPI schemas of the public category views (category.view.ts); checked against them below. */
@ApiSchema({ name: 'CategoryNames', description: 'A category name in every translated language' })
export class CategoryNamesResponse {
  @ApiProperty({ example: 'Cocoa & Coffee' })
  en!: string;

  @ApiProperty({ example: 'Cacao et café' })
  fr!: string;

  @ApiProperty({ example: 'الكاكاو والقهوة' })
  ar!: string;

  @ApiProperty({ example: 'Kakao na Kahawa' })
  sw!: string;
}

@ApiSchema({ name: 'CategoryNode', description: 'A live category with its visible product count' })
export class CategoryNodeResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'cocoa-coffee' })
  slug!: string;

  @ApiProperty({ example: 'agriculture/cocoa-coffee', description: 'Slugs from the top level down' })
  path!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  parentId!: string | null;

  @ApiProperty({ type: 'integer', example: 1, description: '0 for a top-level category' })
  depth!: number;

  @ApiProperty({ example: 'Cocoa & Coffee', description: 'In the language of the answer' })
  name!: string;

  @ApiProperty({ type: () => CategoryNamesResponse })
  names!: CategoryNamesResponse;

  @ApiProperty({
    type: 'integer',
    description: 'Published products in it and every category below it',
  })
  productCount!: number;

  @ApiPropertyOptional({
    type: () => [CategoryNodeResponse],
    description: 'In the tree (GET /categories): the live children, recursively',
  })
  children?: CategoryNodeResponse[];
}

@ApiSchema({ name: 'CategoryCrumb' })
export class CategoryCrumbResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  path!: string;

  @ApiProperty()
  name!: string;
}

@ApiSchema({
  name: 'CategoryDetail',
  description: 'One category page: breadcrumbs from the top level and its live children',
})
export class CategoryDetailResponse extends CategoryNodeResponse {
  @ApiProperty({ type: () => [CategoryCrumbResponse], description: 'From the top level to this one' })
  breadcrumbs!: CategoryCrumbResponse[];

  // required: true in so many words: the parent's optional flag would otherwise be inherited.
  @ApiProperty({
    type: () => [CategoryNodeResponse],
    required: true,
    description: 'Direct live children, without theirs',
  })
  override children!: CategoryNodeResponse[];
}

@ApiSchema({ name: 'CategoryTree', description: 'The live category tree' })
export class CategoryTreeResponse {
  @ApiProperty({ enum: CATEGORY_LANGUAGES, description: 'Language of the `name` fields' })
  lang!: CategoryLanguage;

  @ApiProperty({ type: () => [CategoryNodeResponse], description: 'Top-level categories' })
  items!: CategoryNodeResponse[];
}

type _Node = AssertTrue<SameShape<CategoryNodeResponse, CategoryNodeView>>;
type _Crumb = AssertTrue<SameShape<CategoryCrumbResponse, CategoryCrumb>>;
type _Detail = AssertTrue<SameShape<CategoryDetailResponse, CategoryDetailView>>;
type _Tree = AssertTrue<
  SameShape<CategoryTreeResponse, { lang: CategoryLanguage; items: CategoryNodeView[] }>
>;
