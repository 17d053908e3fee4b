import { KafkaTransport, kafkaClientConfig } from './kafka.transport.js';
import { kafkaSecurity } from './kafka-security.js';
import { createEventTransport } from '../create-transport.js';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const files = (path: string): string => {
  if (path === '/etc/kafka-ca/ca.crt') return PEM;
  throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });
};

describe('kafkaSecurity', () => {
  it('adds nothing for a plain cluster (docker-compose, the tests)', () => {
    expect(kafkaSecurity({}, files)).toEqual({});
    expect(kafkaSecurity({ KAFKA_SSL: false }, files)).toEqual({});
  });

  it('maps the SASL settings to kafkajs’ sasl option', () => {
    expect(
      kafkaSecurity(
        {
          KAFKA_SASL_MECHANISM: 'scram-sha-512',
          KAFKA_SASL_USERNAME: 'trade-kafka',
          KAFKA_SASL_PASSWORD: 'pw',
        },
        files,
      ),
    ).toEqual({ sasl: { mechanism: 'scram-sha-512', username: 'trade-kafka', password: 'pw' } });
    expect(
      kafkaSecurity(
        { KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' },
        files,
      ).sasl?.mechanism,
    ).toBe('plain');
  });

  it('turns TLS on with the system CAs, or with the CA file read once', () => {
    expect(kafkaSecurity({ KAFKA_SSL: true }, files)).toEqual({ ssl: true });
    expect(kafkaSecurity({ KAFKA_SSL: true, KAFKA_SSL_CA_FILE: '/etc/kafka-ca/ca.crt' }, files)).toEqual({
      ssl: { ca: [PEM] },
    });
  });

  it('names the CA file it cannot read', () => {
    expect(() => kafkaSecurity({ KAFKA_SSL: true, KAFKA_SSL_CA_FILE: '/missing/ca.crt' }, files)).toThrow(
      /KAFKA_SSL_CA_FILE: cannot read \/missing\/ca\.crt: ENOENT/,
    );
  });

  it('refuses a mechanism without its login rather than connecting anonymously', () => {
    expect(() =>
      kafkaSecurity({ KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'u' }, files),
    ).toThrow(/KAFKA_SASL_PASSWORD are required with KAFKA_SASL_MECHANISM=scram-sha-512/);
  });
});

describe('the Kafka client settings', () => {
  const security = {
    ssl: { ca: [PEM] },
    sasl: { mechanism: 'scram-sha-512' as const, username: 'audit-kafka', password: 'pw' },
  };

  it('carries ssl and sasl into the kafkajs client config', () => {
    expect(kafkaClientConfig({ clientId: 'audit', brokers: ['b:9093'], ...security })).toMatchObject({
      clientId: 'audit',
      brokers: ['b:9093'],
      ...security,
    });
    const plain = kafkaClientConfig({ clientId: 'audit', brokers: ['b:9092'] });
    expect('ssl' in plain || 'sasl' in plain).toBe(false);
  });

  it('is what createEventTransport builds from a service’s settings', () => {
    const transport = createEventTransport({
      clientId: 'audit',
      kafkaBrokers: ['b:9093'],
      kafkaSecurity: {
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_SASL_USERNAME: 'audit-kafka',
        KAFKA_SASL_PASSWORD: 'pw',
        KAFKA_SSL: true,
      },
    });
    expect(transport).toBeInstanceOf(KafkaTransport);
    const options = Reflect.get(transport, 'options') as Parameters<typeof kafkaClientConfig>[0];
    expect(kafkaClientConfig(options)).toMatchObject({
      ssl: true,
      sasl: { mechanism: 'scram-sha-512', username: 'audit-kafka', password: 'pw' },
    });
  });
});
