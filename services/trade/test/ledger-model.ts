import type { LedgerEntryResult } from '../src/ledger/index.js';
import type { LedgerSnapshot } from './ledger-harness.js';

/**
 * An independent model of the ledger for the property test: plain numbers, balances kept the way
 * TigerBeetle keeps them, and the rules written out again (not imported), so a wrong rule in the
 * ledger shows up as a disagreement instead of being shared by both sides.
 */
export interface Balance {
  dp: number;
  cp: number;
  dq: number;
  cq: number;
  frozen: boolean;
}

export interface ModelHold {
  id: string;
  order: number;
  amount: number;
  fee: number;
  resolved: boolean;
}

export interface ModelPayout {
  id: string;
  seller: number;
  currency: string;
  amount: number;
  provider: string;
  resolved: boolean;
}

/** A call that succeeded, kept so it can be replayed (same id, same request) or contradicted. */
export interface Done {
  call: (memo?: string) => Promise<LedgerEntryResult>;
  result: LedgerEntryResult;
}

export class LedgerModel {
  readonly accounts = new Map<string, Balance>();
  readonly holds: ModelHold[] = [];
  readonly payouts: ModelPayout[] = [];
  readonly done: Done[] = [];

  constructor(snapshot: LedgerSnapshot) {
    for (const [label, v] of Object.entries(snapshot.accounts)) {
      const [dp, cp, dq, cq, frozen] = v.split('/');
      this.accounts.set(label, { dp: +dp!, cp: +cp!, dq: +dq!, cq: +cq!, frozen: frozen === 'true' });
    }
  }

  get(label: string): Balance {
    let b = this.accounts.get(label);
    if (!b) this.accounts.set(label, (b = { dp: 0, cp: 0, dq: 0, cq: 0, frozen: false }));
    return b;
  }

  available(label: string): number {
    const b = this.accounts.get(label);
    return b ? b.cp - b.dp - b.dq : 0;
  }

  post(debit: string, credit: string, amount: number): void {
    this.get(debit).dp += amount;
    this.get(credit).cp += amount;
  }

  reserve(debit: string, credit: string, amount: number): void {
    this.get(debit).dq += amount;
    this.get(credit).cq += amount;
  }

  /** In the snapshot's format, without untouched accounts (see `touched`). */
  view(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [label, b] of this.accounts) out[label] = `${b.dp}/${b.cp}/${b.dq}/${b.cq}/${b.frozen}`;
    return touched(out);
  }
}

/** The fee share of a partial release: fee × part / amount, rounded half up. */
export function proRata(fee: number, amount: number, part: number): number {
  return amount === 0 ? 0 : Math.floor((2 * fee * part + amount) / (2 * amount));
}

/** Fee at a basis-point rate, rounded half up. */
export function feeAt(amount: number, bps: number): number {
  return Math.floor((2 * amount * bps + 10_000) / 20_000);
}

/**
 * Every currency sums to zero and no non-negative account is below zero, read straight from the
 * ledger's balance rows (the checks a step must never break, between the full verifications).
 */
export function invariantBreaks(snapshot: LedgerSnapshot): string[] {
  const sums = new Map<string, number>();
  const breaks: string[] = [];
  for (const [label, v] of Object.entries(snapshot.accounts)) {
    const kind = label.split(':')[0];
    const currency = label.split(':').at(-1);
    const [dp, cp, dq, cq] = v.split('/').map(Number) as [number, number, number, number];
    sums.set(`${currency} posted`, (sums.get(`${currency} posted`) ?? 0) + cp - dp);
    sums.set(`${currency} pending`, (sums.get(`${currency} pending`) ?? 0) + cq - dq);
    if (kind !== 'provider_clearing' && cp - dp - dq < 0) breaks.push(`${label} below zero`);
  }
  for (const [what, sum] of sums) if (sum !== 0) breaks.push(`${what} sums to ${sum}`);
  return breaks;
}

/**
 * Accounts holding something or frozen. A freeze creates an escrow row that may end all zero and
 * unfrozen; the model has no such rows, so both sides are compared without them.
 */
export function touched(accounts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(accounts).filter(([, v]) => v !== '0/0/0/0/false'));
}
