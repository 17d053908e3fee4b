import { create, equals, ScalarType, toBinary, type DescFile, type DescMessage } from '@bufbuild/protobuf';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  decodeEnvelope,
  decodePayload,
  encodeEnvelope,
  encodePayload,
  isTopicName,
  payloadToJson,
  redactPayload,
  REDACTED,
  secretFields,
  secretTopics,
  topicNames,
  topics,
  type PayloadInit,
  type PayloadOf,
  type TopicName,
} from './topics.js';
import {
  file_sokoni_identity_v1_user_events,
  Role,
  UserRegisteredSchema,
} from './gen/sokoni/identity/v1/user_events_pb.js';
import { file_sokoni_identity_v1_supplier_verification_events } from './gen/sokoni/identity/v1/supplier_verification_events_pb.js';
import { file_sokoni_identity_v1_membership_events } from './gen/sokoni/identity/v1/membership_events_pb.js';
import { file_sokoni_notifications_v1_email_events } from './gen/sokoni/notifications/v1/email_events_pb.js';
import { file_sokoni_notifications_v1_service_request_events } from './gen/sokoni/notifications/v1/service_request_events_pb.js';
import { file_sokoni_catalogue_v1_product_events } from './gen/sokoni/catalogue/v1/product_events_pb.js';
import { file_sokoni_catalogue_v1_category_events } from './gen/sokoni/catalogue/v1/category_events_pb.js';
import { file_sokoni_catalogue_v1_bulk_import_events } from './gen/sokoni/catalogue/v1/bulk_import_events_pb.js';
import { file_sokoni_catalogue_v1_fx_events } from './gen/sokoni/catalogue/v1/fx_events_pb.js';
import { file_sokoni_catalogue_v1_search_events } from './gen/sokoni/catalogue/v1/search_events_pb.js';
import { file_sokoni_cart_v1_cart_events } from './gen/sokoni/cart/v1/cart_events_pb.js';
import { file_sokoni_trade_v1_stock_events } from './gen/sokoni/trade/v1/stock_events_pb.js';
import { file_sokoni_trade_v1_order_events } from './gen/sokoni/trade/v1/order_events_pb.js';
import { file_sokoni_trade_v1_payout_destination_events } from './gen/sokoni/trade/v1/payout_destination_events_pb.js';
import { file_sokoni_trade_v1_balance_events } from './gen/sokoni/trade/v1/balance_events_pb.js';
import { file_sokoni_trade_v1_rfq_events } from './gen/sokoni/trade/v1/rfq_events_pb.js';
import { file_sokoni_identity_v1_dead_letter_events } from './gen/sokoni/identity/v1/dead_letter_events_pb.js';
import { file_sokoni_catalogue_v1_dead_letter_events } from './gen/sokoni/catalogue/v1/dead_letter_events_pb.js';
import { file_sokoni_notifications_v1_dead_letter_events } from './gen/sokoni/notifications/v1/dead_letter_events_pb.js';
import { file_sokoni_audit_v1_dead_letter_events } from './gen/sokoni/audit/v1/dead_letter_events_pb.js';
import { file_sokoni_cart_v1_dead_letter_events } from './gen/sokoni/cart/v1/dead_letter_events_pb.js';
import { file_sokoni_trade_v1_dead_letter_events } from './gen/sokoni/trade/v1/dead_letter_events_pb.js';
import { file_sokoni_messaging_v1_message_events } from './gen/sokoni/messaging/v1/message_events_pb.js';
import { file_sokoni_messaging_v1_dead_letter_events } from './gen/sokoni/messaging/v1/dead_letter_events_pb.js';
import { file_sokoni_analytics_v1_experiment_events } from './gen/sokoni/analytics/v1/experiment_events_pb.js';
import { file_sokoni_analytics_v1_dead_letter_events } from './gen/sokoni/analytics/v1/dead_letter_events_pb.js';

// A distinct non-default value for every field, so a round trip that dropped one would show.
function fill(message: DescMessage): Record<string, unknown> {
  const init: Record<string, unknown> = {};
  for (const field of message.fields) {
    const one = (): unknown => {
      if (field.fieldKind === 'enum') return field.enum.values.at(-1)!.number;
      if (field.fieldKind === 'message' && field.message.typeName === 'google.protobuf.Timestamp')
        return timestampFromDate(new Date('2026-01-02T03:04:05.678Z'));
      if (field.fieldKind === 'message') return fill(field.message);
      const scalar = field.fieldKind === 'list' || field.fieldKind === 'map' ? field.scalar : field.scalar;
      switch (scalar) {
        case ScalarType.STRING:
          return `${field.name}-value`;
        case ScalarType.BOOL:
          return true;
        case ScalarType.INT64:
          return 1234567890123n;
        case ScalarType.INT32:
          return 42;
      }
      if (field.fieldKind === 'list' && field.listKind === 'message') return fill(field.message);
      if (field.fieldKind === 'map' && field.mapKind === 'scalar') return `${field.name}-value`;
      throw new Error(`sample() does not know how to fill ${field.toString()}`);
    };
    if (field.fieldKind === 'list') init[field.localName] = [one(), one()];
    else if (field.fieldKind === 'map') init[field.localName] = { en: one(), fr: one() };
    else init[field.localName] = one();
  }
  return init;
}

