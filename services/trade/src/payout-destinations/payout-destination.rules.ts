import { MINOR_DIGITS } from '../money/index.js';
import {
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyNetwork,
} from '../payments/providers/payment-provider.port.js';

export const DESTINATION_KINDS = ['bank_account', 'mobile_money', 'sandbox'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

/** What a seller sends to add a destination, before it is checked. */
export interface DestinationInput {
  kind: DestinationKind;
  currency: string;
  country?: string;
  accountName?: string;
  bankCode?: string;
  accountNumber?: string;
  network?: string;
  phone?: string;
  label?: string;
}

/** A destination that passed every rule, normalised (trimmed, upper-case codes, E.164 phone). */
export type CheckedDestination =
  | {
      kind: 'bank_account';
      currency: string;
      country: string;
      accountName: string;
      bankCode: string;
      accountNumber: string;
    }
  | {
      kind: 'mobile_money';
      currency: string;
      country: string;
      accountName: string;
      network: MobileMoneyNetwork;
      phone: string;
    }
  | { kind: 'sandbox'; currency: string; label: string };

/** One rule broken: the request field and the problem code (payout_destinations.<code>). */
export interface RuleViolation {
  field: string;
  code: string;
  args?: Record<string, string>;
}

/**
 * Mobile money by country: its currency, its dialing code, the national number's length and the
 * networks that run a wallet there. Only currencies trade settles (money/currency.ts).
 */
const WALLET_COUNTRIES: Readonly<
  Record<string, { currency: string; dial: string; digits: number; networks: readonly MobileMoneyNetwork[] }>
> = {
  KE: { currency: 'KES', dial: '254', digits: 9, networks: ['mpesa', 'airtel'] },
  UG: { currency: 'UGX', dial: '256', digits: 9, networks: ['mtn', 'airtel'] },
  TZ: { currency: 'TZS', dial: '255', digits: 9, networks: ['mpesa', 'airtel', 'tigo'] },
  GH: { currency: 'GHS', dial: '233', digits: 9, networks: ['mtn', 'vodafone', 'airtel', 'tigo'] },
  CI: { currency: 'XOF', dial: '225', digits: 10, networks: ['mtn', 'orange', 'moov'] },
  SN: { currency: 'XOF', dial: '221', digits: 9, networks: ['orange'] },
  CM: { currency: 'XAF', dial: '237', digits: 9, networks: ['mtn', 'orange'] },
};

/** Bank accounts: the countries a currency's accounts are held in; absent = any country (USD, EUR, GBP, CNY). */
const BANK_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  NGN: ['NG'],
  ZAR: ['ZA'],
  KES: ['KE'],
  GHS: ['GH'],
  EGP: ['EG'],
  MAD: ['MA'],
  TND: ['TN'],
  ETB: ['ET'],
  UGX: ['UG'],
  TZS: ['TZ'],
  XOF: ['SN', 'CI', 'BJ', 'BF', 'ML', 'TG', 'NE', 'GW'],
  XAF: ['CM', 'GA', 'CG', 'TD', 'CF', 'GQ'],
};

/** Account number shapes where a country has one rule (NUBAN: 10 digits); 6–20 digits elsewhere. */
const ACCOUNT_NUMBER: Readonly<Record<string, RegExp>> = { NGN: /^\d{10}$/ };
const BANK_CODE: Readonly<Record<string, RegExp>> = { NGN: /^\d{3,6}$/ };
const GENERIC_ACCOUNT = /^\d{6,20}$/;
const GENERIC_BANK_CODE = /^[A-Z0-9]{2,11}$/;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/** E.164: "+", a country code and subscriber number, at most 15 digits, no leading zero. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** The currencies each kind may be paid in. */
export const KIND_CURRENCIES: Readonly<Record<DestinationKind, readonly string[]>> = {
  bank_account: Object.keys(MINOR_DIGITS),
  mobile_money: [...new Set(Object.values(WALLET_COUNTRIES).map((c) => c.currency))],
  sandbox: Object.keys(MINOR_DIGITS),
};

const clean = (value: string | undefined): string => (value ?? '').normalize('NFC').trim();
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Checks a destination a seller adds and returns it normalised, or every rule it breaks. Pure:
 * the unit test covers the rules, the API answers their violations as one localized 422.
 */
