import type { BuyerAddress } from './buyer-address.entity.js';

/** An address of the book as its buyer sees it; the address fields are checkout's shippingAddress. */
export interface AddressView {
  id: string;
  label: string | null;
  fullName: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string;
  phone: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AddressBookView {
  /** The default first, then the newest. */
  items: AddressView[];
  /** How many addresses the book may hold. */
  max: number;
}

export function toAddressView(a: BuyerAddress): AddressView {
  return {
    id: a.id,
    label: a.label ?? null,
    fullName: a.fullName,
    company: a.company ?? null,
    line1: a.line1,
    line2: a.line2 ?? null,
    city: a.city,
    region: a.region ?? null,
    postalCode: a.postalCode ?? null,
    country: a.country,
    phone: a.phone,
    isDefault: a.isDefault,
    createdAt: new Date(a.createdAt).toISOString(),
    updatedAt: new Date(a.updatedAt).toISOString(),
  };
}
