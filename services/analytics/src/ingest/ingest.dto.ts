import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONSENT_MODES, type AnalyticsConfig } from '../analytics.config.js';
import { BROWSER_EVENT_NAMES, type BrowserEventName } from '../events/event-row.js';
import { PATH_MAX } from './event-batch.js';

/*
 * OpenAPI shapes only: the batch is checked by parseBatch (event-batch.ts), because which
 * properties an event may carry depends on its name, and any refusal must refuse the whole batch.
 */

export class TrackedEventDto {
  @ApiProperty({ enum: BROWSER_EVENT_NAMES })
  name!: BrowserEventName;

  @ApiProperty({ format: 'date-time', description: 'At most 72 hours ago and 5 minutes ahead' })
  occurredAt!: string;

  @ApiProperty({
    maxLength: PATH_MAX,
    example: '/products',
    description: 'Query string and fragment are dropped',
  })
  path!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      'Per name: product_view {productId}; add_to_cart {productId, quantity?}; search {query, resultCount?}; ' +
      'purchase {checkoutId?}; experiment_exposure {experiment, variant}; others none. Any other key is refused.',
  })
  properties?: Record<string, unknown>;
}

export class EventBatchDto {
  @ApiProperty({ format: 'uuid', description: "The browser's anonymous id" })
  anonymousId!: string;

  @ApiProperty({ type: [TrackedEventDto], minItems: 1, description: 'At most ANALYTICS_MAX_BATCH events' })
  events!: TrackedEventDto[];
}

export class AcceptedResponse {
  @ApiProperty({ description: 'Events stored: 0 when the browser asked not to be tracked or is a crawler' })
  accepted!: number;
}

export class ConsentConfigResponse {
  @ApiProperty({ enum: CONSENT_MODES })
  consentMode!: AnalyticsConfig['ANALYTICS_CONSENT_MODE'];
}
