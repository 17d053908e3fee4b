import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, PoisonMessageError, type DomainEvent } from '@sokoni/platform/events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Consumer group `catalogue.stock`: trade owns stock and says what buyers can still order
 * (trade.stock.changed.v1); products show it. Each product's events carry an increasing version,
 * so a late one is ignored. Only these two columns change: not `updated_at`, which is the seller's.
 */
@Injectable()
export class TradeStockConsumer {
  @OnEvent('trade.stock.changed.v1', { purpose: 'stock' })
  async changed(event: DomainEvent<'trade.stock.changed.v1'>, em: EntityManager): Promise<void> {
    const p = event.payload;
    if (!UUID.test(p.productId) || p.version < 1n || p.available < 0n)
      throw new PoisonMessageError(`trade stock event: bad product id, version or availability`);
    await em.execute(
      `update catalogue.products set available = ?, stock_version = ?
       where id = ? and (stock_version is null or stock_version < ?)`,
      [p.tracked ? p.available.toString() : null, p.version.toString(), p.productId, p.version.toString()],
    );
  }
}
