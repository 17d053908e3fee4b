import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './lib/order-status';
import { DISPUTE_REASONS } from './trade-api';
import { itTranslatesEveryText, keysCalled, localeReader } from '../../i18n/testing/translations';

const files = import.meta.glob<Record<string, string>>('../../locales/*/trade.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const read = localeReader(files, 'trade');
const en = read('en');

describe('the trade texts', () => {
  itTranslatesEveryText(read);

  it('has every key the screens ask for by name', () => {
    const used = keysCalled(sources);
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });

  it('has every key the screens build from values', () => {
    const built = [
      ...ORDER_STATUSES.map((s) => `status.${s}`),
      ...DISPUTE_REASONS.map((r) => `dispute.reason.${r}`),
      ...['buyer', 'seller', 'staff', 'system'].map((r) => `actor.${r}`),
      ...['release', 'refund_full', 'refund_partial'].map((o) => `dispute.outcome.${o}`),
      ...['open', 'decided'].map((s) => `dispute.status.${s}`),
      ...['requested', 'pending', 'succeeded', 'failed'].map((s) => `payouts.status.${s}`),
      ...['succeeded', 'failed', 'refunded'].map((s) => `sandbox.final.${s}`),
      ...['tooMany', 'type', 'tooLarge', 'empty'].map((c) => `files.${c}`),
      ...['empty', 'not_a_number', 'too_many_decimals', 'not_positive', 'tooMuch'].map(
        (c) => `payouts.error.${c}`,
      ),
      ...['buyer', 'seller'].flatMap((r) => [`role.${r}.title`, `role.${r}.text`]),
      ...['buyer', 'seller'].flatMap((r) => [
        `outcome.declined.${r}`,
        `outcome.cancelled.${r}`,
        `outcome.refund.${r}`,
        `dispute.answerBy.${r}`,
      ]),
      ...['expired', 'cancelled'].flatMap((s) => [`checkout.${s}.title`, `checkout.${s}.text`]),
      ...['preparing', 'waiting'].map((s) => `pay.${s}`),
      ...['approved', 'declined'].map((s) => `sandbox.settling.${s}`),
      ...['confirm', 'deliver', 'cancel', 'accept', 'decline', 'ship'].map((a) => `action.${a}.done`),
      'dispute.opened.done',
      'timeline.pay',
      'timeline.dispute',
    ];
    expect(built.filter((k) => !(k in en))).toEqual([]);
  });
});
