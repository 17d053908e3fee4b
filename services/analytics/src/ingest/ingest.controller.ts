import { Body, Controller, Get, Headers, HttpCode, Inject, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Public } from '@sokoni/platform/auth';
import { CONFIG } from '@sokoni/platform/config';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import type { AnalyticsConfig } from '../analytics.config.js';
import { BeaconBody } from './beacon-body.interceptor.js';
import { IngestBatch } from './ingest-batch.use-case.js';
import { AcceptedResponse, ConsentConfigResponse, EventBatchDto } from './ingest.dto.js';

/** The storefront's tracker: open to every visitor; a token, when sent, ties the events to the user. */
@ApiTags('analytics')
@Public()
@Controller('api/v1/analytics')
export class IngestController {
  constructor(
    @Inject(CONFIG) private readonly config: AnalyticsConfig,
    private readonly ingest: IngestBatch,
  ) {}

  /** Whether the consent banner must wait for the visitor (opt-in) before anything is sent. */
  @Get('config')
  @ApiOkResponse({ type: ConsentConfigResponse })
  consent(): ConsentConfigResponse {
    return { consentMode: this.config.ANALYTICS_CONSENT_MODE };
  }

  @Post('events')
  @HttpCode(202)
  @UseInterceptors(BeaconBody)
  @ApiConsumes('application/json', 'text/plain')
  @ApiHeader({ name: 'dnt', required: false, description: '1: nothing is stored' })
  @ApiHeader({ name: 'sec-gpc', required: false, description: '1: nothing is stored' })
  @ApiHeader({
    name: 'user-agent',
    required: false,
    description: 'Crawlers and clients without one: nothing is stored',
  })
  @ApiBody({ type: EventBatchDto })
  @ApiAcceptedResponse({ type: AcceptedResponse })
  @ApiProblemResponses(400, 413, 415, 422, 429)
  events(
    @CurrentUser('id') userId: string | undefined,
    @Headers('dnt') doNotTrack: string | undefined,
    @Headers('sec-gpc') globalPrivacyControl: string | undefined,
    @Headers('user-agent') userAgent: string | undefined,
    @Body() body: unknown,
  ): Promise<AcceptedResponse> {
    return this.ingest.execute({ userId: userId ?? null, doNotTrack, globalPrivacyControl, userAgent }, body);
  }
}
