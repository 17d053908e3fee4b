import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../rest/http-client';
import { fakeFetch, json, problem } from '../../test-support/fake-fetch';
import { en } from '../../i18n/messages/en';
import { createRfqActions, QUOTE_COLOURS, RFQ_COLOURS, RFQ_STATUSES, RFQ_VISIBILITIES } from './rfq-actions';

const API = 'http://console.test/api/v1/admin';
const RFQS = 'http://console.test/api/v1/rfqs';

function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(routes);
  const http = createHttpClient({
    session: { accessToken: () => Promise.resolve('tok'), refresh: () => Promise.resolve(false) },
    language: () => 'fr',
    fetch: f.fetch,
  });
  return { actions: createRfqActions(API, http, RFQS), sent: f.sent };
}

describe('RFQ staff actions', () => {
  it('removes an RFQ as spam with the reason and the action’s key', async () => {
    const { actions, sent } = setup({ 'POST /api/v1/admin/rfqs': [json({ id: 'r1', status: 'removed' })] });
    const rfq = await actions.remove('r1', 'Advertising, not a request', 'key-1');
    expect(rfq.status).toBe('removed');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${API}/rfqs/r1/remove`);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('idempotency-key')).toBe('key-1');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(sent[0]!.body!)).toEqual({ reason: 'Advertising, not a request' });
  });

  it('passes trade’s refusal on in its own words, the id escaped', async () => {
    const { actions, sent } = setup({ 'POST /api/v1/admin/rfqs': [problem(404, 'Demande introuvable')] });
    await expect(actions.remove('a/b', 'Spam links', 'key-2')).rejects.toMatchObject({
      status: 404,
      message: 'Demande introuvable',
    });
    expect(sent[0]!.url).toBe(`${API}/rfqs/a%2Fb/remove`);
  });

  it('reads an attachment at trade’s RFQ route with the staff token, refusals in trade’s words', async () => {
    const pdf = new Response('%PDF-1.4', {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="spec.pdf"',
      },
    });
    const { actions, sent } = setup({
      'GET /api/v1/rfqs': [pdf, problem(404, 'Fichier introuvable')],
    });
    const file = await actions.attachment('r1', 'f1');
    expect(file.filename).toBe('spec.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
    expect(sent[0]!.url).toBe(`${RFQS}/r1/attachments/f1`);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
    await expect(actions.attachment('r1', 'f2')).rejects.toMatchObject({
      status: 404,
      message: 'Fichier introuvable',
    });
  });

  it('names every status, visibility and quote status the screens show', () => {
    for (const s of RFQ_STATUSES) expect(en.app.rfq_status[s]).toBeTruthy();
    for (const v of RFQ_VISIBILITIES) expect(en.app.rfq_visibility[v]).toBeTruthy();
    for (const q of Object.keys(QUOTE_COLOURS)) expect(en.app.quote_status).toHaveProperty(q);
    expect(Object.keys(RFQ_COLOURS).sort()).toEqual([...RFQ_STATUSES].sort());
  });
});
