export {
  topics,
  topicNames,
  isTopicName,
  encodePayload,
  decodePayload,
  payloadToJson,
  encodeEnvelope,
  decodeEnvelope,
  secretFields,
  secretTopics,
  redactPayload,
  REDACTED,
} from './topics.js';
export type { Topics, TopicName, PayloadOf, PayloadInit, EnvelopeInit } from './topics.js';
export { AFRICAN_COUNTRIES } from './countries.js';
export { normaliseSearchQuery, SEARCH_QUERY_KEPT } from './search-query.js';
// Timestamps (Envelope.occurredAt, expiresAt) are google.protobuf.Timestamp; these convert them
// without every service having to depend on @bufbuild/protobuf itself.
export { timestampDate, timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt';
export * from './gen/sokoni/common/v1/envelope_pb.js';
export * from './gen/sokoni/common/v1/dead_letter_pb.js';
export * from './gen/sokoni/identity/v1/user_events_pb.js';
export * from './gen/sokoni/identity/v1/supplier_verification_events_pb.js';
export * from './gen/sokoni/identity/v1/membership_events_pb.js';
export * from './gen/sokoni/notifications/v1/email_events_pb.js';
export * from './gen/sokoni/notifications/v1/service_request_events_pb.js';
export * from './gen/sokoni/catalogue/v1/product_events_pb.js';
export * from './gen/sokoni/catalogue/v1/category_events_pb.js';
export * from './gen/sokoni/catalogue/v1/fx_events_pb.js';
export * from './gen/sokoni/catalogue/v1/bulk_import_events_pb.js';
export * from './gen/sokoni/catalogue/v1/search_events_pb.js';
export * from './gen/sokoni/cart/v1/cart_events_pb.js';
export * from './gen/sokoni/trade/v1/stock_events_pb.js';
export * from './gen/sokoni/trade/v1/order_events_pb.js';
export * from './gen/sokoni/trade/v1/payout_destination_events_pb.js';
export * from './gen/sokoni/messaging/v1/message_events_pb.js';
export * from './gen/sokoni/analytics/v1/experiment_events_pb.js';
