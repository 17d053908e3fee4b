import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../../auth/session';
import { calls, json, respond, type Call } from '../../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../../shell/testing/render';
import { CATEGORIES, CATEGORY, SELLER } from '../testing/fixtures';
import BulkUploadPage from './bulk-upload.page';

const NS = ['common', 'bulk', 'seller', 'trade', 'browse'];
const JOB = '0193b000-0000-7000-8000-000000000001';
const job = (over: Record<string, unknown> = {}) => ({
  id: JOB,
  categoryId: CATEGORY,
  fileName: 'cocoa.csv',
  fileType: 'csv',
  status: 'running',
  total: 4,
  processed: 2,
  created: 2,
  failed: 0,
  failure: null,
  createdAt: '2026-11-24T10:00:00Z',
  startedAt: '2026-11-24T10:00:01Z',
  finishedAt: null,
  ...over,
});
const ERROR = {
  row: 3,
  field: 'tier_1_min_quantity',
  code: 'products.tiers_first_moq',
  message: 'The first price tier must start at the minimum order quantity (5).',
};

/** The catalogue's bulk API: the job runs for `runningPolls` answers, then ends with one bad row. */
function server(own?: (call: Call) => Response | undefined, runningPolls = 1) {
  let polls = 0;
  respond((call) => {
    const answer = own?.(call);
    if (answer) return answer;
    const path = call.path.split('?')[0]!;
    if (path === '/api/v1/categories') return json(CATEGORIES);
    if (path === '/api/v1/seller/bulk-imports/template')
      return new Response('title*,unit*\n', { headers: { 'content-type': 'text/csv' } });
    if (call.method === 'GET' && path === '/api/v1/seller/bulk-imports') return json({ items: [] });
    if (call.method === 'POST' && path === '/api/v1/seller/bulk-imports')
      return json(job({ status: 'queued', processed: 0, created: 0 }), 202);
    if (path === `/api/v1/seller/bulk-imports/${JOB}`)
      return json(
        ++polls <= runningPolls ? job() : job({ status: 'done', processed: 4, created: 3, failed: 1 }),
      );
    if (path === `/api/v1/seller/bulk-imports/${JOB}/errors`)
      return json({ items: [ERROR], total: 1, page: 1, pageSize: 20 });
    if (path === `/api/v1/seller/bulk-imports/${JOB}/error-report`)
      return new Response('Row,Column,Problem\n', { headers: { 'content-type': 'text/csv' } });
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}

const saved: string[] = [];
beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  saved.length = 0;
});

const open = async (path = '/products/bulk') => {
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: SELLER }));
  await renderWithApp(
    <App>
      <BulkUploadPage />
    </App>,
    { path, namespaces: NS },
  );
};

async function chooseCategory() {
  const select = await screen.findByRole('combobox', { name: 'Category of the products' });
  await actAsync(() => fireEvent.mouseDown(select));
  await actAsync(() => fireEvent.click(screen.getByTitle('Agriculture › Cocoa & Coffee')));
}

async function chooseFile(name: string, content = 'title*,unit*\nCocoa,kg\n') {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await actAsync(() => fireEvent.change(input, { target: { files: [new File([content], name)] } }));
}

describe('bulk upload page', () => {
  it('downloads a category’s template, uploads the file and follows the job to its report', async () => {
    server();
    await open();
    const xlsx = await screen.findByRole('button', { name: 'Excel template (XLSX)' });
    expect(xlsx.hasAttribute('disabled')).toBe(true);
    await chooseCategory();
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Excel template (XLSX)' })));
    await waitFor(() => expect(saved).toEqual(['sokoni-products.xlsx']));
    expect(
      calls.some((c) => c.path === `/api/v1/seller/bulk-imports/template?categoryId=${CATEGORY}&format=xlsx`),
    ).toBe(true);

    await chooseFile('cocoa.csv');
    screen.getByText('Chosen: cocoa.csv. Drop another file to replace it.');
    await actAsync(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Upload into Agriculture › Cocoa & Coffee' })),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/products/bulk?job=${JOB}`));
    const upload = calls.find((c) => c.method === 'POST')!;
    // A multipart form (jsdom's File reaches Node's FormData as a nameless blob; a browser names it).
    expect(String(upload.body)).toMatch(/name="categoryId"\r\n\r\n0193a000-0000-7000-8000-0000000000c1/);
    expect(String(upload.body)).toContain('name="file"');

    // Polled while it runs: half the rows read, then done with one refused row.
    await screen.findByText('2 of 4 rows read');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await screen.findByText('3 products saved as drafts, 1 rows with errors.', undefined, { timeout: 5_000 });
    expect(screen.getByRole('link', { name: 'Review your new drafts' }).getAttribute('href')).toBe(
      '/seller/products?status=draft',
    );
    const row = (await screen.findByText(ERROR.message)).closest('tr')!;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('tier_1_min_quantity')).toBeTruthy();
    const polls = calls.filter((c) => c.path === `/api/v1/seller/bulk-imports/${JOB}`).length;
    expect(polls).toBe(2);

    await actAsync(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Download the error report (CSV)' })),
    );
    await waitFor(() => expect(saved).toContain('cocoa-errors.csv'));
  }, 30_000);

  it('refuses a file that is not CSV or XLSX before sending it, and shows the server’s refusal', async () => {
    server((call) =>
      call.method === 'POST'
        ? json(
            {
              status: 415,
              code: 'bulk_import.file_type',
              detail: 'This is not a CSV (UTF-8 text) or XLSX file.',
            },
            415,
          )
        : undefined,
    );
    await open();
    await chooseCategory();
    await chooseFile('photo.png');
    screen.getByText('Choose a .csv or .xlsx file.');
    const send = screen.getByRole('button', { name: 'Upload into Agriculture › Cocoa & Coffee' });
    expect(send.hasAttribute('disabled')).toBe(true);

    await chooseFile('renamed.csv', '\u0089PNG');
    await actAsync(() => fireEvent.click(send));
    await screen.findByText('This is not a CSV (UTF-8 text) or XLSX file.');
    expect(screen.getByTestId('location').textContent).toBe('/products/bulk');
  }, 30_000);

  it('follows a job from the address after a reload, and says when it stopped', async () => {
    server((call) =>
      call.path === `/api/v1/seller/bulk-imports/${JOB}`
        ? json(
            job({ status: 'failed', failure: 'The uploaded file is no longer available. Upload it again.' }),
          )
        : call.path === '/api/v1/seller/bulk-imports'
          ? json({ items: [job({ fileName: 'earlier.xlsx', status: 'done', created: 3, failed: 1 })] })
          : undefined,
    );
    await open(`/products/bulk?job=${JOB}`);
    await screen.findByText('The uploaded file is no longer available. Upload it again.');
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Upload another file' })));
    expect(screen.getByTestId('location').textContent).toBe('/products/bulk');
    await screen.findByRole('combobox', { name: 'Category of the products' });
    // The last uploads lead back to their reports.
    const recent = await screen.findByRole('link', { name: 'earlier.xlsx' });
    expect(within(recent.closest('tr')!).getByText('3 drafts, 1 rows with errors')).toBeTruthy();
    await actAsync(() => fireEvent.click(recent));
    expect(screen.getByTestId('location').textContent).toBe(`/products/bulk?job=${JOB}`);
  }, 30_000);
});
