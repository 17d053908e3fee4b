import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { addressApi, buyerKeys, useAddressBook, type BookAddress } from '../../buyer/buyer-api';
import { asAddress, sameAddress, type ShippingAddress } from '../lib/address-book';

/** One address of the buyer's book, as checkout's shipping address. */
export interface BookChoice {
  id: string;
  label: string | null;
  isDefault: boolean;
  address: ShippingAddress;
}

const toShipping = (a: BookAddress): ShippingAddress =>
  asAddress(a) ?? { fullName: a.fullName, line1: a.line1, city: a.city, country: a.country, phone: a.phone };

/**
 * The buyer's address book (trade keeps it) for checkout: the choices, the default to preselect,
 * and saving a new address. The order is sent the address itself, so a later edit of the book
 * never changes it. A book that cannot be read leaves checkout usable with the blank form.
 */
export function useCheckoutAddresses(userId: string) {
  const client = useQueryClient();
  const book = useAddressBook(userId);
  const choices = useMemo<BookChoice[]>(
    () =>
      (book.data?.items ?? []).map((a) => ({
        id: a.id,
        label: a.label ?? null,
        isDefault: a.isDefault,
        address: toShipping(a),
      })),
    [book.data],
  );
  const preselected = choices.find((c) => c.isDefault) ?? choices[0] ?? null;
  const full = book.data ? book.data.items.length >= book.data.max : true;
  const inBook = useCallback(
    (a: ShippingAddress) => choices.some((c) => sameAddress(c.address, a)),
    [choices],
  );
  const save = useCallback(
    async (a: ShippingAddress) => {
      await addressApi.create(a);
      await client.invalidateQueries({ queryKey: buyerKeys.addresses(userId) });
    },
    [client, userId],
  );
  return { loading: book.isPending, choices, preselected, full, inBook, save };
}
