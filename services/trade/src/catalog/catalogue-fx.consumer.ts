import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { CATALOG_PURPOSE } from './catalogue-products.consumer.js';
import { TradeFxRates } from './trade-fx-rates.js';

/** Consumer group `trade.catalog`: catalogue's FX rates into trade_fx_rate. */
@Injectable()
export class CatalogueFxConsumer {
  constructor(private readonly rates: TradeFxRates) {}

  @OnEvent('catalogue.fx_rates.published.v1', { purpose: CATALOG_PURPOSE })
  async published(event: DomainEvent<'catalogue.fx_rates.published.v1'>, em: EntityManager): Promise<void> {
    await this.rates.apply(em, event.payload);
  }
}
