import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { EscrowLedger } from './escrow-ledger.js';
import { LedgerBalances } from './ledger-balances.js';
import { LedgerAccountEntity, LedgerEntryEntity, LedgerPostingEntity } from './ledger.entities.js';
import { Migration20261124000100Ledger } from './migrations/migration-20261124000100-ledger.js';
import { PayoutLedger } from './payout-ledger.js';
import { SellerBalanceEvents } from './seller-balance-events.js';
import { VerifyLedger } from './verify-ledger.js';

export const LEDGER_ENTITIES = [LedgerAccountEntity, LedgerEntryEntity, LedgerPostingEntity];
export const LEDGER_MIGRATIONS = [Migration20261124000100Ledger];
export const LEDGER_PROVIDERS = [
  EscrowLedger,
  PayoutLedger,
  LedgerBalances,
  VerifyLedger,
  SellerBalanceEvents,
];
/** The ledger's problem texts live with the service's: `src/i18n/<lang>/ledger.json`. */
export const LEDGER_I18N_DIR = join(import.meta.dirname, '..', 'i18n');

/** Stateless providers: each method takes the caller's EntityManager, so the module needs no ORM of its own. */
@Module({ providers: LEDGER_PROVIDERS, exports: LEDGER_PROVIDERS })
export class LedgerModule {}
