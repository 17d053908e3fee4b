import { readFileSync } from 'node:fs';
import type { KafkaConfig, SASLOptions } from 'kafkajs';
import type { EventSettings } from '../../config/settings.schema.js';

/** What kafkajs needs to log in to and encrypt towards the brokers; empty for a plain cluster. */
export interface KafkaSecurity {
  ssl?: KafkaConfig['ssl'];
  sasl?: SASLOptions;
}

export type KafkaSecuritySettings = Partial<
  Pick<
    EventSettings,
    'KAFKA_SASL_MECHANISM' | 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD' | 'KAFKA_SSL' | 'KAFKA_SSL_CA_FILE'
  >
>;

/**
 * The kafkajs `ssl`/`sasl` options from a service's validated settings (eventSettings). The CA file
 * is read here, once, when the client is made: Strimzi renews its cluster CA by re-signing with the
 * same key, so certificates issued after a renewal still verify against the copy read at start-up.
 */
export function kafkaSecurity(
  settings: KafkaSecuritySettings,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): KafkaSecurity {
  const security: KafkaSecurity = {};
  if (settings.KAFKA_SSL) {
    const file = settings.KAFKA_SSL_CA_FILE;
    if (file === undefined) security.ssl = true;
    else {
      let ca: string;
      try {
        ca = readFile(file);
      } catch (error) {
        throw new Error(`KAFKA_SSL_CA_FILE: cannot read ${file}: ${(error as Error).message}`, {
          cause: error,
        });
      }
      security.ssl = { ca: [ca] };
    }
  }
  const mechanism = settings.KAFKA_SASL_MECHANISM;
  if (mechanism !== undefined) {
    const { KAFKA_SASL_USERNAME: username, KAFKA_SASL_PASSWORD: password } = settings;
    // loadConfig refuses this already (checkEventSettings); a caller building settings by hand may not.
    if (!username || !password)
      throw new Error(
        `KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required with KAFKA_SASL_MECHANISM=${mechanism}`,
      );
    security.sasl = { mechanism, username, password };
  }
  return security;
}
