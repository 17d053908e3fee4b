import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../testing/fake-network');
  installFakeNetwork();
});

import { useCart } from '../../cart/cart-store';
import type { CartItem } from '../../cart/cart-rules';
import { loadNamespace } from '../../i18n/i18n';
import { json, respond } from '../testing/fake-network';
import { renderWithApp } from '../testing/render';
import { CartLines, CartTotals } from './cart-lines';

const beans: Omit<CartItem, 'quantity'> = {
  id: 'p-beans',
  name: 'Cocoa beans',
  currency: 'USD',
  priceTiers: [
    { minQuantity: 1, unitPriceMinor: 1000 },
    { minQuantity: 20, unitPriceMinor: 800 },
  ],
  moq: 10,
  unit: 'bag',
  supplierName: 'Ashanti Cocoa',
};

let dispatch: ReturnType<typeof useCart>['dispatch'];
function Grab() {
  dispatch = useCart().dispatch;
  return null;
}

beforeAll(() => loadNamespace('en', 'common'), 60_000);
afterEach(() => {
  act(() => dispatch({ type: 'clear' }));
  cleanup();
});

const render = async () => {
  respond(({ path }) =>
    path === '/api/v1/fx-rates'
      ? json([
          { currency: 'USD', perUsd: 1, minorDigits: 2 },
          { currency: 'KES', perUsd: 130, minorDigits: 2 },
        ])
      : json([]),
  );
  await renderWithApp(
    <>
      <Grab />
      <CartLines />
      <CartTotals />
    </>,
  );
};

describe('cart lines', () => {
  it('shows the tier price and line total, steps by one and never below the MOQ', async () => {
    await render();
    act(() => dispatch({ type: 'add', item: beans, quantity: 10 }));
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('Ashanti Cocoa')).toBeTruthy();
    expect(line.textContent).toContain('$10.00 per bag');
    expect(line.textContent).toContain('$100.00');
    const minus = within(line).getByRole('button', { name: 'Decrease quantity of Cocoa beans' });
    expect((minus as HTMLButtonElement).disabled).toBe(true); // at the MOQ
    fireEvent.click(within(line).getByRole('button', { name: 'Increase quantity of Cocoa beans' }));
    expect(within(line).getByRole<HTMLInputElement>('spinbutton').value).toBe('11');
    expect((minus as HTMLButtonElement).disabled).toBe(false);

    // Typing 25 reaches the 20+ tier: 8.00 each.
    const box = within(line).getByRole('spinbutton', { name: 'Quantity of Cocoa beans' });
    fireEvent.change(box, { target: { value: '25' } });
    fireEvent.blur(box);
    expect(line.textContent).toContain('$8.00 per bag');
    expect(line.textContent).toContain('$200.00');

    // Below the MOQ rises to it.
    fireEvent.change(box, { target: { value: '3' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('10');
  });

  it('typing zero removes the line', async () => {
    await render();
    act(() => dispatch({ type: 'add', item: beans, quantity: 12 }));
    const box = screen.getByRole('spinbutton', { name: 'Quantity of Cocoa beans' });
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.blur(box);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('totals convert to the chosen currency at the API rates', async () => {
    localStorage.setItem('sokoni.currency', 'KES');
    await render();
    act(() => dispatch({ type: 'add', item: beans, quantity: 10 }));
    // 100.00 USD × 130 = 13,000.00 KES, once the rates are in.
    const total = await screen.findByText('Total');
    await waitFor(() => expect(total.nextElementSibling?.textContent).toMatch(/KES\s?13,000\.00/));
    localStorage.removeItem('sokoni.currency');
  });
});
