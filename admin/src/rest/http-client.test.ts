import { describe, expect, it } from 'vitest';
import { fakeFetch, json, problem } from '../test-support/fake-fetch';
import { createHttpClient, type TokenSource } from './http-client';

const URL_ = 'http://console.test/api/v1/admin/users';

function tokens(initial: string | null, refreshed: (string | null)[]): TokenSource & { refreshes: number } {
  let current = initial;
  return {
    refreshes: 0,
    accessToken: () => Promise.resolve(current),
    refresh() {
      this.refreshes++;
      current = refreshed.shift() ?? null;
      return Promise.resolve(current !== null);
    },
  };
}

describe('createHttpClient', () => {
  it('sends the Bearer token and the console’s language, and parses JSON', async () => {
    const f = fakeFetch({
      'GET /api/v1/admin/users': [json([{ id: 1 }], 200, { 'Content-Range': 'users 0-0/1' })],
    });
    const http = createHttpClient({ session: tokens('tok', []), language: () => 'ar', fetch: f.fetch });
    const res = await http.json(URL_, { headers: new Headers({ Range: 'users=0-24' }) });
    expect(res.json).toEqual([{ id: 1 }]);
    expect(res.headers.get('content-range')).toBe('users 0-0/1');
    const h = f.sent[0]!.headers;
    expect(h.get('authorization')).toBe('Bearer tok');
    expect(h.get('accept-language')).toBe('ar');
    expect(h.get('range')).toBe('users=0-24');
  });

  it('sets a JSON content type on bodies', async () => {
    const f = fakeFetch({ 'PUT /api/v1/admin/users': [json({ id: 1 })] });
    const http = createHttpClient({ session: tokens('tok', []), language: () => 'en', fetch: f.fetch });
    await http.json(`${URL_}/1`, { method: 'PUT', body: '{"role":"seller"}' });
    expect(f.sent[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('refreshes once and retries after a 401, with the new token', async () => {
    const f = fakeFetch({
      'GET /api/v1/admin/users': [problem(401, 'expired'), json({ id: 1 })],
    });
    const session = tokens('old', ['new']);
    const http = createHttpClient({ session, language: () => 'en', fetch: f.fetch });
    expect((await http.json(`${URL_}/1`)).json).toEqual({ id: 1 });
    expect(session.refreshes).toBe(1);
    expect(f.sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up after one retry: a second 401 is the caller’s (react-admin then signs out)', async () => {
    const f = fakeFetch({ 'GET /api/v1/admin/users': [problem(401, 'Sign in again.')] });
    const session = tokens('old', ['new']);
    const http = createHttpClient({ session, language: () => 'en', fetch: f.fetch });
    await expect(http.json(`${URL_}/1`)).rejects.toMatchObject({ status: 401, message: 'Sign in again.' });
    expect(f.sent).toHaveLength(2);
    expect(session.refreshes).toBe(1);
  });

  it('does not retry when the refresh is refused', async () => {
    const f = fakeFetch({ 'GET /api/v1/admin/users': [problem(401, 'Sign in again.')] });
    const http = createHttpClient({ session: tokens('old', []), language: () => 'en', fetch: f.fetch });
    await expect(http.json(`${URL_}/1`)).rejects.toMatchObject({ status: 401 });
    expect(f.sent).toHaveLength(1);
  });

  it('turns problem+json into an HttpError with the localized detail and per-field messages', async () => {
    const f = fakeFetch({
      'PUT /api/v1/admin/categories': [
        problem(400, 'Certains champs sont invalides.', {
          code: 'validation.failed',
          errors: [
            { field: 'names.fr', message: 'Obligatoire', code: 'isString' },
            { field: 'slug', message: 'Format invalide', code: 'categories.slug_format' },
          ],
        }),
      ],
    });
    const http = createHttpClient({ session: tokens('t', []), language: () => 'fr', fetch: f.fetch });
    const err = await http
      .json('http://console.test/api/v1/admin/categories/1', { method: 'PUT', body: '{}' })
      .then(
        () => null,
        (e: unknown) => e as { message: string; status: number; body: Record<string, unknown> },
      );
    expect(err?.message).toBe('Certains champs sont invalides.');
    expect(err?.status).toBe(400);
    expect(err?.body.code).toBe('validation.failed');
    expect(err?.body.errors).toEqual({
      'names.fr': 'Obligatoire',
      slug: 'Format invalide',
      root: { serverError: 'Certains champs sont invalides.' },
    });
  });

  it('falls back to the status text when the error is not a problem document', async () => {
    const f = fakeFetch({
      'GET /api/v1/admin/users': [
        new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ],
    });
    const http = createHttpClient({ session: tokens('t', []), language: () => 'en', fetch: f.fetch });
    await expect(http.json(URL_)).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });
});
