import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../auth/session';
import { calls, json } from '../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import RfqNewPage from './rfq-new.page';
import { BUYER, RFQ_ID, rfq, serve, user } from './testing/rfq-fixtures';

const NS = ['common', 'rfq', 'trade', 'browse'];

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
});

async function open(path: string, as: ReturnType<typeof user>) {
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: as }));
  await renderWithApp(
    <App>
      <Routes>
        <Route path="/rfq/new" element={<RfqNewPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </App>,
    { path, namespaces: NS },
  );
}
const type = (label: string | RegExp, value: string) =>
  actAsync(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const pick = async (label: string | RegExp, option: string) => {
  await actAsync(() => fireEvent.mouseDown(screen.getByLabelText(label)));
  const choice = await screen.findByTitle(option);
  await actAsync(() => fireEvent.click(choice));
};
const press = (name: string | RegExp) =>
  actAsync(() => fireEvent.click(screen.getByRole('button', { name })));
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path.split('?')[0] === path);
const location = () => screen.getByTestId('location').textContent;

/** A complete RFQ, as a buyer fills the form. */
async function fillForm() {
  await type('What do you need?', 'Shea butter, grade A');
  await pick('Category', 'Agriculture');
  await type('Description', 'Unrefined, in 25 kg cartons.');
  await type('Quantity', '500');
  await pick('Unit', 'kg');
  await type(/^Target price per unit/, '12.5');
  await pick('Incoterm', 'FOB — Free on board');
  await pick('Destination country', 'Kenya');
  await type('Needed by', '2099-12-31');
  await type('Quotes accepted until', '2099-12-15');
}

describe('/rfq/new', () => {
  it('checks the form first: nothing is sent while a rule is broken', async () => {
    serve(() => undefined);
    await open('/rfq/new', user(BUYER, 'buyer'));
    await screen.findByLabelText('What do you need?');
    await press('Post RFQ');
    expect((await screen.findAllByText('Please fill in this field.')).length).toBeGreaterThanOrEqual(5);
    expect(posts('/api/v1/rfqs')).toHaveLength(0);
  }, 30_000);

  it('posts the RFQ and opens it; trade’s 422 is shown under each field', async () => {
    let refuse = true;
    serve((call) => {
      if (call.method === 'POST' && call.path === '/api/v1/rfqs') {
        if (refuse) {
          refuse = false;
          return json(
            {
              status: 422,
              title: 'Invalid',
              errors: [
                { field: 'targetPriceMinor', message: 'Trade says the price is wrong.' },
                { field: 'destinationPort', message: 'Trade says the port is too long.' },
              ],
            },
            422,
          );
        }
        return json(rfq(), 201);
      }
      if (call.path === `/api/v1/rfqs/${RFQ_ID}`) return json(rfq());
      return undefined;
    });
    await open('/rfq/new', user(BUYER, 'buyer'));
    await screen.findByLabelText('What do you need?');
    await fillForm();
    await press('Post RFQ');
    await screen.findByText('Trade says the price is wrong.');
    expect(screen.getByText('Trade says the port is too long.')).toBeTruthy();
    const body = posts('/api/v1/rfqs')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Shea butter, grade A',
      categoryId: '0193a000-0000-7000-8000-0000000000c0',
      quantity: 500,
      unit: 'kg',
      targetPriceMinor: 1250,
      incoterm: 'FOB',
      destinationCountry: 'KE',
      neededBy: '2099-12-31',
      visibility: 'open',
      maxQuotes: 10,
    });
    expect(new Date(body['quoteDeadline'] as string).getTime()).toBe(
      new Date('2099-12-15T23:59:59').getTime(),
    );

    await type(/^Target price per unit/, '12');
    await press('Post RFQ');
    await waitFor(() => expect(location()).toBe(`/rfq/${RFQ_ID}`));
    const sent = posts('/api/v1/rfqs');
    expect(sent).toHaveLength(2);
    // Trade answered the first: the corrected RFQ is a new attempt under a new key.
    const keys = sent.map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  }, 30_000);
});

describe('/rfq/new without a connection', () => {
  it('keeps the RFQ in the outbox with the first try’s key, and the outbox posts it once back online', async () => {
    let online = false;
    serve((call) => {
      if (call.method === 'POST' && call.path === '/api/v1/rfqs') {
        if (!online) throw new TypeError('Failed to fetch');
        return json(rfq(), 201);
      }
      return undefined;
    });
    const { outbox } = await import('../../shell/offline/outbox-send');
    await outbox.forget(`user:${BUYER}`);
    await open('/rfq/new', user(BUYER, 'buyer'));
    await screen.findByLabelText('What do you need?');
    await fillForm();
    await press('Post RFQ');
    await waitFor(() => expect(location()).toBe('/rfq'));
    const tried = posts('/api/v1/rfqs');
    expect(tried).toHaveLength(1);
    const [waiting] = outbox.pending(`user:${BUYER}`);
    expect(waiting?.action).toMatchObject({ kind: 'rfq', title: 'Shea butter, grade A' });
    expect(waiting?.key).toBe(tried[0]!.headers.get('idempotency-key'));

    online = true;
    await outbox.replay(`user:${BUYER}`);
    const sent = posts('/api/v1/rfqs');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get('idempotency-key')).toBe(waiting!.key);
    expect(sent[1]!.body).toMatchObject({ title: 'Shea butter, grade A', quantity: 500 });
    expect(outbox.pending(`user:${BUYER}`)).toEqual([]);
  });
});

describe('/rfq/new with files', () => {
  it('posts the RFQ first, then its files as multipart to the RFQ', async () => {
    serve((call) => {
      if (call.method === 'POST' && call.path === '/api/v1/rfqs') return json(rfq(), 201);
      if (call.method === 'POST' && call.path === `/api/v1/rfqs/${RFQ_ID}/attachments`) return json(rfq());
      if (call.path === `/api/v1/rfqs/${RFQ_ID}`) return json(rfq());
      return undefined;
    });
    await open('/rfq/new', user(BUYER, 'buyer'));
    await screen.findByLabelText('What do you need?');
    await fillForm();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const spec = new File(['%PDF-1.4\n%%EOF\n'], 'spec-sheet.pdf', { type: 'application/pdf' });
    await actAsync(() => fireEvent.change(input, { target: { files: [spec] } }));
    await screen.findByText('spec-sheet.pdf');
    await press('Post RFQ');
    await waitFor(() => expect(location()).toBe(`/rfq/${RFQ_ID}`));
    const order = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(order).toEqual(['/api/v1/rfqs', `/api/v1/rfqs/${RFQ_ID}/attachments`]);
    const upload = posts(`/api/v1/rfqs/${RFQ_ID}/attachments`)[0]!;
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File reaches undici's FormData without its name: the field and the type tell it apart.
    expect(String(upload.body)).toMatch(/name="files"; filename="[^"]+"\r\nContent-Type: application\/pdf/);
  }, 30_000);
});
