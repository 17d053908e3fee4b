export {
  ACCOUNT_KINDS,
  Accounts,
  PLATFORM_OWNER,
  accountLabel,
  mayGoNegative,
  type AccountKey,
  type AccountKind,
} from './account.js';
export {
  type CaptureInput,
  type FreezeInput,
  type HoldInput,
  type RefundInput,
  type ReleaseInput,
  type SettleInput,
  type VoidInput,
} from './escrow-inputs.js';
export { EscrowLedger } from './escrow-ledger.js';
export { PayoutLedger, type PayoutInput, type PayoutResolutionInput } from './payout-ledger.js';
export { LedgerBalances, type OpenHold, type OrderEscrow, type SellerBalance } from './ledger-balances.js';
export {
  VerifyLedger,
  verifyLedger,
  type LedgerProblem,
  type LedgerProblemKind,
  type LedgerVerification,
} from './verify-ledger.js';
export { LedgerVerificationMetrics } from './ledger-verification.metrics.js';
export type { LedgerEntryResult, LedgerOperation, LedgerPosting, PostingPhase } from './ledger-entry.js';
export { LedgerProblems, type LedgerProblemCode } from './ledger.problems.js';
export { LedgerAccountEntity, LedgerEntryEntity, LedgerPostingEntity } from './ledger.entities.js';
export {
  LEDGER_ENTITIES,
  LEDGER_I18N_DIR,
  LEDGER_MIGRATIONS,
  LEDGER_PROVIDERS,
  LedgerModule,
} from './ledger.module.js';
export { Migration20261124000100Ledger } from './migrations/migration-20261124000100-ledger.js';
