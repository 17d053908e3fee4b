import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { ClearViews } from './clear-views.use-case.js';
import { GetRecentlyViewed } from './get-recently-viewed.query.js';
import { MergeViews } from './merge-views.use-case.js';
import { RecordView } from './record-view.use-case.js';
import { MergeViewsDto, RecordViewDto } from './recently-viewed.dto.js';
import { RecentlyViewedResponse } from './recently-viewed.response.js';
import type { RecentlyViewedView } from './recently-viewed.view.js';

/** The signed-in buyer's recently viewed products: the last 50 distinct, newest first. */
@ApiTags('cart')
@ApiBearerAuth()
@Roles('buyer')
@ApiProblemResponses(401, 403)
@Controller('api/v1/recently-viewed')
export class RecentlyViewedController {
  constructor(
    private readonly list: GetRecentlyViewed,
    private readonly record: RecordView,
    private readonly mergeViews: MergeViews,
    private readonly clearViews: ClearViews,
  ) {}

  @Get()
  @ApiOkResponse({ type: RecentlyViewedResponse })
  get(@CurrentUser() buyer: AuthUser): Promise<RecentlyViewedView> {
    return this.list.execute(buyer);
  }

  /** The product page calls it when a signed-in buyer opens a product. */
  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Recorded' })
  @ApiProblemResponses(400, 404)
  async add(@CurrentUser() buyer: AuthUser, @Body() body: RecordViewDto): Promise<void> {
    await this.record.execute(buyer, body.productId);
  }

  /** The history this browser kept while signed out, at sign-in. */
  @Post('merge')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Merged (products no longer for sale skipped)' })
  @ApiProblemResponses(400)
  async merge(@CurrentUser() buyer: AuthUser, @Body() body: MergeViewsDto): Promise<void> {
    await this.mergeViews.execute(buyer, body.items);
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Forgotten' })
  async clear(@CurrentUser() buyer: AuthUser): Promise<void> {
    await this.clearViews.execute(buyer);
  }
}
