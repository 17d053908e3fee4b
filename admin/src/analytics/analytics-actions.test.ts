import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../rest/data-provider';
import { createHttpClient } from '../rest/http-client';
import { fakeFetch, json, problem } from '../test-support/fake-fetch';
import { createAnalyticsActions } from './analytics-actions';

const ADMIN = 'http://console.test/api/v1/admin';
const ANALYTICS = 'http://console.test/api/v1/analytics';

function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(routes);
  const http = createHttpClient({
    session: { accessToken: () => Promise.resolve('tok'), refresh: () => Promise.resolve(false) },
    language: () => 'fr',
    fetch: f.fetch,
  });
  return {
    actions: createAnalyticsActions(ADMIN, ANALYTICS, http),
    dp: createDataProvider(ADMIN, http),
    sent: f.sent,
  };
}

const csv = (text: string, name: string) =>
  new Response(text, {
    status: 200,
    headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${name}"` },
  });

describe('analytics staff calls', () => {
  it('starts and stops an experiment at its action routes with the staff token, the id escaped', async () => {
    const { actions, sent } = setup({
      'POST /api/v1/admin/analytics/experiments': [
        json({ id: 'e/1', status: 'running' }),
        json({ id: 'e/1', status: 'stopped' }),
      ],
    });
    expect((await actions.startExperiment('e/1')).status).toBe('running');
    expect((await actions.stopExperiment('e/1')).status).toBe('stopped');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      `POST ${ADMIN}/analytics/experiments/e%2F1/start`,
      `POST ${ADMIN}/analytics/experiments/e%2F1/stop`,
    ]);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('passes analytics’ refusal on in its own words', async () => {
    const { actions } = setup({
      'POST /api/v1/admin/analytics/experiments': [problem(409, 'L’expérience est déjà arrêtée')],
    });
    await expect(actions.stopExperiment('e1')).rejects.toMatchObject({
      status: 409,
      message: 'L’expérience est déjà arrêtée',
    });
  });

  it('downloads a report’s CSV with format=csv, the list’s filter and order, and no page range', async () => {
    const { actions, sent } = setup({
      'GET /api/v1/admin/analytics/reports/daily-metrics': [csv('day,country\n2027-01-01,KE\n', 'daily.csv')],
    });
    const file = await actions.reportCsv('daily-metrics', {
      filter: { from: '2027-01-01', to: '2027-01-31', country: 'KE', category: '' },
      sort: { field: 'gmv', order: 'DESC' },
    });
    expect(file.filename).toBe('daily.csv');
    expect(await file.blob.text()).toContain('2027-01-01,KE');
    const url = new URL(sent[0]!.url);
    expect(url.origin + url.pathname).toBe(`${ADMIN}/analytics/reports/daily-metrics`);
    expect(url.searchParams.get('format')).toBe('csv');
    // The emptied category input says nothing: it is not sent as a filter on ''.
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
      country: 'KE',
    });
    expect(url.searchParams.get('sort')).toBe('["gmv","DESC"]');
    expect(url.searchParams.has('range')).toBe(false);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('reads the CEO dashboard at analytics’ own route (not under /admin), and its CSV', async () => {
    const { actions, sent } = setup({
      'GET /api/v1/analytics/dashboards/ceo': [json({ currency: 'USD' }), csv('section,kpi\n', 'ceo.csv')],
    });
    const query = { period: 'quarter' as const, date: '2027-02-10', country: 'TN', category: 'agriculture' };
    expect(await actions.ceoDashboard(query)).toEqual({ currency: 'USD' });
    expect((await actions.ceoCsv(query)).filename).toBe('ceo.csv');
    const [first, second] = sent.map((s) => new URL(s.url));
    expect(first!.origin + first!.pathname).toBe(`${ANALYTICS}/dashboards/ceo`);
    expect(Object.fromEntries(first!.searchParams)).toEqual({
      period: 'quarter',
      date: '2027-02-10',
      country: 'TN',
      category: 'agriculture',
    });
    expect(second!.searchParams.get('format')).toBe('csv');
    expect(second!.searchParams.get('period')).toBe('quarter');
  });

  it('maps the analytics resources to their nested admin routes, writes included', async () => {
    const { dp, sent } = setup({
      'GET /api/v1/admin/analytics/reports/funnel': [
        json([{ id: '2027-01-01|KE', day: '2027-01-01' }], 200, { 'Content-Range': 'funnel 0-0/1' }),
      ],
      'POST /api/v1/admin/analytics/experiments': [json({ id: 'e1', key: 'k' })],
      'PUT /api/v1/admin/analytics/experiments': [json({ id: 'e1', key: 'k' })],
    });
    const list = await dp.getList('reports-funnel', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'day', order: 'DESC' },
      filter: { country: 'KE' },
    });
    expect(list.total).toBe(1);
    await dp.create('experiments', { data: { key: 'k', name: 'K' } });
    await dp.update('experiments', { id: 'e1', data: { name: 'K2' }, previousData: { id: 'e1' } });
    expect(sent.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      'GET /api/v1/admin/analytics/reports/funnel',
      'POST /api/v1/admin/analytics/experiments',
      'PUT /api/v1/admin/analytics/experiments/e1',
    ]);
  });
});
