import { z } from 'zod';
import {
  databaseSettings,
  envInt,
  envUrl,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
} from '@sokoni/platform/config';
import { encryptionKeySetting } from '@sokoni/platform/crypto';

export const notificationsConfigSchema = z
  .object({
    ...httpSettings(3006).shape,
    ...databaseSettings.shape,
    ...eventSettings.shape,
    ...redisSettings.shape,
    ...logSettings.shape,
    /** smtp(s)://user:pass@host:port — when absent, e-mails go to the stored dev mailbox. */
    SMTP_URL: envUrl({
      protocols: ['smtp', 'smtps'],
      message: 'must be an smtp:// or smtps:// URL',
    }).optional(),
    MAIL_FROM: z.string().min(3).default('Sokoni <no-reply@sokoni.africa>'),
    /** Identity's published signing keys, for verifying staff tokens. */
    JWKS_URL: envUrl({ protocols: ['http', 'https'] }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
    /** Where the dev transport also writes each message as an .eml file (optional). */
    DEV_MAILBOX_DIR: z.string().optional(),
    MAIL_MAX_ATTEMPTS: envInt({ min: 1, max: 20 }).default(5),
    /** The support team's inbox: contact-form messages are sent there. */
    SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@sokoni.africa'),
    /** The days a seller is asked to answer a dispute in (trade's events do not say). */
    DISPUTE_ANSWER_DAYS: envInt({ min: 1, max: 60 }).default(7),
    /** Signs the one-click unsubscribe links (32 bytes, base64 or hex); every replica needs the same. */
    UNSUBSCRIBE_LINK_KEY: encryptionKeySetting(),
    /** Where a generated key is kept when UNSUBSCRIBE_LINK_KEY is not set. */
    UNSUBSCRIBE_LINK_KEY_FILE: z.string().default('./data/unsubscribe-link.key'),
    /**
     * Where in-app notifications are pushed for the gateway's streams: Redis pub/sub across replicas,
     * or in-process (the standalone run). Default: redis when REDIS_URL is set.
     */
    REALTIME_FANOUT: z.enum(['redis', 'memory']).optional(),
    /** Text messages: kept in the database (dev, standalone), or sent by Africa's Talking or Twilio. */
    SMS_TRANSPORT: z.enum(['stored', 'africastalking', 'twilio']).default('stored'),
    /** Whether text messages go as SMS or WhatsApp (Twilio only). */
    SMS_CHANNEL: z.enum(['sms', 'whatsapp']).default('sms'),
    SMS_MAX_ATTEMPTS: envInt({ min: 1, max: 20 }).default(5),
    /** Overrides the provider's API origin (a proxy, tests). */
    SMS_API_URL: envUrl({ protocols: ['http', 'https'] }).optional(),
    /** Africa's Talking: the app's username (`sandbox` → the sandbox API) and API key; optional sender id. */
    AFRICASTALKING_USERNAME: z.string().min(1).optional(),
    AFRICASTALKING_API_KEY: z.string().min(1).optional(),
    AFRICASTALKING_SENDER_ID: z.string().min(1).max(11).optional(),
    /** Twilio: account sid, auth token and the sender number (E.164; WhatsApp-enabled for whatsapp). */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account sid (AC + 32 hex)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number, e.g. +14155238886')
      .optional(),
  })
  .superRefine((c, ctx) => {
    const need = (keys: (keyof typeof c)[]) => {
      for (const key of keys)
        if (!c[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `is required with SMS_TRANSPORT=${c.SMS_TRANSPORT}`,
          });
    };
    if (c.SMS_TRANSPORT === 'africastalking') need(['AFRICASTALKING_USERNAME', 'AFRICASTALKING_API_KEY']);
    if (c.SMS_TRANSPORT === 'twilio') need(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
    if (c.SMS_CHANNEL === 'whatsapp' && c.SMS_TRANSPORT === 'africastalking')
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_CHANNEL'],
        message: 'whatsapp needs SMS_TRANSPORT=twilio (or stored)',
      });
    if (c.REALTIME_FANOUT === 'redis' && !c.REDIS_URL)
      ctx.addIssue({ code: 'custom', path: ['REALTIME_FANOUT'], message: 'redis needs REDIS_URL' });
  });
export type NotificationsConfig = z.output<typeof notificationsConfigSchema>;
