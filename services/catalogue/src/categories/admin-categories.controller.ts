import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { CategoryProblems } from './categories.problems.js';
import { Category } from './category.entity.js';
import { CategoryCountsQuery } from './category-counts.js';
import { CreateCategoryDto, UpdateCategoryDto } from './category.dto.js';
import { toAdminView, type CategoryAdminView } from './category.view.js';
import { CreateCategory } from './create-category.use-case.js';
import { CATEGORIES_LIST, ListCategories } from './list-categories.query.js';
import { RetireCategory } from './retire-category.use-case.js';
import { UpdateCategory } from './update-category.use-case.js';

/** The tree for staff, in the ra-data-simple-rest contract; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/categories')
export class AdminCategoriesController {
  constructor(
    private readonly orm: MikroORM,
    private readonly counts: CategoryCountsQuery,
    private readonly listCategories: ListCategories,
    private readonly createCategory: CreateCategory,
    private readonly updateCategory: UpdateCategory,
    private readonly retireCategory: RetireCategory,
  ) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CategoryAdminView[]> {
    const parsed = parseListQuery(query, CATEGORIES_LIST);
    const [{ items, total }, counts] = await Promise.all([
      this.listCategories.execute(parsed),
      this.counts.execute(),
    ]);
    res.setHeader(
      'Content-Range',
      contentRange(CATEGORIES_LIST.resource, parsed.offset, items.length, total),
    );
    return items.map((c) => toAdminView(c, counts));
  }

  @Get(':id')
  async get(@Param('id', new ParseUUIDPipe()) id: string): Promise<CategoryAdminView> {
    const category = await this.orm.em.fork().findOne(Category, id);
    if (!category) throw CategoryProblems.notFound();
    return toAdminView(category, await this.counts.execute());
  }

  @Post()
  async create(@CurrentUser() admin: AuthUser, @Body() body: CreateCategoryDto): Promise<CategoryAdminView> {
    return toAdminView(await this.createCategory.execute(body, admin.id), new Map());
  }

  @Put(':id')
  async update(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateCategoryDto,
  ): Promise<CategoryAdminView> {
    const category = await this.updateCategory.execute(id, body, admin.id);
    return toAdminView(category, await this.counts.execute());
  }

  /** Retires (soft delete) the category and its subtree; see RetireCategory for when it is refused. */
  @Delete(':id')
  async retire(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<CategoryAdminView> {
    return toAdminView(await this.retireCategory.execute(id, admin.id), await this.counts.execute());
  }
}
