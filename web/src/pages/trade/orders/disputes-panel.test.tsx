import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { calls, json, type Call } from '../../../shell/testing/fake-network';
import { actAsync } from '../../../shell/testing/render';
import {
  ANSWER,
  ANSWERED,
  DISPUTE,
  dispute,
  entry,
  order,
  PAID,
  renderPage,
  serve,
  signIn,
  orderPageHooks,
} from './order-pages.fixtures';

orderPageHooks();

describe('a dispute the seller answers', () => {
  const disputed = order('disputed', { capturedMinor: 5_400_000, refundedMinor: 0 }, [
    ...PAID,
    entry('dispute', 'shipped', 'disputed', 'buyer', 'quantity_short'),
  ]);

  it('gives the seller the deadline, shows trade’s refusal of a file, and sends their text with the evidence', async () => {
    let responses: object[] = [];
    let attempts = 0;
    serve(
      () => disputed,
      () => [dispute(responses)],
      (c) => {
        if (!c.path.endsWith(`/disputes/${DISPUTE}/responses`)) return undefined;
        attempts += 1;
        if (attempts === 1)
          return json(
            {
              status: 415,
              code: 'orders.file_type',
              detail: '"note.png" is not a PDF, JPEG, PNG or WebP file.',
            },
            415,
          );
        responses = ANSWERED;
        return json(ANSWERED[0], 201);
      },
    );
    signIn('seller');
    await renderPage('seller');
    const panel = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(panel).getByTestId('dispute-answer-by').textContent).toMatch(
      /^Answer by .*2026.*: after that, Sokoni's staff may decide without your answer\.$/,
    );

    fireEvent.change(within(panel).getByLabelText('Your answer'), { target: { value: ANSWER } });
    // antd renders a new input after each change: found again every time.
    const input = () => panel.querySelector<HTMLInputElement>('input[type=file]')!;
    await actAsync(() =>
      fireEvent.change(input(), {
        target: { files: [new File(['not an image'], 'note.png', { type: 'image/png' })] },
      }),
    );
    await actAsync(() => fireEvent.click(within(panel).getByRole('button', { name: 'Send answer' })));
    const refusal = await within(panel).findByRole('alert');
    expect(refusal.textContent).toContain('"note.png" is not a PDF, JPEG, PNG or WebP file.');
    // The text stays for the next try.
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Your answer').value).toBe(ANSWER);
    const first = calls.filter((c) => c.path.endsWith('/responses'))[0]!;
    expect(first.method).toBe('POST');
    expect(String(first.body)).toContain(ANSWER);
    // jsdom's File reaches undici's FormData without its name or bytes: its type tells which file went.
    const parts = (c: Call) => String(c.body).match(/name="evidence".*\r\nContent-Type: [\w/]+/g) ?? [];
    expect(parts(first)).toEqual([expect.stringMatching(/image\/png$/)]);

    await actAsync(() => fireEvent.click(within(panel).getByTitle('Remove file')));
    await actAsync(() =>
      fireEvent.change(input(), {
        target: { files: [new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' })] },
      }),
    );
    await actAsync(() => fireEvent.click(within(panel).getByRole('button', { name: 'Send answer' })));
    await within(panel).findByText(ANSWER);
    const second = calls.filter((c) => c.path.endsWith('/responses'))[1]!;
    expect(parts(second)).toEqual([expect.stringMatching(/application\/pdf$/)]);
    // A refusal is an answer: the next attempt has a key of its own.
    expect(second.headers.get('idempotency-key')).not.toBe(first.headers.get('idempotency-key'));
    expect(within(panel).queryByRole('alert')).toBeNull();
    // Answered: the deadline is no longer the seller's concern.
    expect(within(panel).queryByTestId('dispute-answer-by')).toBeNull();
    expect(within(panel).getByText(/^Answer from the seller, /)).toBeTruthy();
  });

  it('tells the buyer until when the seller may answer, then shows the answer without a form', async () => {
    let responses: object[] = [];
    serve(
      () => disputed,
      () => [dispute(responses)],
    );
    signIn('buyer');
    await renderPage('buyer');
    let panel = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(panel).getByTestId('dispute-answer-by').textContent).toMatch(
      /^The seller is asked to answer by .*2026.*; then Sokoni's staff decide\.$/,
    );
    expect(within(panel).queryByLabelText('Your answer')).toBeNull();
    cleanup();

    responses = ANSWERED;
    await renderPage('buyer');
    panel = await screen.findByRole('region', { name: 'Dispute' });
    await within(panel).findByText(ANSWER);
    expect(within(panel).getByText(/^Answer from the seller, /)).toBeTruthy();
    expect(within(panel).queryByTestId('dispute-answer-by')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Send answer' })).toBeNull();
  });
});
