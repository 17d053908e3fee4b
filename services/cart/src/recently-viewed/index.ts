import type { Provider, Type } from '@nestjs/common';
import { ClearViews } from './clear-views.use-case.js';
import { GetRecentlyViewed } from './get-recently-viewed.query.js';
import { MergeViews } from './merge-views.use-case.js';
import { RecentView } from './recent-view.entity.js';
import { RecentlyViewedController } from './recently-viewed.controller.js';
import { RecordView } from './record-view.use-case.js';

/** Buyers' recently viewed products for the cart module; migration Migration20261225300010BuyerLists. */
export const RECENTLY_VIEWED_ENTITIES = [RecentView];
export const RECENTLY_VIEWED_PROVIDERS: Provider[] = [GetRecentlyViewed, RecordView, MergeViews, ClearViews];
export const RECENTLY_VIEWED_CONTROLLERS: Type[] = [RecentlyViewedController];
export { RECENTLY_VIEWED_MAX } from './recent-views.js';
