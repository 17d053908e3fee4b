import type { Provider, Type } from '@nestjs/common';
import { DecideDispute } from './decide-dispute.use-case.js';
import { DISPUTE_ENTITIES } from './dispute.entities.js';
import { DisputeEvents } from './dispute-events.js';
import { DisputeReader } from './dispute-reader.js';
import { DisputesController } from './disputes.controller.js';
import { OpenDispute } from './open-dispute.use-case.js';
import { RespondDispute } from './respond-dispute.use-case.js';

/**
 * Disputes for the trade module to register (needs ORDER_PROVIDERS and the ledger's). Migration
 * Migration20261124000700Disputes; staff's routes are in src/admin.
 */
export { DISPUTE_ENTITIES };
export const DISPUTE_PROVIDERS: Provider[] = [
  DisputeEvents,
  DisputeReader,
  OpenDispute,
  RespondDispute,
  DecideDispute,
];
export const DISPUTE_CONTROLLERS: Type[] = [DisputesController];

export * from './dispute.entities.js';
export { DecideDispute, type DisputeDecision } from './decide-dispute.use-case.js';
export { DisputeReader, DISPUTES_LIST } from './dispute-reader.js';
export { DisputeProblems } from './dispute.problems.js';
export { DisputeSchema } from './dispute.response.js';
export { DecideDisputeDto } from './disputes.dto.js';
export type { DisputeView } from './dispute.view.js';
