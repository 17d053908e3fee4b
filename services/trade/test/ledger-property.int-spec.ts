import fc from 'fast-check';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { ledgerCommand } from './ledger-commands.js';
import { freshDatabase, startLedger, type LedgerHarness } from './ledger-harness.js';
import { LedgerModel } from './ledger-model.js';
import { applyStep } from './ledger-steps.js';

const db: TestDatabase | null = await freshDatabase('trade ledger property');
const suite = db ? describe : describe.skip;

/**
 * Random sequences of every ledger operation, with duplicate and contradicting entry ids mixed in,
 * against a model written separately: each step succeeds exactly when the model says it may and
 * then leaves the balances the model computed; each refusal names the rule the model expects and
 * changes nothing. Every currency sums to zero and no non-negative account goes below zero after
 * every step; verifyLedger finds the whole ledger valid after every sequence.
 */
suite('trade: ledger operations keep every invariant (property)', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await startLedger(db!, 3);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('random capture / hold / release / settle / void / refund / freeze / payout / replay sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(ledgerCommand, { minLength: 10, maxLength: 40, size: 'max' }),
        async (commands) => {
          const run = uuidv7();
          const model = new LedgerModel(await h.snapshot());
          for (const [step, c] of commands.entries()) await applyStep(h, model, run, step, c);
          const report = await h.verify();
          expect(report.problems).toEqual([]);
          expect(report.valid).toBe(true);
        },
      ),
      {
        numRuns: 40,
        // Shrinking replays sequences against the database: bounded, so a failure is reported
        // (with the smallest case found so far) rather than lost to the test timeout.
        interruptAfterTimeLimit: 100_000,
        markInterruptAsFailure: true,
      },
    );
  }, 150_000);
});
