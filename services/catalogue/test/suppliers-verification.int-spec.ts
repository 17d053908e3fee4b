import { Role, timestampFromDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import type { TestDatabase } from '@sokoni/platform/testing';
import { fold, statusOf } from '../src/suppliers/set-verification.use-case.js';
import { freshDatabase, startCatalogue, type CatalogueHarness } from './categories-harness.js';
import { productFlow, startProducts, testDatabaseOrSkip, type ProductsTestApp } from './products-test-app.js';

const db: TestDatabase | null = await freshDatabase('catalogue supplier verification from identity events');
const suite = db ? describe : describe.skip;

const DAY = 24 * 3600 * 1000;

/**
 * identity.supplier_verification.* events move the supplier read model: the Verified badge (with
 * its expiry) on the storefront, in the directory and on every product's search copy.
 */
suite('catalogue: supplier verification from identity events', () => {
  let h: CatalogueHarness;
  const t0 = new Date(Date.UTC(2026, 10, 1, 12, 0));
  const at = (days: number) => new Date(t0.getTime() + days * DAY);

  beforeAll(async () => {
    h = await startCatalogue(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const supplier = async (id: string) =>
    (
      await h.sql(
        `select verification_status, verified_at, verification_expires_at from catalogue.suppliers where id = $1`,
        [id],
      )
    )[0];
  const productsVerified = async (sellerId: string) =>
    (await h.sql('select supplier_verified from catalogue.products where seller_id = $1', [sellerId])).map(
      (p) => p.supplier_verified as boolean,
    );
  const register = (userId: string) =>
    h.publish(
      'identity.user.registered.v1',
      { userId, businessName: 'Ashanti Cocoa Cooperative', role: Role.SELLER, country: 'GH', source: 'self' },
      { occurredAt: at(-30) },
    );
  const submitted = (sellerId: string, when: Date, verificationId = uuidv7()) =>
    h.publish(
      'identity.supplier_verification.submitted.v1',
      { verificationId, sellerId, documentCount: 2, submittedAt: timestampFromDate(when) },
      { occurredAt: when },
    );
  const approved = (sellerId: string, when: Date, expiresAt: Date, verificationId = uuidv7()) =>
    h.publish(
      'identity.supplier_verification.approved.v1',
      {
        verificationId,
        sellerId,
        decidedBy: uuidv7(),
        decidedAt: timestampFromDate(when),
        expiresAt: timestampFromDate(expiresAt),
      },
      { occurredAt: when },
    );
  const rejected = (sellerId: string, when: Date) =>
    h.publish(
      'identity.supplier_verification.rejected.v1',
      {
        verificationId: uuidv7(),
        sellerId,
        decidedBy: uuidv7(),
        decidedAt: timestampFromDate(when),
        reason: 'blurred',
      },
      { occurredAt: when },
    );
  const expired = (sellerId: string, when: Date, expiresAt: Date) =>
    h.publish(
      'identity.supplier_verification.expired.v1',
      { verificationId: uuidv7(), sellerId, expiresAt: timestampFromDate(expiresAt) },
      { occurredAt: when },
    );

  it('submitted → pending, approved → verified until the expiry (storefront, products), expired → unverified', async () => {
    const seller = uuidv7();
    await register(seller);
    await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });

    await submitted(seller, at(0));
    expect(await supplier(seller)).toEqual({
      verification_status: 'pending',
      verified_at: null,
      verification_expires_at: null,
    });
    expect(await productsVerified(seller)).toEqual([false, false]);

    await approved(seller, at(1), at(366));
    expect(await supplier(seller)).toEqual({
      verification_status: 'verified',
      verified_at: at(1),
      verification_expires_at: at(366),
    });
    expect(await productsVerified(seller)).toEqual([true, true]);
    const view: any = await (await h.api(`/api/v1/suppliers/${seller}`)).json();
    expect(view).toMatchObject({
      verificationStatus: 'verified',
      verified: true,
      verifiedAt: at(1).toISOString(),
      verificationExpiresAt: at(366).toISOString(),
    });
    const listed: any = await (await h.api('/api/v1/suppliers?verified=true')).json();
    const items = Array.isArray(listed) ? listed : listed.items;
    expect(items.find((s: any) => s.id === seller)).toMatchObject({
      verificationExpiresAt: at(366).toISOString(),
    });

    await expired(seller, at(366), at(366));
    expect(await supplier(seller)).toEqual({
      verification_status: 'unverified',
      verified_at: null,
      verification_expires_at: null,
    });
    expect(await productsVerified(seller)).toEqual([false, false]);
    expect(await (await h.api(`/api/v1/suppliers/${seller}`)).json()).toMatchObject({
      verified: false,
      verificationExpiresAt: null,
    });
  });

  it('a rejection leaves a standing earlier approval alone, and takes a pending-only seller back to unverified', async () => {
    const renewing = uuidv7();
    await register(renewing);
    await approved(renewing, at(0), at(365));
    // A renewal under review does not take the badge away, nor does its rejection.
    await submitted(renewing, at(300));
    expect((await supplier(renewing)).verification_status).toBe('verified');
    await rejected(renewing, at(301));
    expect(await supplier(renewing)).toEqual({
      verification_status: 'verified',
      verified_at: at(0),
      verification_expires_at: at(365),
    });

    const first = uuidv7();
    await register(first);
    await submitted(first, at(0));
    await rejected(first, at(1));
    expect((await supplier(first)).verification_status).toBe('unverified');
  });

  it('an expiry keeps the badge of a later approval, and a pending renewal shows once the badge is gone', async () => {
    const seller = uuidv7();
    await register(seller);
    await approved(seller, at(0), at(100));
    await submitted(seller, at(90));
    await approved(seller, at(95), at(460));
    // The first approval's expiry (identity sends none in this case, but one may still arrive).
    await expired(seller, at(100), at(100));
    expect(await supplier(seller)).toMatchObject({
      verification_status: 'verified',
      verification_expires_at: at(460),
    });

    const lapsed = uuidv7();
    await register(lapsed);
    await approved(lapsed, at(0), at(100));
    await submitted(lapsed, at(99));
    await expired(lapsed, at(100), at(100));
    expect(await supplier(lapsed)).toMatchObject({ verification_status: 'pending', verified_at: null });
  });

  it('ignores an older event arriving late, and a redelivered one', async () => {
    const seller = uuidv7();
    await register(seller);
    await approved(seller, at(10), at(375));
    await submitted(seller, at(5)); // older than the approval: already decided
    expect((await supplier(seller)).verification_status).toBe('verified');

    const id = uuidv7();
    const other = uuidv7();
    await register(other);
    const publishExpired = () =>
      h.publish(
        'identity.supplier_verification.expired.v1',
        { verificationId: uuidv7(), sellerId: other, expiresAt: timestampFromDate(at(50)) },
        { occurredAt: at(50), id },
      );
    await approved(other, at(0), at(50));
    await publishExpired();
    expect((await supplier(other)).verification_status).toBe('unverified');
    await h.sql(`update catalogue.suppliers set verification_status = 'verified' where id = $1`, [other]);
    await publishExpired(); // same event id: the inbox stops it
    expect((await supplier(other)).verification_status).toBe('verified');
  });

  it('keeps what arrived before the storefront existed, and applies it when the seller registers', async () => {
    const seller = uuidv7();
    await approved(seller, at(0), at(365));
    expect(await supplier(seller)).toBeUndefined();
    await register(seller);
    expect(await supplier(seller)).toEqual({
      verification_status: 'verified',
      verified_at: at(0),
      verification_expires_at: at(365),
    });
  });

  it('folds the rules as documented (pure)', () => {
    const none = { badge: null, pending: false };
    expect(statusOf(fold(none, at(0), { kind: 'submitted' }))).toBe('pending');
    const verified = fold(none, at(0), { kind: 'approved', expiresAt: at(10) });
    expect(statusOf(fold(verified, at(20), { kind: 'rejected' }))).toBe('unverified'); // ran out already
    expect(statusOf(fold(verified, at(5), { kind: 'rejected' }))).toBe('verified');
    expect(statusOf(fold(verified, at(10), { kind: 'expired', expiresAt: at(9) }))).toBe('verified');
    expect(statusOf(fold(verified, at(10), { kind: 'expired', expiresAt: at(10) }))).toBe('unverified');
  });
});

const mediaDb = await testDatabaseOrSkip('catalogue media route and private keys');
(mediaDb ? describe : describe.skip)('catalogue: the public media route', () => {
  let t: ProductsTestApp;
  beforeAll(async () => {
    t = await startProducts(mediaDb!);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never serves anything but product images, whatever else the storage holds', async () => {
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    const seller = await t.caller('seller');
    const admin = await t.caller('admin');
    await t.supplier(seller.id, { name: 'Media Test Traders' });
    // An image is public once its product is: a published one here.
    const categoryId = await t.category();
    const { published } = productFlow(() => ({ t, seller, admin, categoryId }));
    const product = await published();
    const run = uuidv7();
    const privateKey = `verifications/${run}/papers.pdf`;
    const publicKey = `products/${product.id}/photo.png`;
    await storage.put(privateKey, Buffer.from('%PDF-1.7 secret'), 'application/pdf');
    await storage.put(publicKey, Buffer.from('png'), 'image/png');
    expect((await t.api(`/api/v1/media/${publicKey}`)).status).toBe(200);
    expect((await t.api(`/api/v1/media/${privateKey}`)).status).toBe(404);
  });
});
