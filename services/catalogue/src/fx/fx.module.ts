import { Module } from '@nestjs/common';
import { FxController } from './fx.controller.js';
import { FxRates } from './fx-rates.js';

@Module({ controllers: [FxController], providers: [FxRates], exports: [FxRates] })
export class FxModule {}
