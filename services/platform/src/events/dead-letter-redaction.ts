import {
  decodeEnvelope,
  decodePayload,
  encodeEnvelope,
  encodePayload,
  isTopicName,
  redactPayload,
  secretTopics,
  type TopicName,
} from '@sokoni/contracts';

export interface RedactedEnvelope {
  /** The envelope as on the wire, with the payload's secret fields masked. */
  bytes: Uint8Array;
  /** True when a secret had to be masked or dropped: such a letter cannot be replayed as it was. */
  redacted: boolean;
}

const isSecretTopic = (topic: string): topic is TopicName =>
  isTopicName(topic) && secretTopics.includes(topic);

/**
 * Dead letters are kept for weeks and shown in the back office, so the secrets some events carry
 * (verification and reset links) must not be stored with them. The payload is decoded, passed
 * through the contracts' `redactPayload` and encoded again inside the same envelope. A record of a
 * secret-carrying topic that does not even decode keeps no payload at all: its bytes may hold the
 * secret and nothing can tell where.
 */
export function redactEnvelope(topic: string, value: Uint8Array): RedactedEnvelope {
  if (!isSecretTopic(topic)) return { bytes: value, redacted: false };
  try {
    const envelope = decodeEnvelope(value);
    const payload = redactPayload(topic, decodePayload(topic, envelope.payload));
    const bytes = encodeEnvelope({ ...envelope, payload: encodePayload(topic, payload) });
    return { bytes, redacted: true };
  } catch {
    try {
      const envelope = decodeEnvelope(value);
      return { bytes: encodeEnvelope({ ...envelope, payload: new Uint8Array(0) }), redacted: true };
    } catch {
      return { bytes: new Uint8Array(0), redacted: true };
    }
  }
}

/** Whether a stored letter lost a secret to redaction (its topic carries one). */
export function lostSecrets(topic: string): boolean {
  return isSecretTopic(topic);
}
