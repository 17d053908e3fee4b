import { Migration20261124000100Ledger } from '../ledger/migrations/migration-20261124000100-ledger.js';
import { Migration20261124000200Catalog } from './migration-20261124000200-catalog.js';
import { Migration20261124000300Inventory } from './migration-20261124000300-inventory.js';
import { Migration20261124000400Plans } from './migration-20261124000400-plans.js';
import { Migration20261124000500Orders } from './migration-20261124000500-orders.js';
import { Migration20261124000600Payments } from './migration-20261124000600-payments.js';
import { Migration20261124000700Disputes } from './migration-20261124000700-disputes.js';
import { Migration20261124000710OrderFilesRefunds } from './migration-20261124000710-order-files-refunds.js';
import { Migration20261124000720Payouts } from './migration-20261124000720-payouts.js';
import { Migration20261124000730DisputeAnswerBy } from './migration-20261124000730-dispute-answer-by.js';
import { Migration20261124000740PayoutDestinations } from './migration-20261124000740-payout-destinations.js';
import { Migration20261224000100SealedPayoutDestinations } from './migration-20261224000100-sealed-payout-destinations.js';
import { Migration20261225200010BuyerAddresses } from './migration-20261225200010-buyer-addresses.js';
import { Migration20261226090000RfqMatching } from './migration-20261226090000-rfq-matching.js';
import { Migration20261226100000Rfqs } from './migration-20261226100000-rfqs.js';
import { Migration20261226110000RfqOpenByCategory } from './migration-20261226110000-rfq-open-by-category.js';

/** Trade's migrations in the order they run; each part of the service owns its own tables. */
export const TRADE_MIGRATIONS = [
  Migration20261124000100Ledger,
  Migration20261124000200Catalog,
  Migration20261124000300Inventory,
  Migration20261124000400Plans,
  Migration20261124000500Orders,
  Migration20261124000600Payments,
  Migration20261124000700Disputes,
  Migration20261124000710OrderFilesRefunds,
  Migration20261124000720Payouts,
  Migration20261124000730DisputeAnswerBy,
  Migration20261124000740PayoutDestinations,
  Migration20261224000100SealedPayoutDestinations,
  Migration20261225200010BuyerAddresses,
  Migration20261226090000RfqMatching,
  Migration20261226100000Rfqs,
  Migration20261226110000RfqOpenByCategory,
];