const sample = (topic: TopicName): PayloadInit<TopicName> => fill(topics[topic]);

/** Messages that only travel inside others (price tiers, snapshots) are parts, not events. */
const eventMessages = (file: DescFile): string[] => {
  const embedded = new Set(
    file.messages.flatMap((m) =>
      m.fields.flatMap((f) => ('message' in f && f.message ? [f.message.typeName] : [])),
    ),
  );
  return file.messages.map((m) => m.typeName).filter((t) => !embedded.has(t));
};

describe('topics', () => {
  it('names every topic <service>.<aggregate>.<event>.v<N>', () => {
    for (const name of topicNames) expect(name).toMatch(/^[a-z]+\.[a-z_]+\.[a-z_]+\.v\d+$/);
  });

  it('keeps each schema in the package of the producing service and version', () => {
    for (const name of topicNames) {
      const [service, , , version] = name.split('.');
      expect(topics[name].typeName).toMatch(new RegExp(`^sokoni\\.${service}\\.${version}\\.[A-Za-z]+$`));
    }
  });

  it('maps every event message to exactly one topic', () => {
    const published = [
      file_sokoni_identity_v1_user_events,
      file_sokoni_identity_v1_supplier_verification_events,
      file_sokoni_identity_v1_membership_events,
      file_sokoni_notifications_v1_email_events,
      file_sokoni_notifications_v1_service_request_events,
      file_sokoni_catalogue_v1_product_events,
      file_sokoni_catalogue_v1_category_events,
      file_sokoni_catalogue_v1_fx_events,
      file_sokoni_catalogue_v1_bulk_import_events,
      file_sokoni_catalogue_v1_search_events,
      file_sokoni_cart_v1_cart_events,
      file_sokoni_trade_v1_stock_events,
      file_sokoni_trade_v1_order_events,
      file_sokoni_trade_v1_payout_destination_events,
      file_sokoni_trade_v1_balance_events,
      file_sokoni_trade_v1_rfq_events,
      file_sokoni_identity_v1_dead_letter_events,
      file_sokoni_catalogue_v1_dead_letter_events,
      file_sokoni_notifications_v1_dead_letter_events,
      file_sokoni_audit_v1_dead_letter_events,
      file_sokoni_cart_v1_dead_letter_events,
      file_sokoni_trade_v1_dead_letter_events,
      file_sokoni_messaging_v1_message_events,
      file_sokoni_messaging_v1_dead_letter_events,
      file_sokoni_analytics_v1_experiment_events,
      file_sokoni_analytics_v1_dead_letter_events,
    ].flatMap(eventMessages);
    const mapped = Object.values(topics).map((s) => s.typeName);
    expect([...mapped].sort()).toEqual([...published].sort());
  });

  it.each(topicNames)('round-trips %s', (topic) => {
    const init = sample(topic);
    const decoded = decodePayload(topic, encodePayload(topic, init));
    expect(equals(topics[topic], decoded, create(topics[topic], init))).toBe(true);
    expect(decoded.$typeName).toBe(topics[topic].typeName);
  });

  it('round-trips an envelope carrying a payload', () => {
    const payload = encodePayload('identity.user.registered.v1', {
      userId: 'u1',
      email: 'amina@example.com',
      role: Role.SELLER,
      locale: 'fr',
    });
    const bytes = encodeEnvelope({
      id: '0190b6b2-7c1e-7000-8000-000000000001',
      type: 'identity.user.registered.v1',
      occurredAt: new Date('2026-01-02T03:04:05.678Z'),
      producer: 'identity',
      aggregateId: 'u1',
      correlationId: 'req-1',
      payload,
    });
    const env = decodeEnvelope(bytes);
    expect(env.actorId).toBe('');
    expect(timestampDate(env.occurredAt!).toISOString()).toBe('2026-01-02T03:04:05.678Z');
    if (!isTopicName(env.type)) throw new Error(`unknown topic ${env.type}`);
    const user = decodePayload(env.type, env.payload);
    expect(user).toMatchObject({ userId: 'u1', email: 'amina@example.com', role: Role.SELLER, locale: 'fr' });
  });

  it('accepts a protobuf Timestamp for occurredAt as well as a Date', () => {
    const occurredAt = timestampFromDate(new Date('2026-01-02T03:04:05Z'));
    expect(decodeEnvelope(encodeEnvelope({ occurredAt })).occurredAt?.seconds).toBe(occurredAt.seconds);
  });

  it('turns a payload into JSON with every field, enums by name, for staff to read', () => {
    const topic = 'identity.user.registered.v1';
    const payload = decodePayload(topic, encodePayload(topic, { userId: 'u1', role: Role.SELLER }));
    expect(payloadToJson(topic, payload)).toMatchObject({
      userId: 'u1',
      email: '',
      role: 'ROLE_SELLER',
    });
    const replayed = 'catalogue.dead_letter.replayed.v1';
    const init = { deadLetter: { deadLetterId: 'd1', attempts: 3 }, replayedBy: 'a1', succeeded: true };
    expect(payloadToJson(replayed, decodePayload(replayed, encodePayload(replayed, init)))).toEqual({
      deadLetter: {
        deadLetterId: 'd1',
        topic: '',
        consumerGroup: '',
        eventId: '',
        errorKind: '',
        attempts: 3,
      },
      replayedBy: 'a1',
      succeeded: true,
      error: '',
    });
  });

  it('knows topic names from other strings', () => {
    expect(isTopicName('identity.user.registered.v1')).toBe(true);
    expect(isTopicName('identity.user.registered.v9')).toBe(false);
    expect(isTopicName('toString')).toBe(false);
  });
});

