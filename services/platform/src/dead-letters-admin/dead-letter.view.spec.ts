import { encodeEnvelope, encodePayload, REDACTED } from '@sokoni/contracts';
import type { DeadLetter } from '../events/index.js';
import { readEnvelope, toDeadLetterDetailView, toDeadLetterView } from './dead-letter.view.js';

const ID = '0193a6b0-0b3c-7e53-9a1e-3c2f5b8d9e01';
const USER = '0193a6b0-0b3c-7e53-9a1e-3c2f5b8d9eaa';

const envelope = (type: string, payload: Uint8Array) =>
  encodeEnvelope({
    id: 'evt-1',
    type,
    occurredAt: new Date('2026-12-01T10:00:00.000Z'),
    producer: 'identity',
    aggregateId: USER,
    actorId: '',
    correlationId: 'req-1',
    payload,
  });

const letter = (over: Partial<DeadLetter> = {}): DeadLetter => ({
  id: ID,
  topic: 'identity.user.suspended.v1',
  consumerGroup: 'catalogue.suppliers',
  eventId: 'evt-1',
  partition: 0,
  recordOffset: '42',
  key: USER,
  payload: Buffer.from(
    envelope(
      'identity.user.suspended.v1',
      encodePayload('identity.user.suspended.v1', { userId: USER, reason: 'fraud' }),
    ),
  ),
  error: 'relation "x" does not exist',
  errorKind: 'transient_exhausted',
  attempts: 5,
  firstFailedAt: new Date('2026-12-01T10:00:01.000Z'),
  lastFailedAt: new Date('2026-12-01T10:00:09.000Z'),
  status: 'open',
  resolvedAt: null,
  resolvedBy: null,
  resolutionNote: null,
  ...over,
});

describe('dead letter views', () => {
  it('list a letter under its public id, with dates as ISO strings and a long error cut short', () => {
    const view = toDeadLetterView('catalogue', letter({ error: 'e'.repeat(1000) }));
    expect(view).toMatchObject({
      id: `catalogue:${ID}`,
      service: 'catalogue',
      consumerGroup: 'catalogue.suppliers',
      firstFailedAt: '2026-12-01T10:00:01.000Z',
      resolvedAt: null,
    });
    expect(view.error).toHaveLength(301);
    expect(toDeadLetterDetailView('catalogue', letter({ error: 'e'.repeat(1000) })).error).toHaveLength(1000);
  });

  it('show the envelope and the payload as JSON', () => {
    const view = toDeadLetterDetailView('catalogue', letter());
    expect(view.envelope).toEqual({
      id: 'evt-1',
      type: 'identity.user.suspended.v1',
      occurredAt: '2026-12-01T10:00:00.000Z',
      producer: 'identity',
      aggregateId: USER,
      actorId: '',
      correlationId: 'req-1',
    });
    expect(view.payload).toMatchObject({ userId: USER, reason: 'fraud' });
    expect(view.payloadError).toBeNull();
    expect(view.partition).toBe(0);
  });

  it('never show a secret payload field, even from bytes stored unredacted', () => {
    const topic = 'identity.user.password_reset_requested.v1';
    const bytes = envelope(
      topic,
      encodePayload(topic, { userId: USER, resetUrl: 'https://x/reset?t=s3cr3t' }),
    );
    const { payload } = readEnvelope(bytes);
    expect(payload).toMatchObject({ userId: USER, resetUrl: REDACTED });
    expect(JSON.stringify(payload)).not.toContain('s3cr3t');
  });

  it('say which step failed for a poison message', () => {
    expect(readEnvelope(new Uint8Array([0xff, 0xff, 0xff]))).toEqual({
      envelope: null,
      payload: null,
      payloadError: 'undecodable_envelope',
    });
    const unknown = readEnvelope(envelope('trade.order.placed.v9', new Uint8Array([1, 2])));
    expect(unknown).toMatchObject({ payload: null, payloadError: 'unknown_topic' });
    expect(unknown.envelope?.type).toBe('trade.order.placed.v9');
    const broken = readEnvelope(envelope('identity.user.suspended.v1', new Uint8Array([0xff, 0xff])));
    expect(broken).toMatchObject({ payload: null, payloadError: 'undecodable_payload' });
  });
});
