import {
  clone,
  create,
  fromBinary,
  ScalarType,
  toBinary,
  toJson,
  type DescField,
  type DescMessage,
  type JsonValue,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { reflect } from '@bufbuild/protobuf/reflect';
import { timestampFromDate, type TimestampSchema } from '@bufbuild/protobuf/wkt';
import { EnvelopeSchema, type Envelope } from './gen/sokoni/common/v1/envelope_pb.js';
import {
  EmailChangedSchema,
  EmailChangeRequestedSchema,
  EmailVerificationRequestedSchema,
  EmailVerifiedSchema,
  PasswordChangedSchema,
  PasswordResetRequestedSchema,
  PhoneVerificationRequestedSchema,
  PhoneVerifiedSchema,
  ProfileUpdatedSchema,
  RoleChangedSchema,
  SessionRevokedSchema,
  SignedInSchema,
  SignInFailedSchema,
  UserDeletedSchema,
  UserRegisteredSchema,
  UserReinstatedSchema,
  UserSuspendedSchema,
} from './gen/sokoni/identity/v1/user_events_pb.js';
import {
  SupplierVerificationApprovedSchema,
  SupplierVerificationExpiredSchema,
  SupplierVerificationRejectedSchema,
  SupplierVerificationSubmittedSchema,
} from './gen/sokoni/identity/v1/supplier_verification_events_pb.js';
import { MembershipPlanChangedSchema } from './gen/sokoni/identity/v1/membership_events_pb.js';
import { EmailFailedSchema, EmailSentSchema } from './gen/sokoni/notifications/v1/email_events_pb.js';
import {
  ServiceRequestCreatedSchema,
  ServiceRequestUpdatedSchema,
} from './gen/sokoni/notifications/v1/service_request_events_pb.js';
import {
  ProductArchivedSchema,
  ProductPublishedSchema,
  ProductRejectedSchema,
  ProductSubmittedSchema,
} from './gen/sokoni/catalogue/v1/product_events_pb.js';
import {
  CategoryCreatedSchema,
  CategoryMovedSchema,
  CategoryRenamedSchema,
  CategoryRetiredSchema,
} from './gen/sokoni/catalogue/v1/category_events_pb.js';
import { FxRatesPublishedSchema } from './gen/sokoni/catalogue/v1/fx_events_pb.js';
import { BulkImportFinishedSchema } from './gen/sokoni/catalogue/v1/bulk_import_events_pb.js';
import { SearchPerformedSchema } from './gen/sokoni/catalogue/v1/search_events_pb.js';
import {
  CartItemAddedSchema,
  CartItemRemovedSchema,
  CartItemUpdatedSchema,
} from './gen/sokoni/cart/v1/cart_events_pb.js';
import { StockChangedSchema } from './gen/sokoni/trade/v1/stock_events_pb.js';
import { PayoutDestinationChangedSchema } from './gen/sokoni/trade/v1/payout_destination_events_pb.js';
import { SellerBalanceChangedSchema } from './gen/sokoni/trade/v1/balance_events_pb.js';
import {
  QuoteAcceptedSchema,
  QuoteDeclinedSchema,
  QuoteSubmittedSchema,
  RfqPostedSchema,
  RfqRemovedSchema,
  RfqsMatchedSchema,
} from './gen/sokoni/trade/v1/rfq_events_pb.js';
import {
  CheckoutPlacedSchema,
  DisputeDecidedSchema,
  DisputeOpenedSchema,
  OrderStatusChangedSchema,
  PaymentFailedSchema,
  PaymentSucceededSchema,
  PayoutFailedSchema,
  PayoutRequestedSchema,
  PayoutSettledSchema,
} from './gen/sokoni/trade/v1/order_events_pb.js';
import {
  ConversationReadSchema,
  ConversationReportedSchema,
  MessageSentSchema,
  UserBlockedSchema,
} from './gen/sokoni/messaging/v1/message_events_pb.js';
import {
  DeadLetterDiscardedSchema as AuditDeadLetterDiscardedSchema,
  DeadLetterReplayedSchema as AuditDeadLetterReplayedSchema,
} from './gen/sokoni/audit/v1/dead_letter_events_pb.js';
import {
  DeadLetterDiscardedSchema as CartDeadLetterDiscardedSchema,
  DeadLetterReplayedSchema as CartDeadLetterReplayedSchema,
} from './gen/sokoni/cart/v1/dead_letter_events_pb.js';
import {
  DeadLetterDiscardedSchema as MessagingDeadLetterDiscardedSchema,
  DeadLetterReplayedSchema as MessagingDeadLetterReplayedSchema,
} from './gen/sokoni/messaging/v1/dead_letter_events_pb.js';
import { ExperimentChangedSchema } from './gen/sokoni/analytics/v1/experiment_events_pb.js';
import {
  DeadLetterDiscardedSchema as AnalyticsDeadLetterDiscardedSchema,
  DeadLetterReplayedSchema as AnalyticsDeadLetterReplayedSchema,
} from './gen/sokoni/analytics/v1/dead_letter_events_pb.js';
import {
  DeadLetterDiscardedSchema as TradeDeadLetterDiscardedSchema,
  DeadLetterReplayedSchema as TradeDeadLetterReplayedSchema,
} from './gen/sokoni/trade/v1/dead_letter_events_pb.js';
import {
  DeadLetterDiscardedSchema as CatalogueDeadLetterDiscardedSchema,
  DeadLetterReplayedSchema as CatalogueDeadLetterReplayedSchema,
} from './gen/sokoni/catalogue/v1/dead_letter_events_pb.js';
import {
  DeadLetterDiscardedSchema as IdentityDeadLetterDiscardedSchema,
  DeadLetterReplayedSchema as IdentityDeadLetterReplayedSchema,
} from './gen/sokoni/identity/v1/dead_letter_events_pb.js';
import {
  DeadLetterDiscardedSchema as NotificationsDeadLetterDiscardedSchema,
  DeadLetterReplayedSchema as NotificationsDeadLetterReplayedSchema,
} from './gen/sokoni/notifications/v1/dead_letter_events_pb.js';

/**
 * The one map from topic name to payload schema. Producers and consumers go through it, so a
 * payload that does not match its topic is a compile error rather than a poison message.
 * Names are `<service>.<aggregate>.<event>.v<N>`, and the schema lives in package
 * `sokoni.<service>.v<N>`; a breaking change is a new v2 entry published beside v1.
 */
export const topics = {
  'identity.user.registered.v1': UserRegisteredSchema,
  'identity.user.email_verification_requested.v1': EmailVerificationRequestedSchema,
  'identity.user.email_verified.v1': EmailVerifiedSchema,
  'identity.user.password_reset_requested.v1': PasswordResetRequestedSchema,
  'identity.user.password_changed.v1': PasswordChangedSchema,
  'identity.user.signed_in.v1': SignedInSchema,
  'identity.user.sign_in_failed.v1': SignInFailedSchema,
  'identity.user.role_changed.v1': RoleChangedSchema,
  'identity.user.suspended.v1': UserSuspendedSchema,
  'identity.user.reinstated.v1': UserReinstatedSchema,
  'identity.user.profile_updated.v1': ProfileUpdatedSchema,
  'identity.session.revoked.v1': SessionRevokedSchema,
  'identity.user.email_change_requested.v1': EmailChangeRequestedSchema,
  'identity.user.email_changed.v1': EmailChangedSchema,
  'identity.user.deleted.v1': UserDeletedSchema,
  'identity.user.phone_verification_requested.v1': PhoneVerificationRequestedSchema,
  'identity.user.phone_verified.v1': PhoneVerifiedSchema,
  'identity.supplier_verification.submitted.v1': SupplierVerificationSubmittedSchema,
  'identity.supplier_verification.approved.v1': SupplierVerificationApprovedSchema,
  'identity.supplier_verification.rejected.v1': SupplierVerificationRejectedSchema,
  'identity.supplier_verification.expired.v1': SupplierVerificationExpiredSchema,
  'identity.membership.plan_changed.v1': MembershipPlanChangedSchema,
  'notifications.email.sent.v1': EmailSentSchema,
  'notifications.email.failed.v1': EmailFailedSchema,
  'notifications.service_request.created.v1': ServiceRequestCreatedSchema,
  'notifications.service_request.updated.v1': ServiceRequestUpdatedSchema,
  'catalogue.product.submitted.v1': ProductSubmittedSchema,
  'catalogue.product.published.v1': ProductPublishedSchema,
  'catalogue.product.rejected.v1': ProductRejectedSchema,
  'catalogue.product.archived.v1': ProductArchivedSchema,
  'catalogue.category.created.v1': CategoryCreatedSchema,
  'catalogue.category.renamed.v1': CategoryRenamedSchema,
  'catalogue.category.moved.v1': CategoryMovedSchema,
  'catalogue.category.retired.v1': CategoryRetiredSchema,
  'catalogue.fx_rates.published.v1': FxRatesPublishedSchema,
  'catalogue.bulk_import.finished.v1': BulkImportFinishedSchema,
  'catalogue.search.performed.v1': SearchPerformedSchema,
  'cart.item.added.v1': CartItemAddedSchema,
  'cart.item.updated.v1': CartItemUpdatedSchema,
  'cart.item.removed.v1': CartItemRemovedSchema,
  'trade.stock.changed.v1': StockChangedSchema,
  'trade.checkout.placed.v1': CheckoutPlacedSchema,
  'trade.order.status_changed.v1': OrderStatusChangedSchema,
  'trade.payment.succeeded.v1': PaymentSucceededSchema,
  'trade.payment.failed.v1': PaymentFailedSchema,
  'trade.dispute.opened.v1': DisputeOpenedSchema,
  'trade.dispute.decided.v1': DisputeDecidedSchema,
  'trade.payout.requested.v1': PayoutRequestedSchema,
  'trade.payout.settled.v1': PayoutSettledSchema,
  'trade.payout.failed.v1': PayoutFailedSchema,
  'trade.payout_destination.changed.v1': PayoutDestinationChangedSchema,
  'trade.seller_balance.changed.v1': SellerBalanceChangedSchema,
  'trade.rfq.posted.v1': RfqPostedSchema,
  'trade.quote.submitted.v1': QuoteSubmittedSchema,
  'trade.quote.accepted.v1': QuoteAcceptedSchema,
  'trade.quote.declined.v1': QuoteDeclinedSchema,
  'trade.rfq.removed.v1': RfqRemovedSchema,
  'trade.rfq.matched.v1': RfqsMatchedSchema,
  'messaging.message.sent.v1': MessageSentSchema,
  'messaging.conversation.reported.v1': ConversationReportedSchema,
  'messaging.user.blocked.v1': UserBlockedSchema,
  'messaging.conversation.read.v1': ConversationReadSchema,
  'analytics.experiment.changed.v1': ExperimentChangedSchema,
  // Staff replays and discards of dead letters (the back office), one pair per consuming service.
  'identity.dead_letter.replayed.v1': IdentityDeadLetterReplayedSchema,
  'identity.dead_letter.discarded.v1': IdentityDeadLetterDiscardedSchema,
  'catalogue.dead_letter.replayed.v1': CatalogueDeadLetterReplayedSchema,
  'catalogue.dead_letter.discarded.v1': CatalogueDeadLetterDiscardedSchema,
  'notifications.dead_letter.replayed.v1': NotificationsDeadLetterReplayedSchema,
  'notifications.dead_letter.discarded.v1': NotificationsDeadLetterDiscardedSchema,
  'audit.dead_letter.replayed.v1': AuditDeadLetterReplayedSchema,
  'audit.dead_letter.discarded.v1': AuditDeadLetterDiscardedSchema,
  'cart.dead_letter.replayed.v1': CartDeadLetterReplayedSchema,
  'cart.dead_letter.discarded.v1': CartDeadLetterDiscardedSchema,
  'trade.dead_letter.replayed.v1': TradeDeadLetterReplayedSchema,
  'trade.dead_letter.discarded.v1': TradeDeadLetterDiscardedSchema,
  'messaging.dead_letter.replayed.v1': MessagingDeadLetterReplayedSchema,
  'messaging.dead_letter.discarded.v1': MessagingDeadLetterDiscardedSchema,
  'analytics.dead_letter.replayed.v1': AnalyticsDeadLetterReplayedSchema,
  'analytics.dead_letter.discarded.v1': AnalyticsDeadLetterDiscardedSchema,
} as const satisfies Record<string, DescMessage>;

export type Topics = typeof topics;
export type TopicName = keyof Topics;
/** The decoded payload of a topic, e.g. `PayloadOf<'identity.user.registered.v1'>` is `UserRegistered`. */
export type PayloadOf<T extends TopicName> = MessageShape<Topics[T]>;
/** What a producer passes: every field optional, defaults filled in by `create`. */
export type PayloadInit<T extends TopicName> = MessageInitShape<Topics[T]>;
/** Like the generated init shape, but `occurredAt` may also be a plain `Date`. */
export type EnvelopeInit = Partial<Omit<Envelope, '$typeName' | '$unknown' | 'occurredAt'>> & {
  occurredAt?: Date | MessageInitShape<typeof TimestampSchema>;
};

export const topicNames = Object.keys(topics) as TopicName[];

/** Narrows an envelope's `type` (a plain string off the wire) before it selects a schema. */
export function isTopicName(name: string): name is TopicName {
  return Object.hasOwn(topics, name);
}

export function encodePayload<T extends TopicName>(topic: T, init: PayloadInit<T>): Uint8Array {
  const schema: Topics[T] = topics[topic];
  return toBinary(schema, create(schema, init));
}

export function decodePayload<T extends TopicName>(topic: T, bytes: Uint8Array): PayloadOf<T> {
  return fromBinary(topics[topic], bytes);
}

/**
 * A payload as protobuf JSON (camelCase names, enums by name, int64 as strings, timestamps as ISO
 * strings) with every field present, for showing to staff. Redact it first where it may hold secrets.
 */
export function payloadToJson<T extends TopicName>(topic: T, payload: PayloadOf<T>): JsonValue {
  return toJson(topics[topic], payload, { alwaysEmitImplicit: true });
}

export function encodeEnvelope(env: EnvelopeInit): Uint8Array {
  const { occurredAt, ...rest } = env;
  const init = {
    ...rest,
    occurredAt: occurredAt instanceof Date ? timestampFromDate(occurredAt) : occurredAt,
  };
  return toBinary(EnvelopeSchema, create(EnvelopeSchema, init));
}

export function decodeEnvelope(bytes: Uint8Array): Envelope {
  return fromBinary(EnvelopeSchema, bytes);
}

/** Replaces a secret string that was set, so a redacted record still shows a link was sent. */
export const REDACTED = '[redacted]';

type SecretFields = { readonly [T in TopicName]?: readonly (keyof PayloadOf<T> & string)[] };

// Derived from `[debug_redact = true]` in the .proto files, so marking a field secret there is the
// only step: nothing here can fall out of step with the schema.
const secretDescFields = new Map<TopicName, readonly DescField[]>(
  topicNames.flatMap((topic) => {
    const fields = topics[topic].fields.filter((f) => f.proto.options?.debugRedact === true);
    return fields.length > 0 ? [[topic, fields] as const] : [];
  }),
);

/**
 * Payload fields (TypeScript property names) that hold secrets, per topic. Audit, analytics and
 * logs must pass payloads through `redactPayload` before keeping them. Only top-level payload
 * fields are considered.
 */
export const secretFields: SecretFields = Object.fromEntries(
  [...secretDescFields].map(([topic, fields]) => [topic, fields.map((f) => f.localName)]),
);

/** Topics whose payload carries at least one secret. */
export const secretTopics: readonly TopicName[] = [...secretDescFields.keys()];

/** Returns a copy of the payload with its secret fields masked (strings) or cleared (anything else). */
export function redactPayload<T extends TopicName>(topic: T, payload: PayloadOf<T>): PayloadOf<T> {
  const fields = secretDescFields.get(topic);
  if (!fields) return payload;
  const schema: Topics[T] = topics[topic];
  const copy = clone(schema, payload);
  const r = reflect(schema, copy);
  for (const field of fields) {
    if (field.fieldKind === 'scalar' && field.scalar === ScalarType.STRING && r.isSet(field))
      r.set(field, REDACTED);
    else r.clear(field);
  }
  return copy;
}
