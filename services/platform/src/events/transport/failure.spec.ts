import {
  DEFAULT_RETRY,
  isPoisonMessage,
  isRecordRejected,
  PoisonMessageError,
  RecordRejectedError,
  retryDelay,
  retryPolicy,
} from './failure.js';
import { publishError } from './kafka-errors.js';

describe('failure classification', () => {
  it('marks poison errors, also across module copies (a plain object with poison: true)', () => {
    expect(isPoisonMessage(new PoisonMessageError('bad'))).toBe(true);
    expect(isPoisonMessage(Object.assign(new Error('copy'), { poison: true }))).toBe(true);
    expect(isPoisonMessage(new Error('connection terminated unexpectedly'))).toBe(false);
    expect(isPoisonMessage(undefined)).toBe(false);
    expect(isPoisonMessage('poison')).toBe(false);
  });

  it('retries without limit by default, from 200 ms up to 30 s', () => {
    expect(retryPolicy(undefined)).toEqual(DEFAULT_RETRY);
    expect(DEFAULT_RETRY).toEqual({ maxAttempts: Infinity, backoffMs: 200, maxBackoffMs: 30_000 });
    expect(() => retryPolicy({ maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(() => retryPolicy({ backoffMs: 500, maxBackoffMs: 100 })).toThrow(/backoffMs/);
  });

  it('doubles the pause per attempt, caps it, and jitters it between half and all of the step', () => {
    const low = (attempt: number) => retryDelay(DEFAULT_RETRY, attempt, () => 0);
    const high = (attempt: number) => retryDelay(DEFAULT_RETRY, attempt, () => 1);
    expect([1, 2, 3, 4].map(high)).toEqual([200, 400, 800, 1600]);
    expect([1, 2, 3, 4].map(low)).toEqual([100, 200, 400, 800]);
    expect(high(9)).toBe(30_000);
    expect(high(10_000)).toBe(30_000);
    expect(low(10_000)).toBe(15_000);
    for (let attempt = 1; attempt < 40; attempt++) {
      const d = retryDelay(DEFAULT_RETRY, attempt);
      expect(d).toBeGreaterThanOrEqual(low(attempt));
      expect(d).toBeLessThanOrEqual(high(attempt));
    }
  });
});

describe('publishError (Kafka)', () => {
  const protocolError = (type: string, retriable: boolean) =>
    Object.assign(new Error(`broker says ${type}`), { name: 'KafkaJSProtocolError', type, retriable });

  it('turns a broker refusal of the records into RecordRejectedError, looking through kafkajs wrappers', () => {
    const direct = publishError(protocolError('MESSAGE_TOO_LARGE', false));
    expect(direct).toBeInstanceOf(RecordRejectedError);
    expect(isRecordRejected(direct)).toBe(true);
    expect((direct as Error).message).toContain('MESSAGE_TOO_LARGE');

    const wrapped = Object.assign(new Error('retries exceeded'), {
      name: 'KafkaJSNumberOfRetriesExceeded',
      originalError: { errors: [protocolError('INVALID_TOPIC_EXCEPTION', false)] },
    });
    expect(isRecordRejected(publishError(wrapped))).toBe(true);
  });

  it('leaves an outage as it is, so the relay retries instead of setting rows aside', () => {
    for (const error of [
      protocolError('LEADER_NOT_AVAILABLE', true),
      protocolError('UNKNOWN_TOPIC_OR_PARTITION', true),
      Object.assign(new Error('Connection error: connect ECONNREFUSED'), { name: 'KafkaJSConnectionError' }),
    ]) {
      expect(publishError(error)).toBe(error);
    }
    const cyclic: { cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(publishError(cyclic)).toBe(cyclic);
  });
});
