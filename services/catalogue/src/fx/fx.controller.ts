import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import { FxRates, type RateView } from './fx-rates.js';

@ApiTags('catalogue')
@Controller('api/v1/fx-rates')
export class FxController {
  constructor(private readonly rates: FxRates) {}

  /** Rates per 1 USD for the storefront's currency picker. */
  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  list(): Promise<RateView[]> {
    return this.rates.views();
  }
}