export function checkDestination(
  input: DestinationInput,
): { ok: true; value: CheckedDestination } | { ok: false; violations: RuleViolation[] } {
  const v: RuleViolation[] = [];
  const currency = clean(input.currency).toUpperCase();
  if (!KIND_CURRENCIES[input.kind].includes(currency))
    v.push({ field: 'currency', code: 'unsupported_currency', args: { currency, kind: input.kind } });

  if (input.kind === 'sandbox') {
    const label = clean(input.label) || 'sandbox';
    if (!/^[A-Za-z0-9 _:.-]{1,60}$/.test(label)) v.push({ field: 'label', code: 'invalid_label' });
    return v.length
      ? { ok: false, violations: v }
      : { ok: true, value: { kind: 'sandbox', currency, label } };
  }

  const country = clean(input.country).toUpperCase();
  const accountName = clean(input.accountName).replace(/\s+/g, ' ');
  if (!/^[A-Z]{2}$/.test(country)) v.push({ field: 'country', code: 'invalid_country' });
  if (accountName.length < 2 || accountName.length > 100 || CONTROL.test(accountName))
    v.push({ field: 'accountName', code: 'invalid_account_name' });

  if (input.kind === 'bank_account') {
    const bankCode = clean(input.bankCode).toUpperCase().replace(/[\s-]/g, '');
    const accountNumber = clean(input.accountNumber).toUpperCase().replace(/[\s-]/g, '');
    const countries = BANK_COUNTRIES[currency];
    if (/^[A-Z]{2}$/.test(country) && countries && !countries.includes(country))
      v.push({ field: 'country', code: 'country_currency_mismatch', args: { country, currency } });
    if (!(BANK_CODE[currency] ?? GENERIC_BANK_CODE).test(bankCode))
      v.push({ field: 'bankCode', code: 'invalid_bank_code' });
    if (!validAccountNumber(accountNumber, currency))
      v.push({ field: 'accountNumber', code: 'invalid_account_number' });
    return v.length
      ? { ok: false, violations: v }
      : {
          ok: true,
          value: { kind: 'bank_account', currency, country, accountName, bankCode, accountNumber },
        };
  }

  const network = clean(input.network).toLowerCase();
  const phone = clean(input.phone).replace(/[\s().-]/g, '');
  const wallet = WALLET_COUNTRIES[country];
  if (/^[A-Z]{2}$/.test(country) && !wallet)
    v.push({ field: 'country', code: 'unsupported_country', args: { country } });
  if (wallet && wallet.currency !== currency)
    v.push({ field: 'currency', code: 'country_currency_mismatch', args: { country, currency } });
  if (
    !(MOBILE_MONEY_NETWORKS as readonly string[]).includes(network) ||
    (wallet && !wallet.networks.includes(network as MobileMoneyNetwork))
  )
    v.push({ field: 'network', code: 'unsupported_network', args: { network, country } });
  if (!E164.test(phone)) v.push({ field: 'phone', code: 'invalid_phone' });
  else if (
    wallet &&
    !(phone.startsWith(`+${wallet.dial}`) && phone.length === 1 + wallet.dial.length + wallet.digits)
  )
    v.push({ field: 'phone', code: 'phone_country_mismatch', args: { country } });
  return v.length
    ? { ok: false, violations: v }
    : {
        ok: true,
        value: {
          kind: 'mobile_money',
          currency,
          country,
          accountName,
          network: network as MobileMoneyNetwork,
          phone,
        },
      };
}

/** IBAN (EUR and GBP accounts, with its mod-97 check) or digits of the currency's length. */
function validAccountNumber(accountNumber: string, currency: string): boolean {
  if ((currency === 'EUR' || currency === 'GBP') && IBAN.test(accountNumber))
    return ibanChecks(accountNumber);
  return (ACCOUNT_NUMBER[currency] ?? GENERIC_ACCOUNT).test(accountNumber);
}

/** ISO 13616: move the first four characters to the end, letters to 10–35, the number mod 97 is 1. */
export function ibanChecks(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const ch of moved) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * What identifies one account of a seller, so the same one is not stored twice. It holds the
 * number: what is stored is PayoutDestinationVault.fingerprint, a keyed HMAC of it (older versions
 * stored this text itself, until PayoutDestinationSealing replaces it).
 */
export function destinationFingerprint(d: CheckedDestination): string {
  switch (d.kind) {
    case 'bank_account':
      return `bank_account:${d.currency}:${d.bankCode}:${d.accountNumber}`;
    case 'mobile_money':
      return `mobile_money:${d.currency}:${d.network}:${d.phone}`;
    case 'sandbox':
      return `sandbox:${d.currency}:${d.label.toLowerCase()}`;
  }
}
