import { Role } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, PROBLEM_JSON, startCatalogue, type CatalogueHarness } from './categories-harness.js';

const db: TestDatabase | null = await freshDatabase('catalogue token revocation');
const suite = db ? describe : describe.skip;

/** Resolves in the next whole second, so a token signed then has a later `iat` than anything before. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1_000 - (Date.now() % 1_000) + 20));

/**
 * The catalogue as main.ts boots it (servicePlatform, no revocation code of its own) learns from
 * identity's events that a user's earlier access tokens are void, and refuses them at once.
 */
suite('catalogue: access tokens revoked by identity’s events', () => {
  let h: CatalogueHarness;

  beforeAll(async () => {
    h = await startCatalogue(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('refuses a suspended seller’s token; reinstating does not bring it back, a new one works', async () => {
    const sellerId = uuidv7();
    const email = 'kofi@accra-shea.example';
    const token = await h.token('seller', sellerId);
    const other = await h.token('seller');
    expect((await h.api('/api/v1/seller/products', { token })).status).toBe(200);

    await h.publish('identity.user.suspended.v1', { userId: sellerId, email, reason: 'counterfeit' });

    const refused = await h.api('/api/v1/seller/products', { token, headers: { 'accept-language': 'sw' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(await refused.json()).toMatchObject({
      code: 'auth.token_revoked',
      type: 'https://sokoni.africa/problems/auth.token_revoked',
      detail: expect.stringMatching(/Tafadhali ingia tena/),
    });
    expect((await h.api('/api/v1/seller/products', { token: other })).status).toBe(200);

    await h.publish('identity.user.reinstated.v1', { userId: sellerId, email, reason: 'appeal upheld' });
    expect((await h.api('/api/v1/seller/products', { token })).status).toBe(401);

    // Signing in again after the reinstatement gives a token issued after the suspension.
    await nextSecond();
    const fresh = await h.token('seller', sellerId);
    expect((await h.api('/api/v1/seller/products', { token: fresh })).status).toBe(200);
  });

  it('takes a demoted admin’s staff rights away with the old token; the refreshed one has the new role', async () => {
    const staffId = uuidv7();
    const token = await h.token('admin', staffId);
    expect((await h.api('/api/v1/admin/categories', { token })).status).toBe(200);

    await h.publish('identity.user.role_changed.v1', {
      userId: staffId,
      email: 'former.staff@sokoni.example',
      oldRole: Role.ADMIN,
      newRole: Role.SELLER,
    });

    const refused = await h.api('/api/v1/admin/categories', { token });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('auth.token_revoked');

    // What identity's refresh hands out at once, possibly within the same second as the change.
    const refreshed = await h.token('seller', staffId);
    expect((await h.api('/api/v1/admin/categories', { token: refreshed })).status).toBe(403);
    expect((await h.api('/api/v1/seller/products', { token: refreshed })).status).toBe(200);
  });
});
