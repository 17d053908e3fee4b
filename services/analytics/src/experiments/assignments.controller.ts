import { Body, Controller, Get, Header, Headers, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiProperty,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Public, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { asksNotToBeTracked } from '../events/privacy-signal.js';
import { IdentifyDto } from './experiments.dto.js';
import { Identify } from './identify.use-case.js';
import { ResolveAssignments } from './resolve-assignments.use-case.js';

export class AssignmentsResponse {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', nullable: true },
    example: { hero_cta_test: 'variant_a', product_layout_test: null },
    description: 'Variant per running experiment; null: not in the experiment (show the control)',
  })
  assignments!: Record<string, string | null>;
}

/** The storefront asks which variants to render, and tells who the visitor is after sign-in. */
@ApiTags('analytics')
@Controller('api/v1/analytics')
export class AssignmentsController {
  constructor(
    private readonly resolve: ResolveAssignments,
    private readonly identify: Identify,
  ) {}

  /**
   * No token needed; one, when sent, makes the user's own assignments (other devices) win. With
   * DNT or Sec-GPC the variants are still answered (the hash decides them, so they stay the same)
   * but nothing is stored or linked.
   */
  @Public()
  @Get('assignments')
  // Per visitor, and it may create what it answers: never from a shared cache.
  @Header('Cache-Control', 'private, no-store')
  @ApiQuery({ name: 'anonymousId', format: 'uuid' })
  @ApiHeader({ name: 'dnt', required: false, description: '1: answered, nothing stored or linked' })
  @ApiHeader({ name: 'sec-gpc', required: false, description: '1: answered, nothing stored or linked' })
  @ApiOkResponse({ type: AssignmentsResponse })
  @ApiProblemResponses(422)
  async assignments(
    @Query('anonymousId') anonymousId: unknown,
    @CurrentUser() user: AuthUser | undefined,
    @Headers('dnt') doNotTrack: string | undefined,
    @Headers('sec-gpc') globalPrivacyControl: string | undefined,
  ): Promise<AssignmentsResponse> {
    const store = !asksNotToBeTracked(doNotTrack, globalPrivacyControl);
    return { assignments: await this.resolve.execute(anonymousId, user?.id ?? null, { store }) };
  }

  /** With DNT or Sec-GPC: 204 and nothing linked. */
  @Post('identify')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiHeader({ name: 'dnt', required: false, description: '1: nothing is linked' })
  @ApiHeader({ name: 'sec-gpc', required: false, description: '1: nothing is linked' })
  @ApiNoContentResponse()
  @ApiProblemResponses(400, 401, 422)
  async link(
    @CurrentUser() user: AuthUser,
    @Body() body: IdentifyDto,
    @Headers('dnt') doNotTrack: string | undefined,
    @Headers('sec-gpc') globalPrivacyControl: string | undefined,
  ): Promise<void> {
    if (asksNotToBeTracked(doNotTrack, globalPrivacyControl)) return;
    await this.identify.execute(body.anonymousId, user.id);
  }
}
