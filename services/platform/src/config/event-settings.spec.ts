import { z } from 'zod';
import { ConfigError } from './config.error.js';
import { loadConfig } from './config.loader.js';
import { eventSettings, httpSettings } from './settings.schema.js';

/**
 * The Kafka login and TLS settings, as a service composes them: its schema spreads
 * `eventSettings.shape`, which drops object-level rules, so loadConfig must still apply them.
 */
const service = z.object({ ...httpSettings(3004).shape, ...eventSettings.shape }).describe('trade');
const brokers = { KAFKA_BROKERS: 'sokoni-kafka-bootstrap:9093' };

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(service, env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.map((p) => `${p.variable}: ${p.problem}`);
    throw err;
  }
  return [];
};

describe('eventSettings: Kafka login and TLS', () => {
  it('reads a SCRAM login over TLS with the cluster CA', () => {
    const config = loadConfig(service, {
      ...brokers,
      KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512',
      KAFKA_SASL_USERNAME: 'trade-kafka',
      KAFKA_SASL_PASSWORD: 'generated-by-strimzi',
      KAFKA_SSL: 'true',
      KAFKA_SSL_CA_FILE: '/etc/kafka-ca/ca.crt',
    });
    expect(config).toMatchObject({
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: 'trade-kafka',
      KAFKA_SASL_PASSWORD: 'generated-by-strimzi',
      KAFKA_SSL: true,
      KAFKA_SSL_CA_FILE: '/etc/kafka-ca/ca.crt',
    });
  });

  it('defaults to no login and no TLS', () => {
    const config = loadConfig(service, brokers);
    expect(config.KAFKA_SSL).toBe(false);
    expect(config.KAFKA_SASL_MECHANISM).toBeUndefined();
  });

  it('names the mechanisms it knows', () => {
    expect(problems({ ...brokers, KAFKA_SASL_MECHANISM: 'gssapi' })).toContainEqual(
      'KAFKA_SASL_MECHANISM: must be one of scram-sha-512, scram-sha-256, plain',
    );
  });

  it('requires the username and password with a mechanism', () => {
    expect(problems({ ...brokers, KAFKA_SASL_MECHANISM: 'scram-sha-512' })).toEqual([
      'KAFKA_SASL_USERNAME: is required when KAFKA_SASL_MECHANISM is set',
      'KAFKA_SASL_PASSWORD: is required when KAFKA_SASL_MECHANISM is set',
    ]);
    expect(
      problems({
        ...brokers,
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_SASL_USERNAME: 'u',
        KAFKA_SASL_PASSWORD: '',
      }),
    ).toEqual(['KAFKA_SASL_PASSWORD: is required when KAFKA_SASL_MECHANISM is set']);
  });

  it('refuses a login that would silently not be used', () => {
    expect(problems({ ...brokers, KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' })).toEqual([
      'KAFKA_SASL_USERNAME: is set but KAFKA_SASL_MECHANISM is not (scram-sha-512, scram-sha-256 or plain)',
      'KAFKA_SASL_PASSWORD: is set but KAFKA_SASL_MECHANISM is not (scram-sha-512, scram-sha-256 or plain)',
    ]);
    expect(problems({ ...brokers, KAFKA_SSL_CA_FILE: '/etc/kafka-ca/ca.crt' })).toEqual([
      'KAFKA_SSL_CA_FILE: is set but KAFKA_SSL is false',
    ]);
  });

  it('never echoes the password', () => {
    const secret = 'hunter2-very-secret';
    const text = problems({ ...brokers, KAFKA_SASL_PASSWORD: secret }).join('\n');
    expect(text).toContain('KAFKA_SASL_PASSWORD');
    expect(text).not.toContain(secret);
  });

  it('leaves schemas without the Kafka settings alone', () => {
    expect(loadConfig(httpSettings(3001), { KAFKA_SASL_MECHANISM: 'scram-sha-512' }).PORT).toBe(3001);
  });
});
