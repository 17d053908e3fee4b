import { formatMoney, type MinorInput } from './money';

/** Integer minor units of an ISO 4217 currency (TND has 3 decimals, UGX none), in the console's locale. */
export function formatMinor(minor: MinorInput, currency: string, locale: string): string {
  return formatMoney(minor, currency, locale);
}

/** Today plus a number of days, as YYYY-MM-DD (what a date input holds). */
export function isoDate(daysFromToday = 0, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysFromToday));
  return d.toISOString().slice(0, 10);
}

/** A year from today, as YYYY-MM-DD (leap days roll to 1 March). */
export function oneYearFromToday(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** The last instant (UTC) of a YYYY-MM-DD day: "valid until 1 May" includes 1 May. */
export function endOfDay(date: string): string {
  return `${date}T23:59:59.999Z`;
}
