import { lazy } from 'react';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableChartIcon from '@mui/icons-material/TableChart';

/**
 * The back office's reports: analytics' figures as lists a spreadsheet user filters and exports.
 * Each resource name maps to /admin/analytics/reports/<path> (rest/data-provider RESOURCE_PATHS).
 */
export const dailyMetricsReport = {
  list: lazy(() => import('./DailyMetricsList')),
  icon: TableChartIcon,
};

export const funnelReport = {
  list: lazy(() => import('./FunnelList')),
  icon: FilterAltIcon,
};

export const sellersReport = {
  list: lazy(() => import('./SellerReportList')),
  icon: StorefrontIcon,
};
