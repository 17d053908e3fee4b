import { z } from 'zod';
import {
  databaseSettings,
  envInt,
  envUrl,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
  storageSettings,
} from '@sokoni/platform/config';

export const messagingConfigSchema = z.object({
  ...httpSettings(3005).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  /** Message attachments: private, served only to the conversation's two parties (and staff). */
  ...storageSettings('./data/messaging-attachments').shape,
  /** Identity's published signing keys, for verifying access tokens. */
  JWKS_URL: envUrl({ protocols: ['http', 'https'] }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** Messages one user may send per minute, across all their conversations (spam brake). */
  MESSAGES_PER_MINUTE: envInt({ min: 1, max: 10_000 }).default(20),
  /** Largest attachment accepted, in megabytes. */
  ATTACHMENT_MAX_MB: envInt({ min: 1, max: 50 }).default(10),
  /** An upload never sent with a message is deleted (row and file) once it is this old. */
  MESSAGING_ATTACHMENT_TTL_HOURS: envInt({ min: 1, max: 24 * 365 }).default(24),
  /** How often the unsent uploads are swept. */
  MESSAGING_ATTACHMENT_SWEEP_MINUTES: envInt({ min: 1, max: 24 * 60 }).default(15),
});
export type MessagingConfig = z.output<typeof messagingConfigSchema>;
