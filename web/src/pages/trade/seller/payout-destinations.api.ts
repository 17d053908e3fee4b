import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';

type S = components['schemas'];
/** A seller's payout destination as trade answers it: account and phone numbers masked. */
export type PayoutDestination = S['PayoutDestination'];
export type NewPayoutDestination = S['CreatePayoutDestinationDto'];
export type DestinationKind = PayoutDestination['kind'];
export type MobileNetwork = NonNullable<NewPayoutDestination['network']>;

/**
 * The kinds a seller adds here, with the currencies trade pays each in (its rules:
 * payout-destination.rules.ts). Sandbox labels are the demo's and need no form.
 */
export const BANK_CURRENCIES = [
  'NGN',
  'KES',
  'GHS',
  'ZAR',
  'UGX',
  'TZS',
  'EGP',
  'MAD',
  'TND',
  'ETB',
  'XOF',
  'XAF',
  'USD',
  'EUR',
  'GBP',
  'CNY',
] as const;
/** Mobile money by currency: its countries (and their networks) as trade accepts them. */
export const WALLETS: Readonly<Record<string, Readonly<Record<string, readonly MobileNetwork[]>>>> = {
  KES: { KE: ['mpesa', 'airtel'] },
  UGX: { UG: ['mtn', 'airtel'] },
  TZS: { TZ: ['mpesa', 'airtel', 'tigo'] },
  GHS: { GH: ['mtn', 'vodafone', 'airtel', 'tigo'] },
  XOF: { CI: ['mtn', 'orange', 'moov'], SN: ['orange'] },
  XAF: { CM: ['mtn', 'orange'] },
};
/** The country a currency's accounts are usually held in (a suggestion the seller may change). */
export const HOME_COUNTRY: Readonly<Record<string, string>> = {
  NGN: 'NG',
  KES: 'KE',
  GHS: 'GH',
  ZAR: 'ZA',
  UGX: 'UG',
  TZS: 'TZ',
  EGP: 'EG',
  MAD: 'MA',
  TND: 'TN',
  ETB: 'ET',
  XOF: 'SN',
  XAF: 'CM',
};

export const destinationKeys = {
  all: (userId: string) => ['trade', 'payout-destinations', userId] as const,
};

/** `/api/v1/seller/payout-destinations`: the signed-in seller's destinations. */
export const destinationsApi = {
  list: (signal?: AbortSignal) => unwrap(api.GET('/api/v1/seller/payout-destinations', { signal })),
  create: (body: NewPayoutDestination) => unwrap(api.POST('/api/v1/seller/payout-destinations', { body })),
  remove: (id: string) =>
    unwrap(api.DELETE('/api/v1/seller/payout-destinations/{id}', { params: { path: { id } } })),
  makeDefault: (id: string) =>
    unwrap(api.POST('/api/v1/seller/payout-destinations/{id}/default', { params: { path: { id } } })),
};
