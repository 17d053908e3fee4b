import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { encodeEnvelope, encodePayload } from '@sokoni/contracts';
import { ProblemException } from '../errors/problem.exception.js';
import { classifyHandlerError, decodeEvent, eventIdOf } from './event-decoding.js';
import {
  isPoisonMessage,
  PoisonMessageError,
  type DeliveredRecord,
} from './transport/event-transport.port.js';

const TOPIC = 'identity.user.registered.v1';
const record = (value: Uint8Array, headers: Record<string, string> = {}): DeliveredRecord => ({
  topic: TOPIC,
  key: 'u-1',
  value,
  headers,
  attempt: 1,
});
const valid = (): Uint8Array =>
  encodeEnvelope({
    id: '0192f0c4-0000-7000-8000-000000000001',
    type: TOPIC,
    occurredAt: new Date('2026-01-02T03:04:05Z'),
    producer: 'identity',
    aggregateId: 'u-1',
    payload: encodePayload(TOPIC, {
      userId: 'u-1',
      email: 'a@example.test',
      fullName: 'Amina',
      locale: 'sw',
    }),
  });

describe('decodeEvent', () => {
  it('decodes a valid envelope and payload', () => {
    const event = decodeEvent(record(valid()));
    expect(event).toMatchObject({
      id: '0192f0c4-0000-7000-8000-000000000001',
      topic: TOPIC,
      producer: 'identity',
      payload: { userId: 'u-1', fullName: 'Amina' },
    });
    expect(event.occurredAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it.each([
    ['bytes that are no envelope', new Uint8Array([0xff, 0xff, 0xff, 0xff])],
    [
      'an envelope whose payload is no UserRegistered',
      encodeEnvelope({ id: 'e-1', payload: new Uint8Array([0x0a, 0xff]) }),
    ],
    ['an envelope without an event id', encodeEnvelope({ payload: new Uint8Array(0) })],
  ])('calls %s poison', (_, value) => {
    let thrown: unknown;
    try {
      decodeEvent(record(value));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(PoisonMessageError);
  });

  it('names the event of an undecodable record by the producer header', () => {
    expect(eventIdOf(record(new Uint8Array([0xff]), { 'x-event-id': 'e-9' }))).toBe('e-9');
    expect(eventIdOf(record(new Uint8Array([0xff])))).toBe('');
    expect(eventIdOf(record(valid(), { 'x-event-id': 'other' }))).toBe(
      '0192f0c4-0000-7000-8000-000000000001',
    );
  });
});

describe('classifyHandlerError', () => {
  it('calls client errors that say the event is wrong poison', () => {
    for (const err of [
      new BadRequestException('invalid currency'),
      new NotFoundException('no such product'),
      new ProblemException({ status: 422, code: 'catalogue.invalid_price' }),
    ]) {
      expect(isPoisonMessage(classifyHandlerError(err))).toBe(true);
    }
  });

  it('calls the database refusing the data itself poison, found through wrapped causes', () => {
    const pg = (code: string, message: string) => Object.assign(new Error(message), { code });
    const wrapped = Object.assign(new Error('insert failed'), {
      previous: pg('22P02', 'invalid input syntax for type uuid: "not-a-uuid"'),
    });
    for (const err of [
      wrapped,
      new Error('handler failed', { cause: pg('22001', 'value too long for type character varying(80)') }),
      pg('23502', 'null value in column "email" violates not-null constraint'),
      pg('23514', 'new row violates check constraint'),
      Object.assign(new Error('driver exception'), { sqlState: '22003' }),
    ]) {
      expect(isPoisonMessage(classifyHandlerError(err))).toBe(true);
    }
  });

  it('leaves outages, timeouts, "later" answers and unknown errors transient', () => {
    const errors = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new HttpException('slow down', 429),
      new HttpException('timeout', 408),
      new HttpException('upstream down', 503),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      // A race or events out of order: a later attempt can succeed.
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('violates foreign key constraint'), { code: '23503' }),
      Object.assign(new Error('could not serialize access'), { code: '40001' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ];
    for (const err of errors) {
      expect(classifyHandlerError(err)).toBe(err);
      expect(isPoisonMessage(classifyHandlerError(err))).toBe(false);
    }
  });
});
