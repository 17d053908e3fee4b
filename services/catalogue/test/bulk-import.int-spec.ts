import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { uuidv7 } from '@sokoni/platform/db';
import { samplePdf, samplePng } from '@sokoni/platform/testing';
import { BulkImportWorker } from '../src/bulk-import/bulk-import-worker.js';
import { COLUMN_NAMES } from '../src/bulk-import/bulk-import-columns.js';
import {
  PROBLEM_JSON,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/**
 * Bulk product upload: the template, the upload's refusals, the background worker (good rows become
 * drafts, a bad row stores nothing and is reported by row, column and message), who may read a job,
 * and a job whose worker died being taken up again where it stopped.
 */
let t: ProductsTestApp;
let seller: Caller;
let other: Caller;
let categoryId: string;
let worker: BulkImportWorker;

const db = await testDatabaseOrSkip('bulk import');
const suite = db ? describe : describe.skip;

beforeAll(async () => {
  t = await startProducts(db!);
  seller = await t.caller('seller');
  other = await t.caller('seller');
  categoryId = await t.category();
  worker = t.app.get(BulkImportWorker);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const HEADER = [
  'title*',
  'unit',
  'moq',
  'currency',
  'tier_1_min_quantity',
  'tier_1_unit_price',
  'tier_2_min_quantity',
  'tier_2_unit_price',
  'origin_country',
  'incoterms',
  'specifications',
  'ready_to_ship',
];
const good = (title: string) => [
  title,
  'tonne',
  '5',
  'GHS',
  '5',
  '30000.50',
  '20',
  '29000',
  'GH',
  'FOB, CIF',
  'Moisture: ≤ 7.5%',
  'yes',
];
const csv = (rows: string[][]) =>
  [HEADER, ...rows]
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\n');

function upload(
  body: Buffer | string,
  name: string,
  by: Caller = seller,
  category = categoryId,
  lang?: string,
) {
  const form = new FormData();
  form.set('categoryId', category);
  form.set('file', new Blob([body]), name);
  return t.api('/api/v1/seller/bulk-imports', { method: 'POST', body: form, token: by.token, lang });
}

async function finished(id: string): Promise<any> {
  await worker.settle();
  const res = await t.api(`/api/v1/seller/bulk-imports/${id}`, { token: seller.token });
  expect(res.status).toBe(200);
  return res.json();
}

const jobCount = async () => (await t.sql(`select count(*)::int as n from catalogue.bulk_import_jobs`))[0].n;
const titles = async (sellerId: string) =>
  await t.sql<{ title: string; status: string }>(
    `select title, status from catalogue.products where seller_id = $1 order by title`,
    [sellerId],
  );

suite('bulk import', () => {
  it('offers a CSV and an XLSX template with every column, the XLSX explaining them in the seller’s language', async () => {
    const res = await t.api(`/api/v1/seller/bulk-imports/template?categoryId=${categoryId}&format=csv`, {
      token: seller.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="sokoni-products-cocoa-\d+\.csv"/,
    );
    const header = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(',');
    expect(header.map((h) => h.replace(/\*$/, ''))).toEqual(COLUMN_NAMES);
    expect(header).toContain('title*');

    const xlsx = await t.api(`/api/v1/seller/bulk-imports/template?categoryId=${categoryId}&format=xlsx`, {
      token: seller.token,
      lang: 'fr',
    });
    expect(xlsx.status).toBe(200);
    const sheets = await readXlsxFile(Buffer.from(await xlsx.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual(['Products', 'Notes']);
    expect(sheets[0]!.data[0]).toEqual(header);
    const notes = JSON.stringify(sheets[1]!.data);
    expect(notes).toContain('Cacao et café');
    expect(notes).toContain('EXW, FCA');
    expect(notes).toContain('GHS');

    const unknown = await t.api(`/api/v1/seller/bulk-imports/template?categoryId=${uuidv7()}&format=csv`, {
      token: seller.token,
    });
    expect(unknown.status).toBe(400);
  });

  it('makes the good rows drafts and reports the bad one by row, column and message, storing nothing of it', async () => {
    const bad = good('Broken cocoa row');
    bad[4] = '7'; // first tier not at the MOQ (5): a rule of the product form, not of the sheet
    const notNumber = good('Unreadable MOQ row');
    notNumber[2] = 'five';
    const res = await upload(
      csv([good('Cocoa A'), bad, good('Cocoa B'), [], notNumber, good('Cocoa C')]),
      'cocoa.csv',
    );
    expect(res.status).toBe(202);
    const queued = await res.json();
    expect(queued).toMatchObject({ fileName: 'cocoa.csv', fileType: 'csv', total: 5, categoryId });

    const job = await finished(queued.id);
    expect(job).toMatchObject({
      status: 'done',
      total: 5,
      processed: 5,
      created: 3,
      failed: 2,
      failure: null,
    });
    const stored = await titles(seller.id);
    expect(stored).toEqual(['Cocoa A', 'Cocoa B', 'Cocoa C'].map((title) => ({ title, status: 'draft' })));
    const [product] = await t.sql(`select * from catalogue.products where title = 'Cocoa A'`);
    expect(product).toMatchObject({
      category_id: categoryId,
      moq: 5,
      price_tiers: [
        { minQuantity: 5, unitPriceMinor: 3_000_050 },
        { minQuantity: 20, unitPriceMinor: 2_900_000 },
      ],
      incoterms: ['FOB', 'CIF'],
      specifications: [{ key: 'Moisture', value: '≤ 7.5%' }],
      ready_to_ship: true,
    });

    const errors = await (
      await t.api(`/api/v1/seller/bulk-imports/${queued.id}/errors`, { token: seller.token, lang: 'fr' })
    ).json();
    expect(errors.total).toBe(2);
    expect(errors.items).toEqual([
      {
        row: 3,
        field: 'tier_1_min_quantity',
        code: 'products.tiers_first_moq',
        message: 'Le premier palier de prix doit commencer à la quantité minimale de commande (5).',
      },
      {
        row: 6,
        field: 'moq',
        code: 'bulk_import.not_integer',
        message: 'Écrivez un nombre entier (chiffres uniquement).',
      },
    ]);

    const report = await t.api(`/api/v1/seller/bulk-imports/${queued.id}/error-report`, {
      token: seller.token,
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-disposition')).toMatch(/cocoa-errors\.csv/);
    const lines = (await report.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Row,Column,Problem');
    expect(lines[1]).toMatch(/^3,tier_1_min_quantity,The first price tier must start/);
    expect(lines).toHaveLength(3);

    const events = await t.events('catalogue.bulk_import.finished.v1', queued.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({
      jobId: queued.id,
      sellerId: seller.id,
      status: 'done',
      createdRows: 3n,
      failedRows: 2n,
    });
  });

  it('reads an XLSX workbook the same way', async () => {
    const xlsxSeller = await t.caller('seller');
    const rows = [HEADER, good('Workbook cocoa'), [...good('Workbook cocoa 2').slice(0, 2), '0']];
    const file = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value })))).toBuffer();
    const res = await upload(file, 'cocoa.xlsx', xlsxSeller);
    expect(res.status).toBe(202);
    const queued = await res.json();
    await worker.settle();
    const job = await (
      await t.api(`/api/v1/seller/bulk-imports/${queued.id}`, { token: xlsxSeller.token })
    ).json();
    expect(job).toMatchObject({ fileType: 'xlsx', status: 'done', created: 1, failed: 1 });
    expect(await titles(xlsxSeller.id)).toEqual([{ title: 'Workbook cocoa', status: 'draft' }]);
  });

  it('refuses a file that is not CSV or XLSX, or whose header is wrong, with a translated problem and stores nothing', async () => {
    const before = await jobCount();
    for (const [body, name] of [
      [samplePng(), 'products.csv'],
      [samplePdf(), 'products.xlsx'],
      [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]), 'products.xlsx'],
      [Buffer.from('title,moq\u0000\n'), 'products.csv'],
    ] as const) {
      const res = await upload(body, name, seller, categoryId, 'fr');
      expect(res.status).toBe(415);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      const problem = await res.json();
      expect(problem).toMatchObject({ code: 'bulk_import.file_type' });
      expect(problem.detail).toMatch(/^Ce n’est pas un fichier CSV/);
    }
    const unknown = await upload('title,unit,moq,colour\nA,kg,1,red\n', 'p.csv');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).detail).toMatch(/colour/);
    const missing = await upload('title,unit\nA,kg\n', 'p.csv');
    expect((await missing.json()).code).toBe('bulk_import.missing_columns');
    const empty = await upload(csv([]), 'p.csv');
    expect((await empty.json()).code).toBe('bulk_import.no_rows');
    const retired = await upload(csv([good('x')]), 'p.csv', seller, await t.category({ retired: true }));
    expect((await retired.json()).code).toBe('bulk_import.unknown_category');
    const none = await t.api('/api/v1/seller/bulk-imports', {
      method: 'POST',
      body: new FormData(),
      token: seller.token,
    });
    expect(none.status).toBe(400);
    expect(await jobCount()).toBe(before);
  });

  it('shows a job, its errors and its report to its seller only', async () => {
    const res = await upload(csv([good('Private cocoa')]), 'mine.csv');
    const { id } = await res.json();
    await worker.settle();
    for (const path of ['', '/errors', '/error-report']) {
      const peek = await t.api(`/api/v1/seller/bulk-imports/${id}${path}`, { token: other.token });
      expect(peek.status).toBe(404);
      expect(peek.headers.get('content-type')).toMatch(PROBLEM_JSON);
    }
    const mine = await (await t.api('/api/v1/seller/bulk-imports', { token: other.token })).json();
    expect(mine.items).toEqual([]);
    const buyer = await t.caller('buyer');
    expect((await t.api(`/api/v1/seller/bulk-imports/${id}`, { token: buyer.token })).status).toBe(403);
    expect((await upload(csv([good('x')]), 'x.csv', buyer)).status).toBe(403);
    expect((await t.api(`/api/v1/seller/bulk-imports/${id}`)).status).toBe(401);
  });

  it('takes up a job whose worker died from the last committed batch, and leaves one under a live lease alone', async () => {
    const crashSeller = await t.caller('seller');
    const file = Buffer.from(
      csv([good('Done before crash 1'), good('Done before crash 2'), good('After 1'), good('After 2')]),
    );
    const insertJob = async (lease: string, processed: number) => {
      const id = uuidv7();
      await t.sql(
        `insert into catalogue.bulk_import_jobs (id, seller_id, category_id, file_name, file_type, status, total,
           processed, created, failed, worker, lease_until, attempts, created_at, started_at, updated_at)
         values ($1, $2, $3, 'crash.csv', 'csv', 'running', 4, $4, $4, 0, 'dead-worker', now() + $5::interval, 1, now(), now(), now())`,
        [id, crashSeller.id, categoryId, processed, lease],
      );
      await t.sql(`insert into catalogue.bulk_import_files (job_id, content) values ($1, $2)`, [id, file]);
      return id;
    };
    const alive = await insertJob('1 minute', 0);
    // A job that has killed its worker on every claim is given up, said in the reader's language.
    const poison = await insertJob('-1 second', 0);
    await t.sql(`update catalogue.bulk_import_jobs set attempts = 5 where id = $1`, [poison]);
    const dead = await insertJob('-1 second', 2);
    await worker.settle();

    const [deadJob] = await t.sql(`select * from catalogue.bulk_import_jobs where id = $1`, [dead]);
    expect(deadJob).toMatchObject({ status: 'done', processed: 4, created: 4, attempts: 2 });
    // Rows 1–2 were committed by the dead worker (their drafts are outside this test's data): not made again.
    expect(await titles(crashSeller.id)).toEqual(
      ['After 1', 'After 2'].map((title) => ({ title, status: 'draft' })),
    );
    expect(await t.sql(`select 1 from catalogue.bulk_import_files where job_id = $1`, [dead])).toEqual([]);

    const [poisonJob] = await t.sql(`select status, created from catalogue.bulk_import_jobs where id = $1`, [
      poison,
    ]);
    expect(poisonJob).toEqual({ status: 'failed', created: 0 });
    const gaveUp = await (
      await t.api(`/api/v1/seller/bulk-imports/${poison}`, { token: crashSeller.token, lang: 'sw' })
    ).json();
    expect(gaveUp.failure).toBe(
      'Upakiaji ulisimama baada ya majaribio kadhaa. Kagua faili na ulipakie tena.',
    );
    const [event] = await t.events('catalogue.bulk_import.finished.v1', poison);
    expect(event!.payload).toMatchObject({ status: 'failed', createdRows: 0n });

    const [aliveJob] = await t.sql(`select * from catalogue.bulk_import_jobs where id = $1`, [alive]);
    expect(aliveJob).toMatchObject({ status: 'running', worker: 'dead-worker', processed: 0 });
    // Its lease runs out: the next pass takes it and makes every row.
    await t.sql(
      `update catalogue.bulk_import_jobs set lease_until = now() - interval '1 second' where id = $1`,
      [alive],
    );
    await worker.settle();
    const [taken] = await t.sql(`select * from catalogue.bulk_import_jobs where id = $1`, [alive]);
    expect(taken).toMatchObject({ status: 'done', created: 4 });
  });
});
