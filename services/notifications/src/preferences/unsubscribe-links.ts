import { Injectable, Logger } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { InjectConfig } from '@sokoni/platform/config';
import { deriveKey, encryptionKeyFromSettings } from '@sokoni/platform/crypto';
import type { NotificationsConfig } from '../notifications.config.js';
import { isTopic, type Topic } from './notification-topics.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface UnsubscribeGrant {
  userId: string;
  topic: Topic;
}

/**
 * The one-click unsubscribe links of the e-mails a user may switch off: `<payload>.<mac>`, the
 * payload naming the user and the topic, the mac an HMAC-SHA256 under a key derived from
 * UNSUBSCRIBE_LINK_KEY (or the key generated once into UNSUBSCRIBE_LINK_KEY_FILE). Nothing is
 * stored per link: all a link can do is switch its own topic's e-mails off, so it may stay valid
 * for as long as the e-mail is kept, and a link whose user or topic was changed does not verify.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly log = new Logger(UnsubscribeLinks.name);
  private key?: Buffer;

  constructor(@InjectConfig() private readonly config: NotificationsConfig) {}

  token(userId: string, topic: Topic): string {
    const payload = Buffer.from(`v1:${userId}:${topic}`, 'utf8').toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The storefront page that confirms with a button (mail scanners open links on their own). */
  pageUrl(userId: string, topic: Topic): string {
    const url = new URL('/notification-settings/unsubscribe', this.config.PUBLIC_URL);
    url.searchParams.set('token', this.token(userId, topic));
    return url.toString();
  }

  /** RFC 8058: what a mail client POSTs `List-Unsubscribe=One-Click` to, without the reader signing in. */
  oneClickUrl(userId: string, topic: Topic): string {
    const url = new URL('/api/v1/notification-settings/unsubscribe', this.config.PUBLIC_URL);
    url.searchParams.set('token', this.token(userId, topic));
    return url.toString();
  }

  /** The user and topic a token names, or null for anything not signed here (cut, altered, forged). */
  verify(token: string): UnsubscribeGrant | null {
    const [payload, mac, ...rest] = token.split('.');
    if (!payload || !mac || rest.length > 0) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [version, userId, topic, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
    if (version !== 'v1' || !userId || !UUID.test(userId) || !isTopic(topic) || more.length > 0) return null;
    return { userId, topic };
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.signingKey()).update(payload).digest();
  }

  private signingKey(): Buffer {
    this.key ??= deriveKey(
      encryptionKeyFromSettings({
        value: this.config.UNSUBSCRIBE_LINK_KEY,
        file: this.config.UNSUBSCRIBE_LINK_KEY_FILE,
        setting: 'UNSUBSCRIBE_LINK_KEY',
        service: 'notifications',
        log: this.log,
      }),
      'notifications.unsubscribe-link',
    );
    return this.key;
  }
}
