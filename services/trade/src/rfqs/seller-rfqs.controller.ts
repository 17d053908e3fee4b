import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { RfqReader } from './rfq-reader.js';
import { SellerRfqPageResponse } from './rfq.response.js';
import type { RfqPage, SellerRfqView } from './rfq.view.js';
import { SellerRfqQueryDto } from './rfqs.dto.js';

/** A supplier's RFQ inbox: those sent to them (matched or invited) still open, or those they quoted on. */
@ApiTags('rfqs')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/seller/rfqs')
export class SellerRfqsController {
  constructor(private readonly reader: RfqReader) {}

  @Get()
  @ApiOkResponse({ type: SellerRfqPageResponse })
  @ApiProblemResponses(400, 401, 403)
  list(@CurrentUser() supplier: AuthUser, @Query() q: SellerRfqQueryDto): Promise<RfqPage<SellerRfqView>> {
    return this.reader.forSupplier(supplier, q.filter ?? 'matching', q.page ?? 1, q.pageSize ?? 20);
  }
}
