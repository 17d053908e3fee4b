import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One address of a buyer's address book. Checkout copies the chosen address into the checkout it
 * places (shipping_address), so editing or deleting an entry here never changes a past order; rows
 * are therefore deleted outright. At most one default per buyer (a partial unique index).
 */
export const BuyerAddress = defineEntity({
  name: 'BuyerAddress',
  tableName: 'buyer_addresses',
  properties: {
    id: p.uuid().primary(),
    buyerId: p.uuid(),
    /** The buyer's own name for it ("Nairobi warehouse"). */
    label: p.string().nullable(),
    fullName: p.string(),
    company: p.string().nullable(),
    line1: p.string(),
    line2: p.string().nullable(),
    city: p.string(),
    region: p.string().nullable(),
    postalCode: p.string().nullable(),
    /** ISO 3166-1 alpha-2, one of the 54 African countries. */
    country: p.string().length(2),
    /** E.164 (+254712345678). */
    phone: p.string(),
    isDefault: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type BuyerAddress = InferEntity<typeof BuyerAddress>;
