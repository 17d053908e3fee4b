import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../auth/session';
import { calls, json, respond, type Call } from '../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import type { Product } from './lib/product-form';
import ProductEditorPage from './product-editor.page';
import { fakeUploads } from './testing/fake-uploads';
import { CATEGORIES, CATEGORY, COUNTRIES, IMAGES, product, RATES, SELLER } from './testing/fixtures';

const NS = ['common', 'seller', 'trade', 'browse'];

/** The catalogue; `own` answers first (the product's changes), the rest is reference data. */
function catalogue(stored: Product | null, own?: (call: Call) => Response | undefined) {
  respond((call) => {
    const answer = own?.(call);
    if (answer) return answer;
    const path = call.path.split('?')[0]!;
    if (path === '/api/v1/fx-rates') return json(RATES);
    if (path === '/api/v1/categories') return json(CATEGORIES);
    if (path === '/api/v1/countries') return json(COUNTRIES);
    if (stored && call.method === 'GET' && path === `/api/v1/products/${stored.id}`) return json(stored);
    if (path === '/api/v1/seller/products') return json({ items: [], total: 0, page: 1, pageSize: 20 });
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
}, 60_000);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => session.signOut());
  localStorage.clear();
});

async function open(path: string) {
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: SELLER }));
  await renderWithApp(
    <App>
      <Routes>
        <Route path="/products/new" element={<ProductEditorPage />} />
        <Route path="/products/edit/:id" element={<ProductEditorPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </App>,
    { path, namespaces: NS },
  );
}
const location = () => screen.getByTestId('location').textContent;
const type = (label: string | RegExp, value: string) =>
  actAsync(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const pick = async (label: string | RegExp, option: string) => {
  await actAsync(() => fireEvent.mouseDown(screen.getByLabelText(label)));
  const choice = await screen.findByTitle(option);
  await actAsync(() => fireEvent.click(choice));
};
const press = (name: string) => actAsync(() => fireEvent.click(screen.getByRole('button', { name })));
const writes = () => calls.filter((c) => c.method !== 'GET' && !c.path.startsWith('/api/v1/auth'));

describe('a new product', () => {
  it('is checked before anything is sent: each missing field says what it needs', async () => {
    catalogue(null);
    await open('/products/new');
    await screen.findByLabelText('Title');
    await press('Save draft');
    await screen.findByText('Give the product a title.');
    for (const text of [
      'Choose the category buyers will look in.',
      'Choose the unit you sell in.',
      'Give the minimum order quantity.',
      'Price 1: give a whole quantity of at least 1. Price 1: give a unit price above zero.',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some fields need your attention');
    expect(writes()).toEqual([]);
  }, 30_000);

  it('keeps the first price at the MOQ and refuses a later break that does not start higher', async () => {
    catalogue(null);
    await open('/products/new');
    await type('Minimum order quantity (MOQ)', '10');
    expect(screen.getByLabelText<HTMLInputElement>('From quantity (price 1)').value).toBe('10');
    expect(screen.getByLabelText<HTMLInputElement>('From quantity (price 1)').readOnly).toBe(true);
    await type('Unit price 1 (USD)', '12.5');
    await press('Add a price break');
    await type('From quantity (price 2)', '5');
    await type('Unit price 2 (USD)', '13');
    await press('Save draft');
    await screen.findByText(
      'Price 2 must start at a larger quantity than the one before.',
      {},
      { timeout: 5000 },
    );
    await type('From quantity (price 2)', '50');
    await screen.findByText('Price 2 must not be dearer per unit than the one before.');
    expect(writes()).toEqual([]);
  }, 30_000);

  it('becomes a draft with every field, then opens for its photos', async () => {
    const created = product({ id: '0193a000-0000-7000-8000-000000000150', currency: 'USD' });
    catalogue(null, (call) =>
      call.method === 'POST' && call.path === '/api/v1/products' ? json(created, 201) : undefined,
    );
    const sent = fakeUploads((n) => ({ status: 201, body: { ...created, images: IMAGES.slice(0, n) } }));
    await open('/products/new');
    // Photos chosen before the draft exists wait for its first save.
    expect(screen.getByText('The photos you choose now upload when you save the draft.')).toBeTruthy();
    const picker = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const photos = ['cocoa.jpg', 'sacks.png'].map(
      (name) =>
        new File([new Uint8Array(50)], name, { type: name.endsWith('png') ? 'image/png' : 'image/jpeg' }),
    );
    await actAsync(() => fireEvent.change(picker, { target: { files: photos } }));
    await screen.findByText('sacks.png');
    expect(screen.getByText('cocoa.jpg')).toBeTruthy();
    expect(sent).toEqual([]);
    await type('Title', '  Grade A fermented cocoa beans ');
    await pick('Category', 'Agriculture › Cocoa & Coffee');
    await pick('Unit', 'Tonne (t)');
    await type('Minimum order quantity (MOQ)', '5');
    await type('Unit price 1 (USD)', '2500.5');
    await type(/^HS code/, '1801.00');
    await actAsync(() => fireEvent.click(screen.getByRole('checkbox', { name: 'FOB — Free On Board' })));
    await press('Save draft');
    await waitFor(() => expect(location()).toBe(`/products/edit/${created.id}`));
    expect(writes()).toHaveLength(1);
    // Uploaded to the new draft, in the order chosen.
    expect(sent.map((u) => [u.url, (u.body.get('image') as File).name])).toEqual([
      [`/api/v1/products/${created.id}/images`, 'cocoa.jpg'],
      [`/api/v1/products/${created.id}/images`, 'sacks.png'],
    ]);
    expect(writes()[0]!.body).toEqual({
      title: 'Grade A fermented cocoa beans',
      description: '',
      categoryId: CATEGORY,
      unit: 'tonne',
      moq: 5,
      currency: 'USD',
      priceTiers: [{ minQuantity: 5, unitPriceMinor: 250050 }],
      readyToShip: false,
      leadTimeDays: null,
      capacityPerMonth: null,
      originCountry: 'GH',
      hsCode: '1801.00',
      incoterms: ['FOB'],
      certifications: [],
      specifications: [],
      sampleAvailable: false,
      samplePriceMinor: null,
    });
  }, 30_000);
});

describe('an existing product', () => {
  it('previews every price tier in buyers’ currencies at the storefront’s rates, as the seller types', async () => {
    const p = product();
    catalogue(p);
    await open(`/products/edit/${p.id}`);
    const preview = await screen.findByRole('table', { name: /Unit prices in GHS/ });
    const rows = () =>
      within(preview)
        .getAllByRole('row')
        .map((r) => r.textContent.replace(/\s+/g, ' '));
    // GHS 30,000 at 12 per USD: USD 2,500, EUR 2,250, NGN 3,750,000 (reader currency USD first).
    expect(rows()).toEqual([
      'QuantityGHSUSDEURNGN',
      expect.stringMatching(/^from 5 tonne.*30,000\.00\$2,500\.00€2,250\.00₦3,750,000\.00$/),
      expect.stringMatching(/^from 20 tonne.*24,000\.00\$2,000\.00€1,800\.00₦3,000,000\.00$/),
    ]);
    await type('Unit price 2 (GHS)', '18000');
    await waitFor(() => expect(rows()[2]).toMatch(/18,000\.00\$1,500\.00€1,350\.00/));
  }, 30_000);

  it('shows why it was rejected, saves the changes and resubmits it', async () => {
    const p = product({ status: 'rejected', rejectionReason: 'The photos show another product.' });
    catalogue(p, (call) => {
      if (call.method === 'PATCH') return json({ ...p, ...(call.body as object) });
      if (call.method === 'POST' && call.path.endsWith('/submit'))
        return json({ ...p, status: 'pending_review', rejectionReason: null });
      return undefined;
    });
    await open(`/products/edit/${p.id}`);
    await screen.findByText('The photos show another product.');
    expect(screen.getByText('Rejected by review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    await type('Title', 'Grade A cocoa beans, new photos');
    await press('Resubmit for review');
    await waitFor(() => expect(location()).toBe('/seller/products?status=pending_review'));
    expect(writes().map((c) => `${c.method} ${c.path}`)).toEqual([
      `PATCH /api/v1/products/${p.id}`,
      `POST /api/v1/products/${p.id}/submit`,
    ]);
    expect(writes()[0]!.body).toMatchObject({ title: 'Grade A cocoa beans, new photos', moq: 5 });
  }, 30_000);

  it('shows the catalogue’s refusal next to the field it names, in the reader’s words', async () => {
    const p = product();
    catalogue(p, (call) =>
      call.method === 'PATCH'
        ? json(
            {
              status: 400,
              code: 'products.html_not_allowed',
              detail: 'HTML is not allowed in description.',
              errors: [
                { field: 'description', code: 'products.html_not_allowed', message: 'No HTML here, please.' },
              ],
            },
            400,
          )
        : undefined,
    );
    await open(`/products/edit/${p.id}`);
    await type(/^Description/, '<b>Best</b> beans');
    await press('Save');
    await screen.findByText('No HTML here, please.');
    expect(screen.getByRole('alert').textContent).toContain('HTML is not allowed in description.');
    expect(screen.getByLabelText(/^Description/).getAttribute('aria-invalid')).toBe('true');
  }, 30_000);

  it('puts the photos in order: any one can become the main photo, or move one place', async () => {
    const p = product({ images: IMAGES });
    const [a, b, c] = IMAGES.map((i) => i.key);
    catalogue(p, (call) => {
      if (call.method !== 'PATCH' || !call.path.endsWith('/images')) return undefined;
      const keys = (call.body as { keys: string[] }).keys;
      return json({ ...p, images: keys.map((k) => IMAGES.find((i) => i.key === k)!) });
    });
    await open(`/products/edit/${p.id}`);
    const list = await screen.findByRole('list', { name: 'Photos, the main one first' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Main photo');
    expect(within(list).queryByRole('button', { name: 'Make photo 1 the main photo' })).toBeNull();

    await press('Make photo 3 the main photo');
    await screen.findByText('That photo is now the main photo.');
    expect(writes().at(-1)).toMatchObject({
      path: `/api/v1/products/${p.id}/images`,
      body: { keys: [c, a, b] },
    });
    const alts = () =>
      within(list)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src'));
    expect(alts()).toEqual([IMAGES[2]!.thumbnailUrl, IMAGES[0]!.thumbnailUrl, IMAGES[1]!.thumbnailUrl]);

    await press('Move photo 1 later');
    await screen.findByText('Photo moved to position 2 of 3.');
    expect(writes().at(-1)!.body).toEqual({ keys: [a, c, b] });
  }, 30_000);

  it('uploads a dropped photo with its progress, and deletes one after asking', async () => {
    const p = product({ images: IMAGES.slice(0, 1) });
    catalogue(p, (call) => (call.method === 'DELETE' ? json({ ...p, images: [] }) : undefined));
    const sent = fakeUploads();
    {
      await open(`/products/edit/${p.id}`);
      const input = await waitFor(() => {
        const el = document.querySelector<HTMLInputElement>('input[type=file]');
        if (!el) throw new Error('no file input yet');
        return el;
      });
      const file = new File([new Uint8Array(100)], 'beans.jpg', { type: 'image/jpeg' });
      await actAsync(() => fireEvent.change(input, { target: { files: [file] } }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.url).toBe(`/api/v1/products/${p.id}/images`);
      expect(sent[0]!.headers).toMatchObject({ authorization: 'Bearer token', 'accept-language': 'en' });
      expect((sent[0]!.body.get('image') as File).name).toBe('beans.jpg');
      // Part-way: the file is listed with its progress.
      await waitFor(() =>
        expect(document.querySelector('.ant-upload-list [role=progressbar], .ant-progress')).not.toBeNull(),
      );
      expect(screen.getByText('beans.jpg')).toBeTruthy();
      await actAsync(() => sent[0]!.finish(201, { ...p, images: IMAGES.slice(0, 2) }));
      await screen.findByText('beans.jpg uploaded.');
      const list = screen.getByRole('list', { name: 'Photos, the main one first' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);

      // A file the catalogue would refuse is not sent.
      const gif = new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' });
      // The picker's input is a new element after each choice.
      const again = document.querySelector<HTMLInputElement>('input[type=file]')!;
      await actAsync(() => fireEvent.change(again, { target: { files: [gif] } }));
      await screen.findByText('anim.gif is not a JPEG, PNG or WebP image.');
      expect(sent).toHaveLength(1);
    }

    await press('Delete photo 1');
    const confirm = await screen.findByRole('tooltip');
    await actAsync(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    await screen.findByText('Photo deleted.');
    expect(writes().at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/v1/products/${p.id}/images/${IMAGES[0]!.key}`,
    });
  }, 30_000);
});
