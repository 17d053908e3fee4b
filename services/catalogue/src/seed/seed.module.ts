import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module.js';
import { DemoSeed } from './seed.service.js';

/** Loads the demo catalogue at start when SEED_DEMO_DATA is on and the catalogue is empty. */
@Module({ imports: [ProductsModule], providers: [DemoSeed] })
export class SeedModule {}
