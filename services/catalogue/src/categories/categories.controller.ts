import { Controller, Get, Header, Headers, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import {
  ApiAcceptLanguage,
  ApiProblemResponses,
  negotiateLanguage,
  normalizeLanguage,
} from '@sokoni/platform/errors';
import { CATEGORY_LANGUAGES } from './category.entity.js';
import { CategoryDetailResponse, CategoryTreeResponse } from './category.response.js';
import type { CategoryDetailView, CategoryLanguage } from './category.view.js';
import { GetCategory } from './get-category.query.js';
import { GetCategoryTree, type CategoryTreeView } from './get-category-tree.query.js';

/** ?lang= wins, then Accept-Language; languages without category names fall back to English. */
const languageOf = (lang?: string, acceptLanguage?: string): CategoryLanguage =>
  (lang
    ? normalizeLanguage(lang, CATEGORY_LANGUAGES)
    : negotiateLanguage(acceptLanguage, CATEGORY_LANGUAGES)) as CategoryLanguage;

/** The public category tree. Responses may be cached for a minute; counts that lag that much are fine for browsing. */
@ApiTags('catalogue')
@Public()
@Controller('api/v1/categories')
export class CategoriesController {
  constructor(
    private readonly tree: GetCategoryTree,
    private readonly one: GetCategory,
  ) {}

  @Get()
  @ApiQuery({ name: 'lang', required: false, enum: CATEGORY_LANGUAGES })
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: CategoryTreeResponse })
  @ApiAcceptLanguage()
  async list(
    @Query('lang') lang?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<CategoryTreeView> {
    return this.tree.execute(languageOf(lang, acceptLanguage));
  }

  @Get(':slug')
  @ApiQuery({ name: 'lang', required: false, enum: CATEGORY_LANGUAGES })
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: CategoryDetailResponse })
  @ApiProblemResponses(404)
  @ApiAcceptLanguage()
  get(
    @Param('slug') slug: string,
    @Query('lang') lang?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<CategoryDetailView> {
    return this.one.execute(slug, languageOf(lang, acceptLanguage));
  }

  @Get(':slug/:sub')
  @ApiQuery({ name: 'lang', required: false, enum: CATEGORY_LANGUAGES })
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: CategoryDetailResponse })
  @ApiProblemResponses(404)
  @ApiAcceptLanguage()
  getSub(
    @Param('slug') slug: string,
    @Param('sub') sub: string,
    @Query('lang') lang?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<CategoryDetailView> {
    return this.one.execute(`${slug}/${sub}`, languageOf(lang, acceptLanguage));
  }

  @Get(':slug/:sub/:leaf')
  @ApiQuery({ name: 'lang', required: false, enum: CATEGORY_LANGUAGES })
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: CategoryDetailResponse })
  @ApiProblemResponses(404)
  @ApiAcceptLanguage()
  getLeaf(
    @Param('slug') slug: string,
    @Param('sub') sub: string,
    @Param('leaf') leaf: string,
    @Query('lang') lang?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<CategoryDetailView> {
    return this.one.execute(`${slug}/${sub}/${leaf}`, languageOf(lang, acceptLanguage));
  }
}
