import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { PayoutDestinationResponse } from './payout-destination.response.js';
import type { PayoutDestinationView } from './payout-destination.view.js';
import { CreatePayoutDestinationDto, destinationIdPipe } from './payout-destinations.dto.js';
import { PayoutDestinations } from './payout-destinations.service.js';

/** The signed-in seller's payout destinations: where their payouts go, one default per currency. */
@ApiTags('payouts')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/seller/payout-destinations')
export class PayoutDestinationsController {
  constructor(private readonly destinations: PayoutDestinations) {}

  @Get()
  @ApiOkResponse({ type: PayoutDestinationResponse, isArray: true })
  @ApiProblemResponses(401, 403)
  list(@CurrentUser() seller: AuthUser): Promise<PayoutDestinationView[]> {
    return this.destinations.list(seller);
  }

  /** Adds a bank account or mobile-money wallet; the first of a currency becomes its default. */
  @Post()
  @ApiCreatedResponse({ type: PayoutDestinationResponse })
  @ApiProblemResponses(400, 401, 403, 409, 422)
  create(
    @CurrentUser() seller: AuthUser,
    @Body() body: CreatePayoutDestinationDto,
  ): Promise<PayoutDestinationView> {
    return this.destinations.create(seller, body);
  }

  /** Removes one, unless a payout being sent goes there (409). */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiProblemResponses(401, 403, 404, 409)
  async remove(@CurrentUser() seller: AuthUser, @Param('id', destinationIdPipe()) id: string): Promise<void> {
    await this.destinations.remove(seller, id);
  }

  /** Payouts in its currency go there unless another destination is named. */
  @Post(':id/default')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutDestinationResponse })
  @ApiProblemResponses(401, 403, 404)
  makeDefault(
    @CurrentUser() seller: AuthUser,
    @Param('id', destinationIdPipe()) id: string,
  ): Promise<PayoutDestinationView> {
    return this.destinations.makeDefault(seller, id);
  }
}
