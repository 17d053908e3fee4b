import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { calls, json } from '../../../shell/testing/fake-network';
import { actAsync } from '../../../shell/testing/render';
import {
  declined,
  entry,
  ID,
  order,
  paid,
  REASON,
  renderPage,
  serve,
  signIn,
  orderPageHooks,
} from './order-pages.fixtures';

orderPageHooks();

describe('a declined order', () => {
  it('tells the seller what goes back before they decline, then both sides see the refund and the reason', async () => {
    let current: object = paid;
    serve(
      () => current,
      () => [],
      (c) => {
        if (c.path !== `/api/v1/orders/${ID}/decline`) return undefined;
        current = declined;
        return json({ ...declined, escrow: undefined, timeline: undefined });
      },
    );
    signIn('seller');
    await renderPage('seller');
    await screen.findByText('Order SK-HONY-0001');
    // Paid, nothing refunded yet: no notice.
    expect(screen.queryByTestId('order-refund')).toBeNull();

    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Decline order' })));
    const dialog = await screen.findByRole('dialog', { name: 'Decline order SK-HONY-0001?' });
    expect(dialog.textContent).toMatch(
      /The buyer is refunded KES\s?54,000\.00 in full and told your reason\./,
    );
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: REASON } });
    await actAsync(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Decline order' })));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/decline'))).toBe(true));
    const sent = calls.find((c) => c.path.endsWith('/decline'))!;
    expect(sent.body).toEqual({ reason: REASON });
    expect(sent.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    const notice = await screen.findByTestId('order-refund');
    expect(notice.textContent).toContain('You declined this order');
    expect(notice.textContent).toMatch(/KES\s?54,000\.00 is refunded to the buyer\./);
    expect(notice.textContent).toContain(`Reason: ${REASON}`);
    // What the seller receives: nothing now (it said the amount less the fee before).
    const net = screen.getByText('You receive').closest('tr')!;
    expect(net.textContent).toMatch(/KES\s?0\.00/);
  });

  it('shows the buyer the seller declined it, what is refunded to them and why', async () => {
    serve(
      () => declined,
      () => [],
    );
    signIn('buyer');
    await renderPage('buyer');
    const notice = await screen.findByTestId('order-refund');
    expect(notice.textContent).toContain('The seller declined this order');
    expect(notice.textContent).toMatch(/KES\s?54,000\.00 is refunded to you\./);
    expect(notice.textContent).toContain(`Reason: ${REASON}`);
    expect(screen.getByTestId('escrow-refunded').textContent).toMatch(/54,000\.00/);
  });

  it('says nothing of a refund for an order cancelled before it was paid', async () => {
    serve(
      () => order('cancelled', null, [entry('cancel', 'pending_payment', 'cancelled', 'buyer')]),
      () => [],
    );
    signIn('buyer');
    await renderPage('buyer');
    await screen.findByText('Order SK-HONY-0001');
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });
});
