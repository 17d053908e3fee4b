import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { EventTransport } from '@sokoni/platform/events';
import { servicePlatform } from '@sokoni/platform/service';
import { DeadLettersAdminModule } from '@sokoni/platform/dead-letters-admin';
import { ADDRESS_CONTROLLERS, ADDRESS_ENTITIES, ADDRESS_PROVIDERS } from './addresses/index.js';
import { ADMIN_CONTROLLERS, ADMIN_PROVIDERS } from './admin/index.js';
import { CATALOG_ENTITIES, CATALOG_PROVIDERS } from './catalog/index.js';
import { DISPUTE_CONTROLLERS, DISPUTE_ENTITIES, DISPUTE_PROVIDERS } from './disputes/index.js';
import { CHECKOUT_CONTROLLERS, CHECKOUT_PROVIDERS } from './checkout/index.js';
import { INVENTORY_CONTROLLERS, INVENTORY_ENTITIES, INVENTORY_PROVIDERS } from './inventory/index.js';
import { LEDGER_ENTITIES, LEDGER_PROVIDERS, LedgerVerificationMetrics } from './ledger/index.js';
import { TRADE_MIGRATIONS } from './migrations/index.js';
import { ORDER_CONTROLLERS, ORDER_ENTITIES, ORDER_PROVIDERS } from './orders/index.js';
import { ORDER_READ_CONTROLLERS, ORDER_READ_PROVIDERS } from './orders/order-reads.js';
import { PAYMENTS_CONTROLLERS, PAYMENTS_PROVIDERS } from './payments/index.js';
import { PAYMENT_ENTITIES } from './payments/payment.entities.js';
import { paymentProviderProvider } from './payments/providers/index.js';
import { PAYOUT_CONTROLLERS, PAYOUT_ENTITIES, PAYOUT_PROVIDERS } from './payouts/index.js';
import {
  PAYOUT_DESTINATION_CONTROLLERS,
  PAYOUT_DESTINATION_ENTITIES,
  PAYOUT_DESTINATION_PROVIDERS,
} from './payout-destinations/index.js';
import { RefundDispatcher } from './orders/refund-dispatcher.js';
import { REFUND_WEBHOOKS } from './payments/webhook-processor.js';
import { PLANS_ENTITIES, PLANS_PROVIDERS } from './plans/index.js';
import { RFQ_CONTROLLERS, RFQ_PROVIDERS } from './rfqs/index.js';
import type { TradeConfig } from './trade.config.js';
import { SCHEMA } from './trade.schema.js';

export interface TradeModuleOptions {
  config: TradeConfig;
  transport: EventTransport;
  ownsTransport?: boolean;
  /** Identity's key set, for verifying access tokens. */
  jwksUrl: string;
}

export const TRADE_ENTITIES = [
  ...LEDGER_ENTITIES,
  ...CATALOG_ENTITIES,
  ...INVENTORY_ENTITIES,
  ...PLANS_ENTITIES,
  ...ORDER_ENTITIES,
  ...PAYMENT_ENTITIES,
  ...DISPUTE_ENTITIES,
  ...PAYOUT_ENTITIES,
  ...PAYOUT_DESTINATION_ENTITIES,
  ...ADDRESS_ENTITIES,
];
export { TRADE_MIGRATIONS };

/**
 * Checkout, orders, stock, payments, the escrow ledger, payouts and disputes (DESIGN §1). Each part
 * lives in its own folder and hands this module its entities, providers and controllers.
 */
@Module({})
export class TradeModule {
  static forRoot(o: TradeModuleOptions): DynamicModule {
    return {
      module: TradeModule,
      imports: [
        ...servicePlatform({
          service: 'trade',
          config: o.config,
          schema: SCHEMA,
          entities: TRADE_ENTITIES,
          migrations: TRADE_MIGRATIONS,
          transport: o.transport,
          ownsTransport: o.ownsTransport,
          i18nDir: join(import.meta.dirname, 'i18n'),
          auth: { jwksUrl: o.jwksUrl },
          idempotency: true,
        }),
        DeadLettersAdminModule.forRoot({ service: 'trade' }),
      ],
      controllers: [
        ...INVENTORY_CONTROLLERS,
        ...ORDER_CONTROLLERS,
        ...DISPUTE_CONTROLLERS,
        ...PAYOUT_CONTROLLERS,
        ...PAYOUT_DESTINATION_CONTROLLERS,
        ...ADMIN_CONTROLLERS,
        ...ORDER_READ_CONTROLLERS,
        ...CHECKOUT_CONTROLLERS,
        ...PAYMENTS_CONTROLLERS,
        ...ADDRESS_CONTROLLERS,
        ...RFQ_CONTROLLERS,
      ],
      providers: [
        ...LEDGER_PROVIDERS,
        LedgerVerificationMetrics,
        ...CATALOG_PROVIDERS,
        ...INVENTORY_PROVIDERS,
        ...PLANS_PROVIDERS,
        ...ORDER_PROVIDERS,
        ...DISPUTE_PROVIDERS,
        ...PAYOUT_PROVIDERS,
        ...PAYOUT_DESTINATION_PROVIDERS,
        // Refund events from the providers' webhooks are confirmed by the refund dispatcher.
        { provide: REFUND_WEBHOOKS, useExisting: RefundDispatcher },
        ...ADMIN_PROVIDERS,
        paymentProviderProvider,
        ...PAYMENTS_PROVIDERS,
        ...CHECKOUT_PROVIDERS,
        ...ORDER_READ_PROVIDERS,
        ...ADDRESS_PROVIDERS,
        ...RFQ_PROVIDERS,
      ],
    };
  }
}
