import type { Identifier, RaRecord } from 'react-admin';
import { filenameOf, type DownloadedFile } from '../rest/data-provider';
import type { HttpClient } from '../rest/http-client';
import { toHttpError } from '../rest/problem';

/** A report list's query as ra-data-simple-rest sends it, without the page (an export is the whole range). */
export interface ReportQuery {
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export const PERIODS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type Granularity = (typeof PERIODS)[number];

/** The CEO dashboard's query (GET /api/v1/analytics/dashboards/ceo). */
export interface CeoQuery {
  period: Granularity;
  /** YYYY-MM-DD: any day of the period. */
  date: string;
  country?: string;
  category?: string;
}

export interface AnalyticsActions {
  /** POST /admin/analytics/experiments/:id/start (admin only): a draft starts assigning visitors. */
  startExperiment(id: Identifier): Promise<RaRecord>;
  /** POST /admin/analytics/experiments/:id/stop (admin only): everyone sees control from then on. */
  stopExperiment(id: Identifier): Promise<RaRecord>;
  /** The server's CSV of a report's whole filtered range (`path` under /admin/analytics/reports). */
  reportCsv(path: string, query: ReportQuery): Promise<DownloadedFile>;
  ceoDashboard(query: CeoQuery): Promise<unknown>;
  ceoCsv(query: CeoQuery): Promise<DownloadedFile>;
}

const id = (value: Identifier) => encodeURIComponent(String(value));

/** Only the filters that say something: react-admin keeps emptied inputs as '' or undefined. */
export function cleanFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  );
}

export function reportCsvUrl(adminUrl: string, path: string, query: ReportQuery): string {
  const params = new URLSearchParams({ format: 'csv', filter: JSON.stringify(cleanFilter(query.filter)) });
  if (query.sort) params.set('sort', JSON.stringify([query.sort.field, query.sort.order]));
  return `${adminUrl}/analytics/reports/${path}?${params.toString()}`;
}

export function ceoUrl(analyticsUrl: string, query: CeoQuery, format?: 'csv'): string {
  const params = new URLSearchParams({ period: query.period, date: query.date });
  if (query.country) params.set('country', query.country);
  if (query.category) params.set('category', query.category);
  if (format) params.set('format', format);
  return `${analyticsUrl}/dashboards/ceo?${params.toString()}`;
}

/**
 * The analytics calls that are not simple-rest CRUD, on the console's HTTP client (token, language,
 * problem details). The CEO dashboard is analytics' own staff route, not under /admin.
 */
export function createAnalyticsActions(
  adminUrl: string,
  analyticsUrl: string,
  http: HttpClient,
): AnalyticsActions {
  const post = async (path: string) => {
    const { json } = await http.json(`${adminUrl}/${path}`, { method: 'POST' });
    return json as RaRecord;
  };
  const download = async (url: string): Promise<DownloadedFile> => {
    const res = await http.raw(url);
    if (!res.ok) {
      const body: unknown = await res.json().catch(() => null);
      throw toHttpError(res.status, body, res.statusText);
    }
    return { blob: await res.blob(), filename: filenameOf(res.headers.get('Content-Disposition')) };
  };

  return {
    startExperiment: (experimentId) => post(`analytics/experiments/${id(experimentId)}/start`),
    stopExperiment: (experimentId) => post(`analytics/experiments/${id(experimentId)}/stop`),
    reportCsv: (path, query) => download(reportCsvUrl(adminUrl, path, query)),
    async ceoDashboard(query) {
      const { json } = await http.json(ceoUrl(analyticsUrl, query));
      return json;
    },
    ceoCsv: (query) => download(ceoUrl(analyticsUrl, query, 'csv')),
  };
}
