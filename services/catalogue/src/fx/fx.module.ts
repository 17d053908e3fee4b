import { Module } from '@nestjs/common';
import { AdminFxController } from './admin-fx.controller.js';
import { FxController } from './fx.controller.js';
import { FxRates } from './fx-rates.js';
import { FxRatesAnnouncer } from './fx-rates-announcer.js';
import { FxRatesPublication } from './fx-rates-publication.js';
import { UpdateFxRate } from './update-fx-rate.use-case.js';

@Module({
  controllers: [FxController, AdminFxController],
  providers: [FxRates, FxRatesPublication, FxRatesAnnouncer, UpdateFxRate],
  exports: [FxRates],
})
export class FxModule {}