describe('secrets', () => {
  it('lists the fields marked debug_redact in the schema', () => {
    expect(secretFields).toEqual({
      // The e-mail change's link is as good as a password for the address it confirms.
      'identity.user.email_change_requested.v1': ['confirmUrl'],
      'identity.user.email_verification_requested.v1': ['verifyUrl'],
      'identity.user.password_reset_requested.v1': ['resetUrl'],
      // Six digits that prove the phone: enough to verify someone else's number with it.
      'identity.user.phone_verification_requested.v1': ['code'],
    });
    expect([...secretTopics].sort()).toEqual([
      'identity.user.email_change_requested.v1',
      'identity.user.email_verification_requested.v1',
      'identity.user.password_reset_requested.v1',
      'identity.user.phone_verification_requested.v1',
    ]);
  });

  it('has secrets only in top-level payload fields, the only ones redactPayload masks', () => {
    const nestedSecrets = (schema: DescMessage, seen = new Set<string>()): string[] => {
      if (seen.has(schema.typeName)) return [];
      seen.add(schema.typeName);
      return schema.fields.flatMap((f) => [
        ...(f.proto.options?.debugRedact ? [`${schema.typeName}.${f.name}`] : []),
        ...(f.message ? nestedSecrets(f.message, seen) : []),
      ]);
    };
    const nested = Object.values(topics).flatMap((schema) =>
      schema.fields.flatMap((f) => (f.message ? nestedSecrets(f.message) : [])),
    );
    expect(nested).toEqual([]);
  });

  it('redacts a copy and leaves the original and other fields alone', () => {
    const topic = 'identity.user.password_reset_requested.v1';
    const payload = decodePayload(
      topic,
      encodePayload(topic, { userId: 'u1', resetUrl: 'https://x/reset?t=secret' }),
    );
    const redacted = redactPayload(topic, payload);
    expect(redacted.resetUrl).toBe(REDACTED);
    expect(redacted.userId).toBe('u1');
    expect(payload.resetUrl).toBe('https://x/reset?t=secret');
    expect(Buffer.from(toBinary(topics[topic], redacted)).toString('latin1')).not.toContain('secret');
  });

  it('returns payloads without secrets unchanged', () => {
    const payload = decodePayload(
      'identity.user.email_verified.v1',
      encodePayload('identity.user.email_verified.v1', { userId: 'u1' }),
    );
    expect(redactPayload('identity.user.email_verified.v1', payload)).toBe(payload);
  });
});

// Compile-time contract: the type checker (npm run typecheck) fails if any of these start compiling.
export function typeContract(bytes: Uint8Array): void {
  // @ts-expect-error a field of another event is not part of this payload
  encodePayload('identity.user.email_verified.v1', { resetUrl: 'x' });
  // @ts-expect-error fields have their declared types
  encodePayload('identity.user.registered.v1', { email: 42 });
  // @ts-expect-error roles are the enum, not free strings
  encodePayload('identity.user.registered.v1', { role: 'seller' });
  // @ts-expect-error unknown topics are rejected
  encodePayload('identity.user.teleported.v1', {});
  // @ts-expect-error the init shape of one topic is not accepted for another
  encodePayload('notifications.email.sent.v1', create(UserRegisteredSchema, {}));
  const sent: PayloadOf<'notifications.email.sent.v1'> = decodePayload('notifications.email.sent.v1', bytes);
  // @ts-expect-error a decoded payload has only its own topic's fields
  void sent.verifyUrl;
  // @ts-expect-error decoding under one topic does not yield another topic's message
  const wrong: PayloadOf<'identity.user.registered.v1'> = decodePayload('notifications.email.sent.v1', bytes);
  void wrong;
}
