import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  addressBookKey,
  addressChoices,
  forget as without,
  parseBook,
  sameAddress,
  remember as withAddress,
  type ShippingAddress,
} from '../lib/address-book';
import { tradeApi } from '../trade-api';

/** How many past checkouts to read addresses from. */
const RECENT_CHECKOUTS = 3;

function readBook(userId: string): ShippingAddress[] {
  try {
    return parseBook(localStorage.getItem(addressBookKey(userId)));
  } catch {
    return [];
  }
}

function writeBook(userId: string, book: ShippingAddress[]): void {
  try {
    localStorage.setItem(addressBookKey(userId), JSON.stringify(book));
  } catch {
    // Storage disabled: the book lasts this visit.
  }
}

/** The addresses of the buyer's last few checkouts (trade keeps each checkout's address). */
async function recentAddresses(signal: AbortSignal): Promise<unknown[]> {
  const page = await tradeApi.listOrders({ page: 1, pageSize: 20 }, signal);
  const ids = [...new Set(page.items.map((o) => o.checkoutId))].slice(0, RECENT_CHECKOUTS);
  const checkouts = await Promise.all(
    ids.map((id) =>
      tradeApi
        .getCheckout(id, signal)
        .then((c) => c.data.shippingAddress)
        .catch(() => null),
    ),
  );
  return checkouts.filter(Boolean);
}

/** Addresses to offer at checkout: the last checkouts' and this browser's book, newest first. */
export function useAddressBook(userId: string) {
  const [book, setBook] = useState(() => readBook(userId));
  const recent = useQuery({
    queryKey: ['trade', 'recent-addresses', userId],
    queryFn: ({ signal }) => recentAddresses(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const choices = useMemo(() => addressChoices(recent.data ?? [], book), [recent.data, book]);
  const remember = useCallback(
    (a: ShippingAddress) => {
      const next = withAddress(readBook(userId), a);
      writeBook(userId, next);
      setBook(next);
    },
    [userId],
  );
  const forget = useCallback(
    (a: ShippingAddress) => {
      const next = without(readBook(userId), a);
      writeBook(userId, next);
      setBook(next);
    },
    [userId],
  );
  const saved = useCallback((a: ShippingAddress) => book.some((b) => sameAddress(a, b)), [book]);
  return { choices, remember, forget, saved };
}
