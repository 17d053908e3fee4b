import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { UpdateFxRateDto } from './fx-rate.dto.js';
import { FxRateResponse } from './fx-rate.response.js';
import type { RateView } from './fx-rates.js';
import { FxProblems } from './fx.problems.js';
import { UpdateFxRate } from './update-fx-rate.use-case.js';

const CURRENCY = /^[A-Za-z]{3}$/;

/** Staff maintain the rates; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/fx-rates')
export class AdminFxController {
  constructor(private readonly updateRate: UpdateFxRate) {}

  /** Sets one currency's rate per 1 USD; trade's copy follows through catalogue.fx_rates.published.v1. */
  @Put(':currency')
  @ApiOkResponse({ type: FxRateResponse })
  @ApiProblemResponses(400, 401, 403, 404)
  update(@Param('currency') currency: string, @Body() body: UpdateFxRateDto): Promise<RateView> {
    if (!CURRENCY.test(currency)) throw FxProblems.unknownCurrency({ currency: currency.slice(0, 8) });
    return this.updateRate.execute(currency.toUpperCase(), body.perUsd);
  }
}
