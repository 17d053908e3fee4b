import { Role, timestampFromDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { SetVerification } from '../src/suppliers/set-verification.use-case.js';
import { freshDatabase, startCatalogue, type CatalogueHarness } from './categories-harness.js';

const db: TestDatabase | null = await freshDatabase('catalogue suppliers read model');
const suite = db ? describe : describe.skip;

/**
 * Suppliers are a read model of identity's users (DESIGN §1), fed by its events on the bus. Events
 * of different topics have no order between them and may be redelivered: the newest fact wins and a
 * redelivery changes nothing.
 */
suite('catalogue: suppliers read model from identity events', () => {
  let h: CatalogueHarness;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

  beforeAll(async () => {
    h = await startCatalogue(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const supplier = async (id: string) =>
    (await h.sql('select * from catalogue.suppliers where id = $1', [id]))[0];
  const products = async (sellerId: string) =>
    h.sql(
      'select supplier_name, supplier_suspended, supplier_verified from catalogue.products where seller_id = $1',
      [sellerId],
    );
  const register = (userId: string, role: Role, occurredAt = at(0), extra: Record<string, unknown> = {}) =>
    h.publish(
      'identity.user.registered.v1',
      {
        userId,
        email: `${userId.slice(-6)}@example.org`,
        fullName: 'Ama Owusu',
        businessName: 'Ashanti Cocoa Cooperative',
        role,
        country: 'GH',
        city: 'Kumasi',
        locale: 'en',
        source: 'self',
        ...extra,
      },
      { occurredAt },
    );

  it('a registered seller (or both) gets a storefront from the business name; a buyer gets nothing', async () => {
    const seller = uuidv7();
    const both = uuidv7();
    const buyer = uuidv7();
    await register(seller, Role.SELLER);
    await register(both, Role.BOTH, at(0), { businessName: 'Dar Cashew Ltd', country: 'TZ', city: '' });
    await register(buyer, Role.BUYER);
    expect(await supplier(seller)).toMatchObject({
      company_name: 'Ashanti Cocoa Cooperative',
      country: 'GH',
      city: 'Kumasi',
      seller: true,
      suspended: false,
      verification_status: 'unverified',
      verified_at: null,
    });
    expect(await supplier(both)).toMatchObject({ company_name: 'Dar Cashew Ltd', country: 'TZ', city: null });
    expect(await supplier(buyer)).toBeUndefined();
    // An admin created by the CLI is staff, not a supplier.
    const admin = uuidv7();
    await register(admin, Role.ADMIN, at(0), { source: 'admin_cli' });
    expect(await supplier(admin)).toBeUndefined();
  });

  it('a redelivered registration has no second effect', async () => {
    const seller = uuidv7();
    const id = uuidv7();
    await h.publish(
      'identity.user.registered.v1',
      { userId: seller, businessName: 'Once Ltd', role: Role.SELLER, country: 'KE' },
      { id, occurredAt: at(0) },
    );
    await h.sql('update catalogue.suppliers set company_name = $2 where id = $1', [seller, 'Changed since']);
    await h.publish(
      'identity.user.registered.v1',
      { userId: seller, businessName: 'Once Ltd', role: Role.SELLER, country: 'KE' },
      { id, occurredAt: at(0) },
    );
    expect((await supplier(seller)).company_name).toBe('Changed since');
  });

  it('profile updates rename the supplier and its products; older updates are ignored', async () => {
    const seller = uuidv7();
    await register(seller, Role.SELLER);
    await h.product({
      sellerId: seller,
      categoryPath: 'agriculture/cocoa-coffee',
      supplierName: 'Ashanti Cocoa Cooperative',
    });
    await h.product({ sellerId: seller, categoryPath: 'agriculture/nuts-seeds', status: 'draft' });
    await h.publish(
      'identity.user.profile_updated.v1',
      { userId: seller, businessName: 'Ashanti Cocoa Exporters', country: 'CI', city: 'Abidjan' },
      { occurredAt: at(10) },
    );
    expect(await supplier(seller)).toMatchObject({
      company_name: 'Ashanti Cocoa Exporters',
      country: 'CI',
      city: 'Abidjan',
    });
    expect((await products(seller)).map((p) => p.supplier_name)).toEqual([
      'Ashanti Cocoa Exporters',
      'Ashanti Cocoa Exporters',
    ]);
    await h.publish(
      'identity.user.profile_updated.v1',
      { userId: seller, businessName: 'Stale Name', country: 'GH', city: '' },
      { occurredAt: at(5) },
    );
    expect((await supplier(seller)).company_name).toBe('Ashanti Cocoa Exporters');
    // A buyer's profile update creates no storefront.
    const buyer = uuidv7();
    await register(buyer, Role.BUYER);
    await h.publish('identity.user.profile_updated.v1', {
      userId: buyer,
      businessName: 'Buyer Co',
      country: 'NG',
    });
    expect(await supplier(buyer)).toBeUndefined();
  });

  it('role changes: buyer → seller creates the storefront, seller → buyer hides it and its products', async () => {
    const user = uuidv7();
    await register(user, Role.BUYER, at(0), { businessName: 'Lagos Textiles', country: 'NG', city: 'Lagos' });
    await h.publish(
      'identity.user.role_changed.v1',
      { userId: user, oldRole: Role.BUYER, newRole: Role.BOTH },
      { occurredAt: at(1) },
    );
    expect(await supplier(user)).toMatchObject({
      company_name: 'Lagos Textiles',
      country: 'NG',
      city: 'Lagos',
      seller: true,
    });

    await h.sql("update catalogue.suppliers set description = 'Wax prints since 1990' where id = $1", [user]);
    await h.product({
      sellerId: user,
      categoryPath: 'textiles/african-print-fabrics',
      supplierName: 'Lagos Textiles',
    });
    await h.publish(
      'identity.user.role_changed.v1',
      { userId: user, oldRole: Role.BOTH, newRole: Role.BUYER },
      { occurredAt: at(2) },
    );
    expect(await supplier(user)).toMatchObject({ seller: false });
    expect(await products(user)).toEqual([expect.objectContaining({ supplier_suspended: true })]);
    expect((await h.api(`/api/v1/suppliers/${user}`)).status).toBe(404);

    // Becoming a seller again re-enables the same storefront, with the seller's own edits kept.
    await h.publish(
      'identity.user.role_changed.v1',
      { userId: user, oldRole: Role.BUYER, newRole: Role.SELLER },
      { occurredAt: at(3) },
    );
    expect(await supplier(user)).toMatchObject({ seller: true, description: 'Wax prints since 1990' });
    expect(await products(user)).toEqual([expect.objectContaining({ supplier_suspended: false })]);
  });

  it('a seller made analyst (staff, not a trader) loses the storefront as one made buyer does', async () => {
    const user = uuidv7();
    await register(user, Role.SELLER, at(0), {
      businessName: 'Kigali Coffee',
      country: 'RW',
      city: 'Kigali',
    });
    expect(await supplier(user)).toMatchObject({ seller: true });
    await h.publish(
      'identity.user.role_changed.v1',
      { userId: user, oldRole: Role.SELLER, newRole: Role.ANALYST },
      { occurredAt: at(1) },
    );
    expect(await supplier(user)).toMatchObject({ seller: false });
    expect((await h.api(`/api/v1/suppliers/${user}`)).status).toBe(404);
  });

  it('a role change that arrives before the registration still ends with the right storefront', async () => {
    const user = uuidv7();
    await h.publish(
      'identity.user.role_changed.v1',
      { userId: user, oldRole: Role.BUYER, newRole: Role.SELLER },
      { occurredAt: at(5) },
    );
    expect(await supplier(user)).toBeUndefined(); // no company known yet
    await register(user, Role.BUYER, at(0), { businessName: 'Late Registration Ltd' });
    // The older registration's role (buyer) does not override the newer role change (seller).
    expect(await supplier(user)).toMatchObject({ company_name: 'Late Registration Ltd', seller: true });
  });

  it('suspension hides the supplier and its products from search; reinstatement brings them back', async () => {
    const seller = uuidv7();
    await register(seller, Role.SELLER);
    await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    await h.publish(
      'identity.user.suspended.v1',
      { userId: seller, reason: 'fraud report' },
      { occurredAt: at(10) },
    );
    expect((await supplier(seller)).suspended).toBe(true);
    expect((await products(seller)).every((p) => p.supplier_suspended)).toBe(true);
    expect((await h.api(`/api/v1/suppliers/${seller}`)).status).toBe(404);
    // An older reinstatement (arriving late) does not undo the newer suspension.
    await h.publish('identity.user.reinstated.v1', { userId: seller }, { occurredAt: at(5) });
    expect((await supplier(seller)).suspended).toBe(true);
    await h.publish('identity.user.reinstated.v1', { userId: seller }, { occurredAt: at(20) });
    expect((await supplier(seller)).suspended).toBe(false);
    expect((await products(seller)).every((p) => !p.supplier_suspended)).toBe(true);
    expect((await h.api(`/api/v1/suppliers/${seller}`)).status).toBe(200);
  });

  it('a deleted seller’s storefront and listings leave the marketplace', async () => {
    const seller = uuidv7();
    await register(seller, Role.SELLER);
    await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    expect((await h.api(`/api/v1/suppliers/${seller}`)).status).toBe(200);
    await h.publish(
      'identity.user.deleted.v1',
      { userId: seller, role: Role.SELLER, deletedAt: timestampFromDate(at(40)) },
      { occurredAt: at(40) },
    );
    expect((await supplier(seller)).suspended).toBe(true);
    expect((await products(seller)).every((p) => p.supplier_suspended)).toBe(true);
    expect((await h.api(`/api/v1/suppliers/${seller}`)).status).toBe(404);
  });

  it('a supplier written by the demo seed is updated, not hidden, by the first event about it', async () => {
    const seeded = uuidv7();
    await h.sql(
      "insert into catalogue.suppliers (id, company_name, country, suspended) values ($1, 'Seeded Shea Ltd', 'BF', false)",
      [seeded],
    );
    await h.publish('identity.user.profile_updated.v1', {
      userId: seeded,
      businessName: 'Ouaga Shea Butter',
      country: 'BF',
      city: 'Ouagadougou',
    });
    expect(await supplier(seeded)).toMatchObject({
      company_name: 'Ouaga Shea Butter',
      city: 'Ouagadougou',
      seller: true,
      suspended: false,
    });
    await h.publish('identity.user.suspended.v1', { userId: seeded });
    expect(await supplier(seeded)).toMatchObject({ seller: true, suspended: true });
  });

  it('SetVerification (the hook for identity verification events) updates supplier and products', async () => {
    const seller = uuidv7();
    await register(seller, Role.SELLER);
    await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    const verify = h.app.get(SetVerification);
    const when = at(30);
    expect(await verify.execute(seller, 'verified', when)).toBe(true);
    expect(await supplier(seller)).toMatchObject({ verification_status: 'verified', verified_at: when });
    expect(await products(seller)).toEqual([expect.objectContaining({ supplier_verified: true })]);
    expect(await verify.execute(seller, 'pending')).toBe(true);
    expect(await supplier(seller)).toMatchObject({ verification_status: 'pending', verified_at: null });
    expect(await products(seller)).toEqual([expect.objectContaining({ supplier_verified: false })]);
    expect(await verify.execute(uuidv7(), 'verified')).toBe(false);
  });
});
