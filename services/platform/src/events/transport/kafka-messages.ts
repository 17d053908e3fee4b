import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { EventRecord } from './event-transport.port.js';

/** Conversions between the port's records and kafkajs messages, and small helpers of the adapter. */

export function toMessage(record: EventRecord): Message {
  return {
    key: record.key,
    value: Buffer.from(record.value.buffer, record.value.byteOffset, record.value.byteLength),
    headers: { ...record.headers },
  };
}

export function fromMessage(topic: string, message: KafkaMessage): Required<EventRecord> {
  const value = message.value;
  return {
    topic,
    key: message.key?.toString('utf8') ?? '',
    value: value ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(0),
    headers: headerStrings(message.headers),
  };
}

/** kafkajs hands header values over as Buffers (arrays when a name repeats; the last one wins). */
export function headerStrings(headers: IHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers ?? {})) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (value !== undefined) result[name] = typeof value === 'string' ? value : value.toString('utf8');
  }
  return result;
}

export function nextOffset(offset: string): string {
  return (BigInt(offset) + 1n).toString();
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
