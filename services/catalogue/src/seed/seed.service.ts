import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import type { CatalogueConfig } from '../catalogue.config.js';
import { ProductAnnouncement } from '../products/product-announcement.js';
import { seedDemoCatalogue, type SeedResult } from './catalogue-seed.js';

/**
 * SEED_DEMO_DATA (on in the standalone run): the first start fills an empty catalogue with the
 * demo data, and announces its products to other services (cart, trade) in the same transaction.
 * Runs at bootstrap — after the migrations of onModuleInit, so the category tree is there — and is
 * awaited, so the service answers only once its catalogue is complete.
 */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly log = new Logger(DemoSeed.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly announcement: ProductAnnouncement,
    @Inject(CONFIG) private readonly config: CatalogueConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA) return;
    report(this.log, await seedDemoCatalogue(this.orm.em.fork(), this.announcement));
  }
}

export function report(log: Pick<Logger, 'log' | 'warn'>, r: SeedResult): void {
  if (r.seeded)
    log.log(
      `demo catalogue seeded: ${r.suppliers} suppliers, ${r.products} products (${r.announced} announced) in ${r.ms} ms`,
    );
  else if (r.reason === 'no_categories') log.warn('demo catalogue not seeded: the category tree is empty');
  else log.log('demo catalogue not seeded: the catalogue already has products');
}
