import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../../auth/session';
import { calls, json, respond } from '../../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../../shell/testing/render';
import { fakeUploads } from '../testing/fake-uploads';
import { product, RATES, SELLER } from '../testing/fixtures';
import type { Storefront } from './storefront-rules';
import SellerStorefrontPage from './storefront.page';

const NS = ['common', 'seller', 'trade', 'browse'];
const STOREFRONT: Storefront = {
  id: SELLER.id,
  companyName: 'Ashanti Cocoa',
  country: 'GH',
  city: 'Kumasi',
  yearEstablished: 1998,
  employeesBand: '11-50',
  mainProducts: ['Cocoa beans'],
  certifications: ['Fairtrade'],
  languages: ['en'],
  responseTimeHours: 24,
  description: 'Family co-operative.',
  logoUrl: null,
  bannerUrl: null,
  verificationStatus: 'verified',
  verified: true,
  verifiedAt: '2026-01-02T10:00:00Z',
  verificationExpiresAt: null,
  rating: null,
  ratingCount: 0,
  productCount: 1,
  memberSince: '2025-03-01T10:00:00Z',
};
const PUBLISHED = product({
  id: '0193a000-0000-7000-8000-000000000103',
  title: 'Cashew nuts W320',
  status: 'published',
});
const LOGO = `/api/v1/suppliers/${SELLER.id}/images/0193a000-0000-7000-8000-0000000000a1.webp`;

function network(patch?: (body: Record<string, unknown>) => Response) {
  respond((call) => {
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/api/v1/fx-rates') return json(RATES);
    if (url.pathname === '/api/v1/countries') return json([{ code: 'GH', name: 'Ghana', african: true }]);
    if (url.pathname === '/api/v1/suppliers/me' && call.method === 'GET') return json(STOREFRONT);
    if (url.pathname === '/api/v1/suppliers/me' && call.method === 'PATCH')
      return patch
        ? patch(call.body as Record<string, unknown>)
        : json({ ...STOREFRONT, ...(call.body as object) });
    if (call.method === 'DELETE' && url.pathname === '/api/v1/suppliers/me/logo')
      return json({ ...STOREFRONT, logoUrl: null });
    if (url.pathname === `/api/v1/suppliers/${SELLER.id}`) return json({ ...STOREFRONT, products: [] });
    if (url.pathname === '/api/v1/seller/products')
      return json({ items: [PUBLISHED], total: 1, page: 1, pageSize: 100 });
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

const open = async () => {
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: SELLER }));
  await renderWithApp(
    <App>
      <SellerStorefrontPage />
    </App>,
    { path: '/seller/storefront', namespaces: NS },
  );
  await screen.findByLabelText(/^About your company/);
};
const preview = () => screen.getByTestId('storefront-preview');

describe('the storefront editor', () => {
  it('shows the profile in a preview that follows the typing, and saves the whole profile', async () => {
    network();
    await open();
    expect(within(preview()).getByRole('heading', { name: 'Ashanti Cocoa' })).toBeTruthy();
    expect(within(preview()).getByText('Family co-operative.')).toBeTruthy();
    await actAsync(() =>
      fireEvent.change(screen.getByLabelText(/^About your company/), {
        target: { value: 'Cocoa from 300 farms around Kumasi.' },
      }),
    );
    await within(preview()).findByText('Cocoa from 300 farms around Kumasi.');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false); // a preview, not yet a change

    // A published product is offered as a main product.
    await actAsync(() => fireEvent.mouseDown(screen.getByLabelText(/^Main products/)));
    await actAsync(() => fireEvent.click(screen.getByTitle('Cashew nuts W320')));
    await within(preview()).findByText('Cocoa beans, Cashew nuts W320');

    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Save storefront' })));
    await screen.findByText('Your storefront was saved.');
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/v1/suppliers/me');
    expect(patch.body).toEqual({
      yearEstablished: 1998,
      employeesBand: '11-50',
      responseTimeHours: 24,
      description: 'Cocoa from 300 farms around Kumasi.',
      mainProducts: ['Cocoa beans', 'Cashew nuts W320'],
      certifications: ['Fairtrade'],
      languages: ['en'],
    });
  }, 30_000);

  it('refuses markup before sending, and puts the catalogue’s refusal on its field', async () => {
    network(() =>
      json(
        {
          status: 400,
          title: 'Bad Request',
          detail: 'Enter a year from 1900 to 2026.',
          errors: [{ field: 'yearEstablished', message: 'Enter a year from 1900 to 2026.' }],
        },
        400,
      ),
    );
    await open();
    await actAsync(() =>
      fireEvent.change(screen.getByLabelText(/^About your company/), {
        target: { value: '<b>Best</b> cocoa' },
      }),
    );
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Save storefront' })));
    await screen.findByText('Use plain text only: HTML tags are not allowed.');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await actAsync(() =>
      fireEvent.change(screen.getByLabelText(/^About your company/), { target: { value: 'Best cocoa' } }),
    );
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Save storefront' })));
    await waitFor(() =>
      expect(screen.getAllByText('Enter a year from 1900 to 2026.').length).toBeGreaterThan(1),
    );
  }, 30_000);

  it('uploads a logo with its progress, shows it in the preview, and removes it', async () => {
    network();
    const uploads = fakeUploads();
    await open();
    const logo = screen.getByRole('heading', { name: 'Logo' }).closest('section')!;
    const input = logo.querySelector('input[type="file"]')!;
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'logo.jpg', { type: 'image/jpeg' });
    await actAsync(() => fireEvent.change(input, { target: { files: [file] } }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/v1/suppliers/me/logo');
    expect(uploads[0]!.headers.authorization).toBe('Bearer token');
    expect((uploads[0]!.body.get('image') as File).name).toBe('logo.jpg');
    expect(
      within(logo).getByRole('progressbar', { name: 'Uploading the logo' }).getAttribute('aria-valuenow'),
    ).toBe('40');

    await actAsync(() => uploads[0]!.finish(200, { ...STOREFRONT, logoUrl: LOGO }));
    await within(logo).findByText('Logo saved.');
    expect(within(logo).getByRole('img', { name: 'Your current logo' }).getAttribute('src')).toBe(LOGO);
    expect(preview().querySelector('img.bw-storefront__logo')!.getAttribute('src')).toBe(LOGO);

    await actAsync(() => fireEvent.click(within(logo).getByRole('button', { name: 'Remove the logo' })));
    await actAsync(() =>
      fireEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Remove' })),
    );
    await within(logo).findByText('Logo removed.');
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/v1/suppliers/me/logo');
    expect(preview().querySelector('img.bw-storefront__logo')).toBeNull();
  }, 30_000);

  it('refuses a file that is not a picture before sending it', async () => {
    network();
    const uploads = fakeUploads();
    await open();
    const banner = screen.getByRole('heading', { name: 'Banner' }).closest('section')!;
    const pdf = new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' });
    await actAsync(() =>
      fireEvent.change(banner.querySelector('input[type="file"]')!, { target: { files: [pdf] } }),
    );
    await within(banner).findByText('brochure.pdf is not a JPEG, PNG or WebP image.');
    expect(uploads).toHaveLength(0);
  }, 30_000);
});
