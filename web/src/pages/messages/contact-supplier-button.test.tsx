import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../auth/session';
import { loadNamespace } from '../../i18n/i18n';
import { json, respond } from '../../shell/testing/fake-network';
import { renderWithApp } from '../../shell/testing/render';
import { ContactSupplierButton } from './contact-supplier-button';

const NS = ['common', 'browse'];
const ME = '0193a000-0000-7000-8000-0000000000b1';
const SUPPLIER = '0193a000-0000-7000-8000-0000000000c1';
const PRODUCT = '0193a000-0000-7000-8000-0000000000d1';

const signIn = (id: string) =>
  act(() =>
    session.accept({
      accessToken: 'token',
      expiresIn: 900,
      user: {
        id,
        email: 'bola@lagos-foods.example',
        fullName: 'Bola Adeyemi',
        businessName: 'Lagos Foods',
        role: 'both',
        verified: true,
        country: 'NG',
        avatarInitials: 'BA',
      },
    }),
  );

beforeAll(async () => {
  respond(() => json({ status: 404 }, 404));
  await session.restore();
  await Promise.all(NS.map((ns) => loadNamespace('en', ns)));
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
});

const href = () => screen.getByRole('link', { name: /Contact supplier/ }).getAttribute('href');

describe('Contact supplier', () => {
  it('sends a visitor to sign in, then back to the page', async () => {
    await renderWithApp(<ContactSupplierButton supplierId={SUPPLIER} productId={PRODUCT} />, {
      path: `/products/${PRODUCT}?tab=specs`,
      namespaces: NS,
    });
    expect(href()).toBe(`/login?next=${encodeURIComponent(`/products/${PRODUCT}?tab=specs`)}`);
  });

  it('leads a signed-in user to the conversation about the product, or about the storefront', async () => {
    signIn(ME);
    await renderWithApp(<ContactSupplierButton supplierId={SUPPLIER} productId={PRODUCT} />, {
      path: `/products/${PRODUCT}`,
      namespaces: NS,
    });
    expect(href()).toBe(`/messages?supplier=${SUPPLIER}&product=${PRODUCT}`);
    cleanup();
    await renderWithApp(<ContactSupplierButton supplierId={SUPPLIER} />, {
      path: `/suppliers/${SUPPLIER}`,
      namespaces: NS,
    });
    expect(href()).toBe(`/messages?supplier=${SUPPLIER}`);
  });

  it('is not offered to the supplier on their own pages', async () => {
    signIn(SUPPLIER);
    await renderWithApp(<ContactSupplierButton supplierId={SUPPLIER} productId={PRODUCT} />, {
      path: `/products/${PRODUCT}`,
      namespaces: NS,
    });
    expect(screen.queryByText(/Contact supplier/)).toBeNull();
  });
});
