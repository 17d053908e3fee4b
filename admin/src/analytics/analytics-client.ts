import { API } from '../config';
import { http } from '../providers';
import { createAnalyticsActions } from './analytics-actions';

/** The console's analytics calls on its one HTTP client; the dashboards are at analytics' own /analytics routes. */
export const analyticsActions = createAnalyticsActions(
  API.admin,
  API.admin.replace(/\/admin$/, '/analytics'),
  http,
);
