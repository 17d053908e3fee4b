import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import { FxRateResponse } from './fx-rate.response.js';
import { FxRates, type RateView } from './fx-rates.js';

@ApiTags('catalogue')
@Controller('api/v1/fx-rates')
export class FxController {
  constructor(private readonly rates: FxRates) {}

  /** Rates per 1 USD for the storefront's currency picker. */
  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ type: FxRateResponse, isArray: true })
  list(): Promise<RateView[]> {
    return this.rates.views();
  }
}
